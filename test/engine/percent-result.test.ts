// A percentage worked out only from shares, counts and periods: a misquoted rate is not "supported"
// because a duration, a frequency and another share happen to combine to it.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FEES = ['Franchise Agreement, clause 3. The Franchisee shall also pay a monthly royalty of 6 percent of gross sales and a marketing levy of 2 percent of gross sales. The initial term is 10 years.'];
const STRIKE = ['Dock workers began a 72-hour strike on Thursday. The union says members were offered a 3 percent rise against inflation of 5.5 percent.'];
const SAVER = ['Saver account. Interest is 0.5% a month, paid monthly.'];

describe('a percentage result', () => {
  it('holds a misquoted royalty that "monthly × 2% × 10 years" would give', () => {
    expect(shippedStatuses({ question: 'What royalty do I pay?', context: FEES, answer: 'The monthly royalty is 8 percent of gross sales.' })).toEqual(['not_stated']);
  });

  it('holds a misquoted rise that "72 hours × 3% − 5.5%" would give', () => {
    expect(shippedStatuses({ question: 'What was offered?', context: STRIKE, answer: 'The offer was a 4 percent rise.' })).toEqual(['not_stated']);
  });

  it('keeps a sum of shares and a monthly share over a year', () => {
    expect(shippedStatuses({ question: 'What do I pay?', context: FEES, answer: 'Together the royalty and levy come to 8 percent of gross sales.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'What is that a year?', context: SAVER, answer: 'Over 12 months that adds up to 6%.' })).toEqual(['supported']);
  });
});
