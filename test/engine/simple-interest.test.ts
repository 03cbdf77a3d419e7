// Simple interest at a yearly rate over days or per day (compute/simple-interest.ts). Inputs and expectations written by hand:
// 4,500 × 8% × 73 / 365 = 72.00; 6,000 × 12.25% / 365 = 2.0137 a day; 6,000 × 12.5% × 60 / 365 = 123.29.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const ACT = 'The supplier may claim simple interest at 8% a year on the amount outstanding for each day it is overdue.';
const QUESTION = 'A business client owes me £4,500 on an invoice that is now 73 days overdue. What can I claim?';

describe('simple interest recomputed', () => {
  it('takes a right figure over the user\'s days as a step on the user\'s figures', () => {
    const [c] = shippedClaims({ question: QUESTION, context: [ACT], answer: 'Simple interest at 8% a year for 73 days on £4,500 comes to £72.' });
    expect(c?.status).toBe('unverified_step');
    expect(c?.checks[0]).toMatch(/from the question/);
  });

  it('contradicts a wrong figure with the right one', () => {
    const [c] = shippedClaims({ question: QUESTION, context: [ACT], answer: 'Simple interest at 8% a year for 73 days on £4,500 comes to £82.' });
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toBe('The answer says £82; 8% a year on £4,500 for 73 days is £72.');
    expect(c?.fix).toBe('Replace £82 with £72.');
  });

  it('adds a margin to the rate it is set above, and reads a daily figure', () => {
    const context = ['The supplier may claim statutory interest at 8 percentage points above the reference rate, calculated daily as simple interest. The reference rate for 2025 is 4.25%.'];
    const claims = shippedClaims({ question: 'My £6,000 invoice was paid 60 days late.', context, answer: 'On a £6,000 invoice, that is about £2.01 a day in simple interest.' });
    expect(claims[0]?.status).toBe('unverified_step');
    const wrong = shippedClaims({ question: 'My £6,000 invoice was paid 60 days late.', context, answer: 'On a £6,000 invoice, that is about £2.40 a day in simple interest.' });
    expect(wrong[0]?.status).not.toBe('unverified_step');
    expect(wrong[0]?.status).not.toBe('supported');
  });

  it('scales a year\'s interest from an earlier claim by the days, to the penny', () => {
    const claims = shippedClaims({
      question: 'A client owes me £6,000 and is 60 days late. The reference rate was 4.5%.',
      context: ['The supplier may claim simple interest at 8 percentage points above the reference rate. Interest runs daily from the day after the due date.'],
      answer: 'A year\'s interest on £6,000 at 12.5% would be £750. Over 60 days, that comes to £246.58 in interest.',
    });
    const wrong = claims.find((c) => c.text.includes('246.58'));
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.fix).toBe('Replace £246.58 with £123.29.');
  });
});
