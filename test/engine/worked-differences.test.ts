// Written by hand, 2026-12-03: a figure set right before "above/below that cap" is a difference
// worked out from the figures around it (operations.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DEPOSIT = ['A deposit paid on a residential purchase must not exceed 10% of the price.', 'Contract for sale. Price: £320,000. Deposit: £40,000 payable on exchange.'];
const claims = (answer: string) => shippedClaims({ question: 'Is my deposit allowed?', context: DEPOSIT, answer });

describe('"£8,000 above that cap"', () => {
  it('is supported when the two figures give it', () => {
    const c = claims('The cap is 10% of the price, which for £320,000 is £32,000. Your £40,000 deposit is £8,000 above that cap.');
    expect(c.map((k) => k.status)).toEqual(['supported', 'supported']);
  });

  it('is contradicted, with the right difference, when they do not', () => {
    const c = claims('The cap is 10% of the price, which for £320,000 is £32,000. Your £40,000 deposit is £9,000 above that cap.');
    expect(c[1]?.status).toBe('contradicted');
    expect(c[1]?.fix).toBe('Replace £9,000 with £8,000.');
  });
});
