// Written by hand, 2026-12-06: the "with" of "get in touch with", "speak with" names the other
// party, not what comes along, so "without the landlord's agreement" flips nothing
// (support/preposition-flip.ts DEALS_WITH). "Take it with food" against "without food" still flips.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SCHEME = ['Deposit Protection Scheme. If your landlord has not replied within 14 days, you can contact the scheme directly. The scheme will contact the landlord and may repay the deposit to you without the landlord\'s agreement.'];
const status = (answer: string, context = SCHEME) => shippedStatuses({ question: 'What can I do?', context, answer });

describe('a "with" that names the other party', () => {
  it('is no flip of "without"', () => {
    expect(status('The scheme will get in touch with your landlord for you.')).toEqual(['supported']);
  });

  it('"with food" against "without food" is still contradicted (guard)', () => {
    expect(status('Take the tablets with food.', ['Dosing. Take the tablets without food, at least one hour before a meal.'])).toEqual(['contradicted']);
  });
});
