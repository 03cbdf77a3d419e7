// A time of day before "each day" is no count of times: "until 20:00 each day" states "every day".
// Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Sandbags are available free from Denby depot until 20:00 each day. The depot car park closes at 21:00.'];

describe('a clock time before "each day"', () => {
  it('"until 20:00 each day" states "until 20:00 every day"', () => {
    expect(shippedStatuses({ question: '', context, answer: 'Free sandbags can be collected from Denby depot until 20:00 every day.' })).toEqual(['supported']);
  });

  it('"at 9.30 each day" states "at 9.30 every day"', () => {
    expect(shippedStatuses({ question: '', context: ['The pharmacy reopens at 9.30 each day after the overnight stock check.'], answer: 'The pharmacy reopens at 9.30 every day after its overnight stock check.' })).toEqual(['supported']);
  });
});
