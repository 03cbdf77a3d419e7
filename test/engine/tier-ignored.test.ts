// A figure said to hold "whatever the number of rooms" where the passage sets another for bigger
// bookings (support/tier-ignored.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatusOf } from '../helpers/shipped-statuses.ts';

const HOTEL = ['Bookings of one to four rooms can be cancelled free of charge up to 48 hours before the arrival date. Group bookings of five or more rooms can be cancelled free of charge up to 14 days before arrival.'];
const statusOf = (context: string[], answer: string) => shippedStatusOf({ question: 'We booked six rooms. When can we cancel for free?', context, answer }, '48 hours');

describe('a tier ignored', () => {
  it('contradicts "up to 48 hours before arrival, whatever the number of rooms"', () => {
    expect(statusOf(HOTEL, 'Free cancellation is available up to 48 hours before arrival, whatever the number of rooms.')).toBe('contradicted');
  });

  it('leaves it alone where the passage sets one limit for every booking (guard)', () => {
    const context = ['Bookings can be cancelled free of charge up to 48 hours before the arrival date, however many rooms are booked.'];
    expect(statusOf(context, 'Free cancellation is available up to 48 hours before arrival, whatever the number of rooms.')).toBe('supported');
  });
});
