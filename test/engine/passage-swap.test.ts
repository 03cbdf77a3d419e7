// A figure taken from the passage about another thing. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PLANS = [
  'Harbourline Starter broadband. Download speed: 80 Mbps. Monthly price: £24. Minimum term 12 months.',
  'Harbourline Ultra broadband. Download speed: 500 Mbps. Monthly price: £39. Minimum term 18 months.',
];

describe('a figure from another thing\'s passage', () => {
  it('is contradicted with the figure of the passage about the claim\'s thing', () => {
    const [claim] = shippedClaims({ question: 'How much is Ultra?', context: PLANS, answer: 'The Ultra plan\'s monthly price is £24.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace £24 with £39.');
  });

  it('is supported when it is the claim\'s thing\'s own figure', () => {
    expect(shippedClaims({ question: 'How much is Ultra?', context: PLANS, answer: 'Ultra costs £39 a month.' })[0]?.status).toBe('supported');
  });

  it('is left alone when the name does not tell the passages apart', () => {
    const [claim] = shippedClaims({ question: 'How much is it?', context: PLANS, answer: 'Harbourline broadband\'s monthly price is £24.' });
    expect(claim?.fix ?? '').not.toContain('£39');
  });
});
