// A referral to someone who can settle the user's question is framing (speech-act.ts REFERRAL).
// Inputs and expectations written by hand; the guard keeps a referral that states a fact checked.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const STORE = ['Brightloom Lakeside is open 9am to 8pm Monday to Saturday and 10am to 4pm on Sunday.'];
const ask = (answer: string) => shippedStatuses({ question: 'Is there parking at the Lakeside store?', context: STORE, answer });

describe('a referral on the user\'s question', () => {
  it('reads "The store team should be able to confirm the parking question" as framing', () => {
    expect(ask('The store team should be able to confirm the parking question.')).toEqual(['not_checked']);
  });

  it('still checks a referral that says what the team will do (guard)', () => {
    expect(ask('The store team will refund your parking ticket.')).not.toEqual(['not_checked']);
  });
});
