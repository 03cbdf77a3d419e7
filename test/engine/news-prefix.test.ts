// "The good news is ..." frames the claim after it; the claim itself is checked. Inputs and
// expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const CARDS = 'Gift cards cannot be exchanged for cash and do not expire.';

describe('"the good news is" before a claim', () => {
  it('is left out of the claim, which the passage then states', () => {
    const claims = shippedClaims({ question: 'Do gift cards expire?', context: [CARDS], answer: 'The good news is they never run out.' });
    expect(claims.map((c) => c.text)).toEqual(['they never run out']);
    expect(claims[0]?.status).toBe('supported');
  });

  it('does not save a claim the passage contradicts', () => {
    const claims = shippedClaims({ question: 'Can I swap my gift card for cash?', context: [CARDS], answer: 'The good news is gift cards can be exchanged for cash.' });
    expect(claims[0]?.status).toBe('contradicted');
  });
});
