// Written by hand, 2026-12-05.
// A currency named by an invented word ("orins") is money: "7.79 orins a month" worked out from
// the user's 3,400 orins is an amount per month, not a count the answer's "3,400 times" multiplies.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SAVER = ['The Wexford Easy Saver pays 2.75 percent a year on balances up to 5,000 orins. Interest is paid monthly.'];
const Q = 'I have 3,400 orins saved. How much interest would I get each month?';

describe('an invented currency', () => {
  it('reads a monthly amount worked out from the user\'s balance as money, not a wrong multiple', () => {
    const statuses = shippedStatuses({ question: Q, context: SAVER, answer: 'Roughly 7.79 orins a month, which is 3,400 times 2.75 percent divided by 12.' });
    expect(statuses).toHaveLength(1);
    expect(statuses).not.toContain('contradicted');
    expect(statuses).not.toContain('not_stated');
  });
});
