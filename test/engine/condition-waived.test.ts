// A condition of the passage that the answer says does not matter ("whether or not", "whatever",
// "even if", "regardless of") is contradicted when the waived words are the condition's own.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const GYM = ['Orbit Gym membership. Members may bring one guest per visit if they booked the guest online at least 24 hours ahead. Guests pay a day fee of 8 brams.'];
const KIT = ['Tallow Outdoor returns. Tents can be returned within 60 days for a full refund, provided the tent has not been used outdoors. Returned tents are inspected at our Merrin depot.'];
const TRIAL = ['Fenwick Software trial. The trial converts to a paid plan after 30 days unless you cancel it in the account settings before then. You get a full refund if you cancel within 14 days for any reason.'];

const statuses = (context: string[], answer: string) => shippedStatuses({ question: 'What are the rules?', context, answer });

describe('a condition waived', () => {
  it('is contradicted when the waived words are the condition the passage sets', () => {
    expect(statuses(GYM, 'Members may bring one guest per visit, whether or not the guest was booked online.')).toEqual(['contradicted']);
    expect(statuses(KIT, 'Tents can be returned within 60 days for a full refund, even if the tent has been used outdoors.')).toEqual(['contradicted']);
    expect(statuses(TRIAL, 'The trial converts to a paid plan after 30 days, regardless of whether you cancel it in the account settings.')).toEqual(['contradicted']);
  });

  it('is left alone when the condition is about something else', () => {
    // The passage's condition is about booking; the waiver is about the weather.
    expect(statuses(GYM, 'Members may bring one guest per visit if they book the guest online 24 hours ahead, whatever the weather.')).not.toContain('contradicted');
  });

  it('is left alone when the passage restricts nothing ("for any reason")', () => {
    expect(statuses(TRIAL, 'You get a full refund if you cancel within 14 days, whatever your reason.')).not.toContain('contradicted');
  });
});
