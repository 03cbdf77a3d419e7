// Written by hand, 2026-12-05.
// "A checked bag isn't included" for a user on a fare whose row does not list one while a higher
// fare's row does: the rows state the denial by what they list. A thing the user's own row lists
// stays a flipped claim.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FARES = ['Dunmore Air baggage by fare. Saver: one small under-seat bag. Classic: one small bag plus one cabin bag up to 10 kg. Premium: everything in Classic plus one 23 kg checked bag and priority boarding.'];
const Q = "I'm flying on a Classic fare. What bags can I bring?";

describe('a thing left out of the user\'s row', () => {
  it('is supported where the row leaves it out and another row lists it', () => {
    expect(shippedStatuses({ question: Q, context: FARES, answer: "A checked bag isn't included in your fare." })).toEqual(['supported']);
    expect(shippedStatuses({ question: Q, context: FARES, answer: "Priority boarding isn't part of Classic." })).toEqual(['supported']);
  });

  it('is not supported where the user\'s own row lists it', () => {
    expect(shippedStatuses({ question: Q, context: FARES, answer: "A cabin bag isn't included in your fare." })).not.toContain('supported');
  });
});
