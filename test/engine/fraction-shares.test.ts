// A share said in words ("three-fifths of that") multiplies the figure it is taken of, found in
// an earlier claim or the passages. Inputs and expectations written by hand.
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
