// Rows named by a figure in their labels ("1-year fixed: ...", "2-year fixed: ..."): a word the
// labels share names no other row, while a word only the claim's row's text has still may; and a
// name settles the row before a figure like "a year" does.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedStatuses } from '../helpers/shipped-statuses.ts';

const BONDS = ['Harlow Savings bond rates. Instant access: 2.8 percent. 1-year fixed: 4.4 percent. 2-year fixed: 4.0 percent. Interest is paid annually.'];
const CARD = ['Pelton card terms. Balance transfers: 0% for 15 months, then the standard rate. Standard rate: 24.9% APR variable. Cash withdrawals: 29.9% APR.'];
const LEAVE = ['Brackley annual leave. Level A staff receive 24 days of annual leave per year. Level B staff receive 26 days. Level C staff receive 29 days. Every level may carry over three days.'];

describe('a row named by a figure in its label', () => {
  it('contradicts the 2-year rate given for the 1-year bond', () => {
    const claim = firstShippedClaim(BONDS, 'The 1-year fixed bond pays 4.0 percent a year.', 'What does the 1-year fixed bond pay?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 4.0 percent with 4.4 percent.');
  });

  it('supports each bond\'s own rate', () => {
    expect(shippedStatuses({ question: 'Rates?', context: BONDS, answer: 'The 2-year fixed bond pays 4.0 percent.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Rates?', context: BONDS, answer: 'The 1-year fixed bond pays 4.4 percent.' })).toEqual(['supported']);
  });

  it('lets a claim name the row its own row only refers to ("then the standard rate")', () => {
    expect(shippedStatuses({ question: 'How do balance transfers work?', context: CARD, answer: 'Balance transfers are interest-free for 15 months, after which they move to the 24.9% standard rate.' })).not.toContain('contradicted');
  });

  it('picks the row by its name before a figure ("a year" / "per year")', () => {
    const claim = firstShippedClaim(LEAVE, 'As a Level B employee, your allowance is 29 days of annual leave a year.', 'I am Level B. How much leave?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 29 days with 26 days.');
  });
});
