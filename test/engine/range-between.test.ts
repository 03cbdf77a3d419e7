// Written by hand, 2026-12-05.
// "income between £12,501 and £46,000 is taxed at 20 percent" is one clause: the band's rate is
// its own, so the right rate is supported and the next band's rate is contradicted (the "and" of
// the range once split it into two clauses, leaving "20 percent" in a clause that named nothing).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const BANDS = ['Tax bands for 2026: Personal allowance: up to £12,500, taxed at 0 percent. Basic rate: income between £12,501 and £46,000 is taxed at 20 percent. Higher rate: income above £46,000 is taxed at 40 percent.'];
const Q = 'What tax rate applies to me?';

describe('a band given as a range "between A and B"', () => {
  it('supports the band\'s own rate', () => {
    expect(shippedStatuses({ question: Q, context: BANDS, answer: 'Income between £12,501 and £46,000 is taxed at the basic rate of 20 percent.' })).toEqual(['supported']);
  });

  it('contradicts the next band\'s rate', () => {
    expect(shippedStatuses({ question: Q, context: BANDS, answer: 'Income between £12,501 and £46,000 is taxed at the basic rate of 40 percent.' })).toEqual(['contradicted']);
  });
});
