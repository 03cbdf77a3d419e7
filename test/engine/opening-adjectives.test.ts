// A word capitalised only because it opens the claim is not a name: "Normal check-out is 11:00"
// misses only the light word "normal" (verify-fact reads it as the adjective WordNet knows), and
// "Most orders arrive within 3 days" ranks nothing ("Most" is no rival of the passages' names).
// Written by hand, 2026-12-03.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const HOTEL = ['Harbour Lodge - Guest Information. Check-in is from 14:00 and check-out is by 10:30. Parking costs £9 per night. Breakfast is served from 07:00 to 09:30.'];
const SHOP = ['Brindle Outdoor - Delivery. We aim to dispatch every order on the day it is placed. Most orders arrive within 3 working days of dispatch. Brindle Outdoor furniture can take up to 10 working days.'];

describe('a word capitalised only because it opens the claim', () => {
  it('is light wording when WordNet knows it as an adjective', () => {
    expect(shippedStatuses({ question: 'When do I have to leave the room?', context: HOTEL, answer: 'Normal check-out is 10:30.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'When do I have to leave the room?', context: HOTEL, answer: 'Usual check-out is 10:30.' })).toEqual(['supported']);
  });

  it('still leaves a wrong figure contradicted', () => {
    expect(shippedStatuses({ question: 'When do I have to leave the room?', context: HOTEL, answer: 'Normal check-out is 11:30.' })).not.toContain('supported');
  });

  it('is no name to rank against the passage\'s names', () => {
    expect(shippedStatuses({ question: 'How long does delivery take?', context: SHOP, answer: 'Most orders are delivered within 3 working days of being dispatched.' })).not.toContain('contradicted');
  });
});
