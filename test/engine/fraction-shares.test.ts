// A share said in words ("three-fifths of that") multiplies the figure it is taken of, found in
// an earlier claim or the passages. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a share in words taken of an earlier figure', () => {
  it('recomputes "three-fifths of that: 15 days" from the 25 days before it', () => {
    const context = ['Full-time employees (5 days a week) receive 25 days of annual leave per holiday year. Part-time employees receive a pro-rata entitlement.'];
    // 3/5 of 25 days is 15 days; 3/5 of 25 is not 16.
    expect(shippedStatuses({ question: 'I work 3 days a week. How much leave do I get?', context, answer: "Full-timers get 25 days, so you'd get three-fifths of that: 15 days." })).toEqual(['supported', 'supported']);
    expect(shippedStatuses({ question: 'I work 3 days a week. How much leave do I get?', context, answer: "Full-timers get 25 days, so you'd get three-fifths of that: 16 days." })).not.toEqual(['supported', 'supported']);
  });
});
