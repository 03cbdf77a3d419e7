// Correct answers that were held: a count of the list the claim itself gives after a colon ("three
// options: reinvest ..., move it ..., or take it out"), a part of a claim anchored by its figure
// ("reaching 412 million krells, mainly thanks to ..."), a currency word joined to a figure
// ("a 312-million-morva budget") and an invented currency's singular ("a 12-krell charge" where the
// passage says "12 krells"). Each with the error that must still be held.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const BOND = ['Harlan growth bond maturity. At maturity you can reinvest in a new bond at the rates on offer then. You can move the money to an easy-access account. You can also withdraw it to your nominated account.'];
const RESULTS = ['Pellcombe Components results for the third quarter. Revenue rose 8% year on year to 412 million krells, driven by demand for industrial sensors. Operating profit was 51 million krells.'];
const BUDGET = ['Harwick Council has approved a budget of 312 million morvas for the coming financial year, up 4% on this year.'];
const LOAN = ['Tenby Finance personal loans. The monthly repayment on a 6,000 krell loan over 24 months is 271 krells. A late payment charge of 12 krells applies each time a payment is missed.'];

describe('a count of the claim\'s own list', () => {
  it('counts long items after a colon', () => {
    expect(shippedStatuses({ question: 'What happens at maturity?', context: BOND, answer: "You'll have three options: reinvest in a new bond at the rates on offer then, move it to an easy-access account, or take it out to your nominated account." })).toEqual(['supported']);
  });

  it('a wrong count is still held', () => {
    expect(shippedStatuses({ question: 'What happens at maturity?', context: BOND, answer: "You'll have four options: reinvest in a new bond, move it to an easy-access account, or take it out." })).not.toContain('supported');
  });
});

describe('a part anchored by its figure', () => {
  it('passes "reaching 412 million krells, mainly thanks to demand"', () => {
    expect(shippedStatuses({ question: 'How did Pellcombe do?', context: RESULTS, answer: 'Revenue climbed 8% on the same quarter last year, reaching 412 million krells, mainly thanks to demand for industrial sensors.' }).every((s) => s === 'supported')).toBe(true);
  });

  it('a part with an unstated reason is still held', () => {
    expect(shippedStatuses({ question: 'How did Pellcombe do?', context: RESULTS, answer: 'Revenue reached 412 million krells because of a new factory in the north.' })).toContain('not_stated');
  });
});

describe('a currency word joined to its figure', () => {
  it('passes "a 312-million-morva budget"', () => {
    expect(shippedStatuses({ question: 'What budget was approved?', context: BUDGET, answer: 'Harwick Council has signed off a 312-million-morva budget for next year.' })).toEqual(['supported']);
  });

  it('passes "a 12-krell charge" for "12 krells", and holds another charge', () => {
    expect(shippedStatuses({ question: 'What if I miss a payment?', context: LOAN, answer: 'If you miss a payment, a 12-krell charge applies each time.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'What if I miss a payment?', context: LOAN, answer: 'If you miss a payment, a 15-krell charge applies each time.' })).not.toContain('supported');
  });
});
