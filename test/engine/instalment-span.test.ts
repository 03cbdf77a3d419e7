// Written by hand, 2026-12-05.
// "repaid over 18 equal monthly deductions" states a repayment span of 18 months; a span no
// instalment count gives stays not stated.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SCHEME = ['Harwick cycle-to-work scheme: electric bikes can be financed up to 2,400 marks, repaid from salary over 18 equal monthly deductions. No interest is charged.'];
const Q = 'How long would I repay an e-bike for?';

describe('a span of instalments', () => {
  it('is stated by the number of instalments of that period', () => {
    expect(shippedStatuses({ question: Q, context: SCHEME, answer: 'An e-bike is repaid over 18 months.' })).toEqual(['supported']);
  });

  it('is not stated by another number', () => {
    expect(shippedStatuses({ question: Q, context: SCHEME, answer: 'An e-bike is repaid over 24 months.' })).not.toContain('supported');
  });
});
