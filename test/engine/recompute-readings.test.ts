// Readings recompute.ts gives a claim's figures, written by hand: a product far off the answer's
// figure names no right value, and a rise told with "by" far from its figure multiplies what it reaches.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

function claim(context: string[], question: string, answer: string, part: string) {
  return shippedClaims({ question, context, answer }).find((k) => k.text.includes(part));
}

describe('a wrong result named with a reading no one meant', () => {
  // $3,000 rising 4% is $3,120 in year two; "two × $3,000 × 4% is $240" is 14 times off the answer's figure and no reader's step.
  it('is never the fix: a product over twelve times off the answer is no right value', () => {
    const context = ['Fees. The management fee starts at $3,000 a month and rises 4% on each anniversary of the start date.'];
    const got = claim(context, 'What will I pay in year two?', 'The fee starts at $3,000 a month and rises 4% on each anniversary. In year two you\'d pay $3,400 a month.', '$3,400');
    expect(got?.fix ?? '').not.toMatch(/\$240/);
    expect(['contradicted', 'not_stated']).toContain(got?.status);
  });
});

describe('a rise or cut told with "by" far from its figure', () => {
  // 24 pounds raised by 15% is 24 × 1.15 = 27.60 pounds, not a share of 3.60.
  it('multiplies the amount by what it reaches', () => {
    const news = ['Single fares on the island ferry will rise by 15% from 1 January, the operator said.'];
    const answer = 'The operator is raising single fares on the island ferry by 15% from 1 January. On a 24 pound single, that would take the fare to 27.60 pounds.';
    const got = claim(news, 'I pay 24 pounds for a single now. What will I pay?', answer, '27.60');
    expect(got?.status).toBe('unverified_step');
  });
});

describe('a total of whole amounts', () => {
  // 4 × 96 + 2 × 24 = 432 for the room; 1.50 × 2 × 4 = 12 tax; 432 + 12 = 444, not 454 (nor 432 + 24 = 456, which 0.6% slack would pass).
  const RATES = ['Rates (per room per night). Sunday to Thursday nights: 96 euro. Friday and Saturday nights: 96 euro plus a 24 euro weekend supplement. Tourist tax: 1.50 euro per adult per night.'];
  const answer = (total: string) => `The room comes to 432 euro: four nights at 96 euro plus two supplements of 24 euro. On top of that, tourist tax for two adults over four nights is 12 euro. That brings the total to ${total}.`;

  it('is contradicted when off by ten, with the sum of the worked figures', () => {
    const got = claim(RATES, 'Two adults, Thursday to Monday, 4 nights.', answer('454 euro'), '454');
    expect(got?.status).toBe('contradicted');
    expect(got?.fix).toBe('Replace 454 euro with 444 euro.');
  });

  it('is not contradicted when right', () => {
    expect(claim(RATES, 'Two adults, Thursday to Monday, 4 nights.', answer('444 euro'), '444')?.status).not.toBe('contradicted');
  });
});
