// Advice not to do what a sentence gives a cost to agrees with it: "It's important not to skip a
// repayment" / "Skipping a repayment cancels the discount". Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { adviceAgainstCost } from '../../src/engine/support/denying-words.ts';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('advice against an act with a cost', () => {
  it('supports "important not to skip" where skipping cancels the discount', () => {
    expect(shippedStatuses({ question: '', context: ['Skipping a monthly repayment cancels the loyalty discount for the rest of the loan.'], answer: "It's important not to skip a monthly repayment, as that would cancel the loyalty discount." })).toEqual(['supported']);
  });

  it('supports "important not to miss a minimum payment" where missing one ends the promotional rate', () => {
    expect(shippedStatuses({ question: '', context: ['Missing a minimum payment ends the promotional rate early.'], answer: "It's important not to miss a minimum payment, as that would end the promotional rate early." })).toEqual(['supported']);
  });

  it('still contradicts advice against what the sentence tells you to do (a guard)', () => {
    expect(shippedStatuses({ question: '', context: ['Take the capsules with a glass of milk.'], answer: "It's important not to take the capsules with a glass of milk." })).toEqual(['contradicted']);
  });

  it.each([
    ["Make sure not to miss a payment", 'If you miss a payment, the offer ends', true],
    ["Try not to leave the door open", 'Leaving the door open lets the heat out', true],
    ["It's best not to take it with food", 'Take it with food', false],
    ["Miss a payment and the offer ends", 'Missing a payment ends the offer', false],
  ])('%s / %s', (claim, sentence, want) => {
    expect(adviceAgainstCost(claim, sentence)).toBe(want);
  });
});
