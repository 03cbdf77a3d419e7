// A figure "once shipping is counted" adds the shipping to the saving worked out before it:
// 14 − 12 = 2 saved per bag, plus 4 of shipping a one-off order pays = 6 (by hand).
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const PRICES = ['Orvel Coffee pricing. A single bag costs 14 zells as a one-off order. Subscribers pay 12 zells per bag. Shipping is free on all subscriptions. One-off orders under 30 zells pay 4 zells shipping.'];
const EARLIER = 'A single bag is 14 zells and a subscriber pays 12 zells. That is a saving of 2 zells per bag. One-off orders below 30 zells add 4 zells for shipping.';
const last = (answer: string) => shippedStatuses({ question: 'How much would I save per bag?', context: PRICES, answer: `${EARLIER} ${answer}` }).at(-1);

describe('a figure with shipping counted in', () => {
  it('supports the saving with the shipping added', () => {
    expect(last('So for a single bag, you would save 6 zells once shipping is counted.')).toBe('supported');
  });

  it('holds a saving that no sum gives', () => {
    expect(last('So for a single bag, you would save 9 zells once shipping is counted.')).not.toBe('supported');
  });
});
