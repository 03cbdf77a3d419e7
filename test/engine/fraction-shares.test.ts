// Computations the engine follows without a cue word: a share said in words ("three-fifths of
// that") multiplies the figure it is taken of, found in an earlier claim or the passages; a
// percentage multiplies an amount the claim writes; a day of a month moves by the duration written
// beside it. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a share in words taken of an earlier figure', () => {
  it('recomputes "three-fifths of that: 15 days" from the 25 days before it', () => {
    const context = ['Full-time employees (5 days a week) receive 25 days of annual leave per holiday year. Part-time employees receive a pro-rata entitlement.'];
    // 3/5 of 25 days is 15 days; 3/5 of 25 is not 16.
    expect(shippedStatuses({ question: 'I work 3 days a week. How much leave do I get?', context, answer: "Full-timers get 25 days, so you'd get three-fifths of that: 15 days." })).toEqual(['supported', 'supported']);
    expect(shippedStatuses({ question: 'I work 3 days a week. How much leave do I get?', context, answer: "Full-timers get 25 days, so you'd get three-fifths of that: 16 days." })).not.toEqual(['supported', 'supported']);
  });
});

describe('a percentage the claim writes of an amount it writes', () => {
  const BOND = ['Alderpoint 1-Year Fixed Bond. Fixed rate: 4.60% AER, paid on maturity. Minimum deposit GBP 2,000.'];
  it('is recomputed: 4.60% of GBP 12,000 is GBP 552, a step on the user\'s figure', () => {
    const [claim] = shippedClaims({ question: 'If I put GBP 12,000 in, how much interest will I earn?', context: BOND, answer: 'At 4.60% for the year, GBP 12,000 would earn GBP 552 in interest.' });
    expect(claim?.status).toBe('unverified_step');
    expect(claim?.checks.join(' ')).toContain('GBP 12,000');
  });

  it('holds a wrong result', () => {
    expect(shippedStatuses({ question: 'If I put GBP 12,000 in, how much interest will I earn?', context: BOND, answer: 'At 4.60% for the year, GBP 12,000 would earn GBP 652 in interest.' })).not.toEqual(['unverified_step']);
  });
});

describe('a date from a day of a month and a duration written beside it', () => {
  const FERRY = ['The ferry link will close for 11 weeks from 6 October for repairs to the pier.'];
  it('recomputes "11 weeks from 6 October" as 22 December, in the claim or the one before', () => {
    // 6 October + 77 days = 22 December.
    expect(shippedStatuses({ question: 'When does the ferry return?', context: FERRY, answer: 'The closure lasts 11 weeks from 6 October, so normal service returns around 22 December.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'When does the ferry return?', context: FERRY, answer: 'The ferry will close for 11 weeks from 6 October, which would put its return at around 22 December.' })).toEqual(['supported', 'supported']);
  });

  it('holds a day the duration does not reach', () => {
    expect(shippedStatuses({ question: 'When does the ferry return?', context: FERRY, answer: 'The closure lasts 11 weeks from 6 October, so normal service returns around 29 December.' })).not.toEqual(['supported']);
  });
});

describe('a price per thousand or per million', () => {
  const PRICES = ['Lattice Storage pricing (per month). Requests: USD 0.40 per million read requests; write requests are free.'];
  it('multiplies a count in millions: 30 million reads at USD 0.40 per million is USD 12', () => {
    expect(shippedStatuses({ question: 'We make 30 million read requests. What do they cost?', context: PRICES, answer: 'Your 30 million reads at USD 0.40 per million add USD 12.00.' })).toEqual(['unverified_step']);
    expect(shippedStatuses({ question: 'We make 30 million read requests. What do they cost?', context: PRICES, answer: 'Your 30 million reads at USD 0.40 per million add USD 14.00.' })).not.toEqual(['unverified_step']);
  });
});

it('never takes the unit of a rate ("per 1,000") as an operand', () => {
  const PLANS = ['Postwell plans (monthly). Starter: 10,000 emails included, USD 15; extra emails USD 1.20 per 1,000.'];
  // Before, "50,000 extra" was contradicted as "1,000 × 60,000 is 60,000,000". (It is still read
  // against a product of the other figures, as "extra" names no difference: a known miss.)
  const claims = shippedClaims({ question: 'We send about 60,000 emails a month. What would Starter cost?', context: PLANS, answer: "It includes 10,000 emails, so you'd pay for 50,000 extra at USD 1.20 per 1,000, which is USD 60." });
  expect(claims.flatMap((c) => c.checks).join(' ')).not.toMatch(/\b1,000 ×|× 1,000\b/);
});
