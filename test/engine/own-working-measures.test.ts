// Written by hand, 2026-12-04.
// A figure the answer works out in one step from a price per unit and an amount in that unit
// ("400 miles at 45p is £180", "8 hours at £12.50 is £100"), in pence or pounds, from the claim
// itself, the claim it goes on from ("..., which is £180") or a figure an earlier claim gave, is
// the answer's own step (unverified), not an invented figure; a wrong product stays held.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const MILEAGE = ['Staff using their own car are reimbursed at 45p per mile for the first 10,000 business miles in the tax year and 25p per mile for any miles above that.'];
const ASKED_MILES = 'I have done 9,600 business miles this year. How much will I get for the next 400 miles?';
const WAGES = ['Weekend casual staff at Fenwick Gardens are paid £12.50 an hour. Shifts are booked through the staff app.'];

describe('one step from a price per unit', () => {
  it('pence per mile times miles, in the clause that goes on from the rate', () => {
    expect(shippedStatuses({ question: ASKED_MILES, context: MILEAGE, answer: 'Those 400 miles are paid at 45p, which is £180.' })).toEqual(['unverified_step', 'unverified_step']);
  });

  it('a figure an earlier claim gave, used again with the rate', () => {
    expect(shippedStatuses({ question: 'I have done 9,600 business miles this year. How much for the rest up to 10,000?', context: MILEAGE, answer: 'You have 400 miles left before reaching 10,000. 400 miles at 45p comes to £180.' })).toEqual(['unverified_step', 'unverified_step']);
  });

  it('pounds an hour times the user\'s hours (a guard: the rate-per-unit step took it before too)', () => {
    expect(shippedStatuses({ question: 'I worked 8 hours on Saturday. What will I be paid?', context: WAGES, answer: 'At £12.50 an hour, 8 hours comes to £100.' })).toEqual(['unverified_step']);
  });

  it('holds a product that is wrong (a guard: held before too)', () => {
    const statuses = shippedStatuses({ question: ASKED_MILES, context: MILEAGE, answer: 'Those 400 miles are paid at 45p, which is £190.' });
    expect(statuses.some((s) => s === 'not_stated' || s === 'contradicted')).toBe(true);
  });
});
