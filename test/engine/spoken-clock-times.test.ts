// Written by hand, 2026-12-05.
// A timetable in digits read back in words: "a quarter past midnight" is 00:15, and "a quarter to
// one" with no part of the day may be 00:45; a time the timetable does not give stays not stated.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TIMES = ['Kestrel trams, line 2. The last tram leaves Mill Square at 00:15. Night bus N2 follows the same route hourly from 00:45 to 04:45.'];
const Q = 'When is the last tram?';

describe('clock times said in words', () => {
  it('supports times the timetable gives in digits', () => {
    expect(shippedStatuses({ question: Q, context: TIMES, answer: 'The last tram leaves at a quarter past midnight.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: Q, context: TIMES, answer: 'Night bus N2 runs hourly from a quarter to one until a quarter to five.' })).toEqual(['supported']);
  });

  it('does not support a time the timetable does not give', () => {
    expect(shippedStatuses({ question: Q, context: TIMES, answer: 'Night bus N2 runs hourly from a quarter to two until a quarter to five.' })).not.toContain('supported');
  });
});
