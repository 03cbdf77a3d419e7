// Written by hand, 2026-12-04 (weekdays checked with python's datetime: 8 November 2025 is a
// Saturday, 10 November 2025 a Monday, 11 November a Tuesday).
// A date moved on to the next working day after the date the answer just gave
// (compute/next-open-day.ts): the first weekday after it is a step resting on that claim, not a
// date no passage states; another day is not read as that step.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const RULES = ['Harlow Parking Appeals, rule 7. An appeal must reach the adjudicator within 28 days of the date of the notice. If the last day falls on a weekend or a public holiday, the appeal is in time if it arrives on the next working day.'];
const Q = 'My parking notice is dated 11 October 2025. When is my last day to appeal?';

describe('the next working day after a date the answer gave', () => {
  it('is a step on the earlier claim when it is the first weekday after it', () => {
    const claims = shippedClaims({ question: Q, context: RULES, answer: 'Twenty-eight days from 11 October 2025 is 8 November 2025, a Saturday. So your appeal is in time if it arrives on the next working day, which is Monday 10 November 2025.' });
    const moved = claims.find((c) => c.text.includes('10 November'));
    expect(moved?.status).toBe('unverified_step');
    expect(moved?.checks.join(' ')).not.toMatch(/No passage states/);
  });

  it('does not read a later weekday as that step', () => {
    const claims = shippedClaims({ question: Q, context: RULES, answer: 'Twenty-eight days from 11 October 2025 is 8 November 2025, a Saturday. So your appeal is in time if it arrives on the next working day, which is Tuesday 11 November 2025.' });
    expect(claims.find((c) => c.text.includes('11 November'))?.status).not.toBe('unverified_step');
  });
});
