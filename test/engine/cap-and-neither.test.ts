// Written by hand, 2026-12-05: "Neither party's total liability shall exceed the fees" says what
// "each party's total liability is capped at the fees" says, so the quantifier flip (each /
// neither) is no contradiction there; a claim that the liability can exceed them still is
// (support/polarity-conflict.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const CONTEXT = ["Clause 11 (Liability). Neither party's total liability under this Agreement shall exceed the total fees paid by the Client in the 12 months before the claim. This cap does not apply to liability for death or personal injury caused by negligence, or for fraud."];
const ask = (answer: string) => shippedClaims({ question: 'Is liability capped?', context: CONTEXT, answer }).map((k) => k.status);

describe('a cap said as "neither ... shall exceed"', () => {
  it('states "each party\'s liability is capped at"', () => {
    expect(ask("Each party's total liability is capped at the fees the Client paid in the 12 months before the claim.")).toEqual(['supported']);
  });

  it('still contradicts "each party\'s liability can exceed" (guard)', () => {
    expect(ask("Each party's total liability can exceed the fees paid in the 12 months before the claim.")).toEqual(['contradicted']);
  });
});
