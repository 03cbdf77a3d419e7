// A denial the context states in a sentence of its own, away from the window the rest of the
// claim aligns with, and age groups written as one word ("under-14s", "over-65s").
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/quantities/quantities.ts';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Adults and teenagers aged 14 and over: 1 tablet every 8 hours as needed. No more than 3 tablets in 24 hours. Not for under-14s. Do not use for longer than 5 days.'];

describe('a denial stated in another sentence', () => {
  it('supports the claim that says it another way', () => {
    const claims = shippedClaims({ question: 'Can my son take it?', context: LEAFLET, answer: "It isn't suitable for under-14s." });
    expect(claims[0]?.status).toBe('supported');
  });

  it('still holds a denial when the only negating sentence is about something else', () => {
    const context = ['Adults: dissolve one sachet a day in a glass of water.', 'The sachets do not contain sugar or gluten.'];
    const claims = shippedClaims({ question: 'How do I take it?', context, answer: "Adults don't dissolve the sachet in water." });
    expect(claims[0]?.status).toBe('contradicted');
  });
});

describe('an age group written as one word', () => {
  it('is a bound on age, whatever negation comes before it', () => {
    expect(extractQuantities('Not for under-14s.').map((q) => [q.value, q.dim, q.hedge])).toEqual([[14, 'count', 'lt']]);
    expect(extractQuantities('Over-65s travel free.').map((q) => [q.value, q.hedge])).toEqual([[65, 'gt']]);
    expect(extractQuantities('Entry is free for the under 5s.').map((q) => [q.value, q.hedge])).toEqual([[5, 'lt']]);
  });

  it('leaves a duration in seconds alone', () => {
    expect(extractQuantities('The page loads in under 30s.')[0]?.dim).toBe('time');
  });

  it('is checked against the passage: another group is not stated', () => {
    const claims = shippedClaims({ question: 'Can my mother take it?', context: LEAFLET, answer: "It isn't suitable for over-65s." });
    expect(claims[0]?.status).toBe('not_stated');
  });
});
