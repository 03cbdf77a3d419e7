// A percentage "enhancement" is a rise on the rate it is of (compute/recompute.ts RISE_AFTER /
// RISE_BEFORE). Inputs and expectations written by hand: with a 25% enhancement on a basic rate of
// £18 an hour, the enhanced rate is £18 × 1.25 = £22.50, so "you'd get £22.50 per night hour" is a
// right step on the user's figure; £24.00 is wrong and stays held.
import { describe, expect, it } from 'vitest';
import { shippedStatusOf } from '../helpers/shipped-statuses.ts';

const PAY = ['Night shift allowance: staff working between 20:00 and 07:00 receive an enhancement of 25% on their basic hourly rate for hours worked in that window.'];
const statusOf = (answer: string, part: string) => shippedStatusOf({ question: 'I earn £18 an hour. What do I get for night hours?', context: PAY, answer }, part);

describe('a percentage enhancement', () => {
  it('reads "25% enhancement" on £18 as £22.50, not as the £4.50 share', () => {
    expect(statusOf('Night hours carry a 25% enhancement on your basic rate, so on £18 an hour you\'d get £22.50 per night hour.', '22.50')).toBe('unverified_step');
  });

  it('still holds a wrong enhanced rate (guard)', () => {
    expect(['contradicted', 'not_stated']).toContain(statusOf('Night hours carry a 25% enhancement on your basic rate, so on £18 an hour you\'d get £24.00 per night hour.', '24.00'));
  });
});
