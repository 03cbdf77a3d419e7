// Written by hand, 2026-12-04.
// "..., or they'll be lost" is what the part "any carried credits not used by then are lost"
// states for certain; the sentence's other part, "may be carried", is about carrying them over.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TERMS = ['Lumen Gym class credits. Up to 3 unused credits may be carried into the next month and must be taken by the 15th; any carried credits not used by then are lost.'];
const ask = (answer: string) => shippedStatuses({ question: 'Do my credits roll over?', context: TERMS, answer });

describe('a "will" read against the part that states its verb', () => {
  it('does not contradict "they\'ll be lost" with another part\'s "may"', () => {
    expect(ask("Those carried credits need to be used by the 15th, or they'll be lost.")).toEqual(['supported']);
  });

  it('still contradicts "will be carried" where the sentence says "may be carried" (a guard)', () => {
    expect(ask('Unused credits will be carried into the next month.')).toEqual(['contradicted']);
  });
});
