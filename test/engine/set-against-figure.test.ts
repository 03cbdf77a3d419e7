// A figure the claim sets against the slot's own value ("up to four phones instead of two") is the
// other side of the comparison, not a wrong value (support/slot-value.ts). Inputs and expectations
// written by hand: Gold covers 4 phones and Silver 2.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const ACCOUNTS = ['Silver Account: £12 a month. Includes mobile phone insurance for up to 2 phones. Gold Account: £19 a month. Includes everything in Silver, plus breakdown cover and mobile phone insurance for up to 4 phones.'];
const ask = (answer: string) => shippedStatuses({ question: 'What extra do I get with Gold?', context: ACCOUNTS, answer });

describe('a figure set against the slot\'s value', () => {
  it('supports "Phone insurance for up to four phones instead of two"', () => {
    expect(ask('Phone insurance for up to four phones instead of two.')).toEqual(['supported']);
  });

  it('still holds "Phone insurance for up to six phones instead of two" (guard)', () => {
    expect(ask('Phone insurance for up to six phones instead of two.')).not.toEqual(['supported']);
  });
});
