// A count of nights moves a date on by that many days: a 9-night cruise leaving on Saturday 12
// July 2025 is back on Monday 21 July 2025. Written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TRIP = ['Corvane River Cruises, Delta Loop: the cruise lasts 6 nights and returns to Harl quay on the morning of the seventh day.'];
const statuses = (answer: string) => shippedStatuses({ question: 'I leave on Sunday 3 August 2025. When am I back?', context: TRIP, answer });

describe('nights counted on from a date', () => {
  it('give the return date as a step from the user\'s date', () => {
    expect(statuses('Leaving on Sunday 3 August 2025, you would be back on Saturday 9 August 2025.')).toEqual(['unverified_step']);
  });

  it('do not excuse a wrong return date', () => {
    expect(statuses('Leaving on Sunday 3 August 2025, you would be back on Monday 11 August 2025.')).not.toContain('unverified_step');
  });
});
