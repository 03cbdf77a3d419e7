// Written by hand, 2026-12-04 (weekdays checked against the calendar with python's datetime).
// The weekday of a date (compute/weekday-of-date.ts): 3 March 2027 is a Wednesday, 13 March 2027 a
// Saturday. A wrong weekday said of a date, or written beside it, is contradicted with the right
// one; a right one is a step on its date: supported when a passage states the date, an unverified
// step when the date is the user's.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const NOTICE = ['Orrin Lettings: deposit disputes. The tenancy of 14 Carrow Street ended on 3 March 2027. A tenant may raise a dispute with the deposit scheme within 90 days of the end of the tenancy; the scheme then asks both parties for evidence.'];
const Q = 'My tenancy ended on 3 March 2027. How long do I have to dispute the deductions?';

describe('the weekday of a date', () => {
  it('supports the right weekday of a date a passage states', () => {
    expect(shippedStatuses({ question: Q, context: NOTICE, answer: 'Your tenancy ended on 3 March 2027, which was a Wednesday.' })).not.toContain('not_stated');
    expect(shippedStatuses({ question: Q, context: NOTICE, answer: 'Your tenancy ended on 3 March 2027, which was a Wednesday.' })).not.toContain('contradicted');
  });

  it('contradicts a wrong weekday said of the date and names the right one', () => {
    const claims = shippedClaims({ question: Q, context: NOTICE, answer: 'The tenancy ended on 3 March 2027. That date was a Thursday.' });
    const wrong = claims.find((c) => c.text.includes('Thursday'));
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.fix).toContain('Wednesday');
  });

  it('contradicts a wrong weekday written beside a date', () => {
    expect(shippedStatuses({ question: Q, context: NOTICE, answer: 'Your tenancy ended on Friday 3 March 2027.' })).toContain('contradicted');
  });

  it('reads a weekday beside the user\'s date against the calendar, in a claim about the date', () => {
    const ferry = ['Harrowgate Ferries. The winter timetable applies from 1 November to 31 March, with two crossings a day. Car bookings close 24 hours before departure.'];
    const q = "I'm sailing on 6 November 2027.";
    expect(shippedStatuses({ question: q, context: ferry, answer: 'Tuesday 6 November 2027 falls in the winter timetable.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: q, context: ferry, answer: 'Saturday 6 November 2027 falls in the winter timetable.' })).toEqual(['unverified_step']);
  });

  it('makes the weekday of a date only the user gives an unverified step', () => {
    const claims = shippedClaims({ question: 'I moved out on 13 March 2027. Can I still dispute?', context: NOTICE, answer: 'You moved out on 13 March 2027. That date was a Saturday.' });
    expect(claims.find((c) => c.text.includes('Saturday'))?.status).toBe('unverified_step');
  });
});
