// A period counted from the wrong event, where the passage counts it from an account's opening.
// Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Welcome bonus: new members earn 500 points if they spend 300 krells within 90 days of the account being opened. Points are added to the account within 10 days of qualifying.'];
const ask = (answer: string) => shippedStatuses({ question: '', context, answer });

describe('a span counted from the opening of an account', () => {
  it('contradicts counting it from the first purchase', () => {
    expect(ask('You earn 500 points if you spend 300 krells within 90 days of your first purchase.')).toEqual(['contradicted']);
  });

  it('supports counting it from opening the account', () => {
    expect(ask('You earn 500 points if you spend 300 krells within 90 days of opening the account.')).toEqual(['supported']);
  });
});
