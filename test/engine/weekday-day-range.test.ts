// "from Monday 6 to Friday 10 October 2031": both days are dates of October 2031, the second with
// its weekday before it. Inputs and expectations written by hand, 2026-12-06 (6 October 2031 is a Monday).
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/index.ts';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const BOOKING = ['Booking confirmation. Collection: Monday 6 October 2031. Return: Friday 10 October 2031 by 17:00. Hire days counted: five.'];

describe('a day range with weekdays', () => {
  it('reads the first day as a date of the second day\'s month', () => {
    const dates = extractQuantities('from Monday 6 to Friday 10 October 2031').filter((q) => q.dim === 'date');
    expect(dates.map((q) => [q.raw, q.day, q.month, q.value])).toEqual([['6', 6, 10, 2031], ['10 October 2031', 10, 10, 2031]]);
  });

  it('supports the booked span and holds a wrong end day', () => {
    expect(shippedStatuses({ question: 'When is the hire?', context: BOOKING, answer: 'The hire runs from Monday 6 to Friday 10 October 2031.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'When is the hire?', context: BOOKING, answer: 'The hire runs from Monday 6 to Thursday 9 October 2031.' })).not.toEqual(['supported']);
  });
});
