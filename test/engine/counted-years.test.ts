// Written by hand, 2026-12-05.
// "The three years" where the passages give figures for three named years (or the question a
// range of three) is a count a reader makes, not a figure to find; a count that does not match is
// still not stated.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FUND = ['Corvel Global Fund, annual performance to 31 December: 2022 -8.1%; 2023 +12.6%; 2024 +15.0%. Ongoing charge: 0.40% a year.'];
const FIVE = ['Rowanby Income Fund, calendar-year returns: 2021: 7.5 percent; 2022: -3.4 percent; 2023: 4.8 percent; 2024: -1.2 percent; 2025: 6.1 percent.'];

describe('the N years a passage names one by one', () => {
  it('counts the years the passage gives', () => {
    expect(shippedStatuses({ question: 'Which year was best?', context: FUND, answer: 'Of the three years shown, 2024 was the strongest.' })).toEqual(['supported']);
  });

  it('counts a range of years the question names', () => {
    expect(shippedStatuses({ question: 'Which year was best from 2023 to 2025?', context: FIVE, answer: '2025 was the strongest of the three years.' })).toEqual(['supported']);
  });

  it('leaves a count that matches neither as not stated', () => {
    expect(shippedStatuses({ question: 'Which year was best?', context: FUND, answer: 'Of the four years shown, 2024 was the strongest.' })).toEqual(['not_stated']);
  });
});
