// A figure the passage gives as a bound states the answer's "threshold" or "limit" for it.
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const TIERS = ['Tier is set by your total card spend in the previous calendar year: under £5,000 Bronze; £5,000 to £14,999 Silver; £15,000 or more Gold.'];

describe('a bound named as a threshold', () => {
  it('is stated by the passage\'s "or more"', () => {
    const [claim] = shippedClaims({ question: 'Which tier am I in?', context: TIERS, answer: 'Gold starts at the £15,000 threshold.' });
    expect(claim?.status).toBe('supported');
  });

  it('is not stated for another figure', () => {
    const [claim] = shippedClaims({ question: 'Which tier am I in?', context: TIERS, answer: 'Gold starts at the £20,000 threshold.' });
    expect(claim?.status).not.toBe('supported');
  });
});
