// Dates worked out from a start and a duration: a day of a month without its year ("April 2nd"),
// and the end of a term of months or years on the day before its anniversary as well as on it.
// Inputs and expectations worked out by hand (3 March 2025 + 30 days = 2 April 2025; 1 April
// 2025 + 24 months = 1 April 2027, so a term ends on 31 March or 1 April 2027).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const RETURNS = ['Items can be returned within 30 days of delivery.', 'Order #5521: delivered on 3 March 2025.'];
const TERM = ['The initial term begins on 1 April 2025 and lasts 24 months.'];
const last = (answer: string, context: string[], question: string) => shippedClaims({ question, context, answer }).at(-1);

describe('dates worked out from a start and a duration', () => {
  it('supports a day of the month written without its year', () => {
    expect(last('Your order arrived on March 3rd and you have 30 days, so the last day to return it is April 2nd.', RETURNS, 'Until when can I return order 5521?')?.status).toBe('supported');
  });

  it('does not support a wrong day of the month', () => {
    expect(last('Your order arrived on March 3rd and you have 30 days, so the last day to return it is April 5th.', RETURNS, 'Until when can I return order 5521?')?.status).not.toBe('supported');
  });

  it('supports a term that ends on the day before its anniversary, or on it', () => {
    expect(last('It starts on April 1, 2025 and runs for two years, so the initial term ends on March 31, 2027.', TERM, 'When does the initial term end?')?.status).toBe('supported');
    expect(last('It starts on April 1, 2025 and runs for two years, so the initial term ends on 1 April 2027.', TERM, 'When does the initial term end?')?.status).toBe('supported');
  });

  it('does not support an end two days early', () => {
    expect(last('It starts on April 1, 2025 and runs for two years, so the initial term ends on March 30, 2027.', TERM, 'When does the initial term end?')?.status).not.toBe('supported');
  });
});
