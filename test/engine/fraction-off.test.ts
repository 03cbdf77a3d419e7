// Written by hand, 2026-12-04.
// A discount said as a fraction ("one-third off", "a third off", "half off") cuts a price as a
// percentage does: €96 with one-third off is €64, €54 is €36.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FARES = ['Westvale Rail fares from Dunmere. To Castlereagh: Anytime Return €96; Off-Peak Return €54; Advance Single from €19. The Westvale Rover Card costs €30 a year and gives one-third off Anytime and Off-Peak fares; Advance fares are not discounted.'];
const SALE = ['Harrow Books spring sale: all paperbacks half off until 30 April. Paperbacks normally cost £9.'];

describe('a discount said as a fraction', () => {
  it('supports the price a third off gives, from the passage\'s fare and its "one-third off"', () => {
    expect(shippedStatuses({ question: 'Is the Rover Card worth it?', context: FARES, answer: 'With the Rover Card, an Anytime Return to Castlereagh costs €64.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Is the Rover Card worth it?', context: FARES, answer: 'An Off-Peak Return is €54, and a third off brings it down to €36.' })).toEqual(['supported', 'supported']);
  });

  it('supports half off', () => {
    expect(shippedStatuses({ question: 'How much is a paperback in the sale?', context: SALE, answer: 'In the sale a paperback costs £4.50.' })).toEqual(['supported']);
  });

  it('still holds a wrong discounted price (a guard: held before the rule too)', () => {
    const [status] = shippedStatuses({ question: 'Is the Rover Card worth it?', context: FARES, answer: 'With the Rover Card, an Anytime Return to Castlereagh costs €60.' });
    expect(['contradicted', 'not_stated']).toContain(status);
  });
});
