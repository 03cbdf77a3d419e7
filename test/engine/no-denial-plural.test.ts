// "below 60 there is no bonus" is one row's case; "Bonuses are paid with the March salary" says
// the bonus plainly, so "The bonus is paid with the March salary" is supported, whatever form the
// plural at the start of the sentence takes. Written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a "no X" of one row beside a sentence that names X plainly', () => {
  it('leaves the plain restatement supported', () => {
    const context = ['Tamsin Foods sales bonus: a score of 80 or above earns a bonus of 6% of salary; below 50 there is no bonus. Bonuses are paid with the June salary.'];
    expect(shippedStatuses({ question: 'When is the bonus paid?', context, answer: 'The bonus is paid with the June salary.' })).toEqual(['supported']);
  });
});
