// A figure said as an offset from a moment ("15 minutes before departure") where a passage sets
// another offset of its kind from that moment (20 minutes): contradicted with the passage's value,
// though two other figures of the passage differ by 15 (45 − 30, checked by hand).
import { describe, expect, it } from 'vitest';
import { shippedClaimOf } from '../helpers/shipped-statuses.ts';

const TIMES = ['Marlow Air airport times. Bag drop closes 45 minutes before departure. Boarding gates close 20 minutes before departure, and late passengers will not be boarded. Seat selection opens 30 minutes after booking.'];
const ASKED = 'When does the boarding gate close for my Marlow Air flight?';

const claimOf = (answer: string, part: string) => shippedClaimOf({ question: ASKED, context: TIMES, answer }, part);

describe('an offset from a moment a passage also sets one from', () => {
  it('is contradicted when it is not the passage value, with that value in the fix', () => {
    const claim = claimOf('The boarding gate closes 15 minutes before departure.', '15 minutes');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toContain('20 minutes');
  });

  it('is supported when it is', () => {
    expect(claimOf('The boarding gate closes 20 minutes before departure.', '20 minutes')?.status).toBe('supported');
  });
});
