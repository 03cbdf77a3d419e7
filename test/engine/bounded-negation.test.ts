// A source whose only negation governs a bound ("We will not charge more than one late fee in any
// month") limits how often; it denies no claim that the thing happens (negated-bound.ts). A plain
// "will not charge a late fee" still contradicts it.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LOAN = ['Greystone Loans - missed payments. If a monthly payment is missed, we charge a late fee of £12. We will not charge more than one late fee in any month.'];

describe('a negated bound in the source', () => {
  it('denies nothing of a claim that the fee is charged', () => {
    expect(shippedStatuses({ question: 'What happens if I miss a payment?', context: LOAN, answer: 'If a payment is missed, Greystone will charge a £12 late fee.' })).toEqual(['supported']);
  });

  it('still leaves a plain denial contradicting the claim', () => {
    const context = ['Greystone Loans - missed payments. We will not charge a late fee for a missed monthly payment.'];
    expect(shippedStatuses({ question: 'What happens if I miss a payment?', context, answer: 'Greystone will charge a late fee for a missed monthly payment.' })).toEqual(['contradicted']);
  });
});
