// A term of months "runs to" the day before its anniversary as well as "ends" then: "a 3-month
// break from 1 September 2025 runs to 30 November 2025" is a right step, not a wrong date; and the
// weekday of that end date, said back ("That end date is a Sunday"), is a step on it.
// Inputs and expectations written by hand, 2026-12-06 (30 November 2025 is a Sunday).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const SABBATICAL = ['Sabbaticals start on the first working day of a month and last a whole number of calendar months, from 1 to 6. The employee returns to work on the first working day after the sabbatical ends.'];
const question = 'I want a 3-month sabbatical from 1 September 2025. When does it end?';

describe('the end of a term of months', () => {
  it('"runs to" the day before the anniversary is a right step', () => {
    const claims = shippedClaims({ question, context: SABBATICAL, answer: 'A 3-month break from 1 September 2025 runs to 30 November 2025.' });
    expect(claims.map((c) => c.status)).toEqual(['unverified_step']);
  });

  it('a date off by more is still wrong', () => {
    const claims = shippedClaims({ question, context: SABBATICAL, answer: 'A 3-month break from 1 September 2025 runs to 30 October 2025.' });
    expect(claims.map((c) => c.status)).toEqual(['contradicted']);
  });

  it('the end date\'s weekday said back is a step on it; a wrong one is contradicted', () => {
    const answer = (day: string) => `A 3-month break from 1 September 2025 runs to 30 November 2025. That end date is a ${day}.`;
    expect(shippedClaims({ question, context: SABBATICAL, answer: answer('Sunday') }).map((c) => c.status)).toEqual(['unverified_step', 'unverified_step']);
    expect(shippedClaims({ question, context: SABBATICAL, answer: answer('Monday') })[1]?.status).toBe('contradicted');
  });
});
