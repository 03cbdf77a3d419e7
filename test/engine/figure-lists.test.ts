// A list of figures ("on 3, 4 and 10 June") and a range ("between six and nine months") are one
// claim, not two split at "and". Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

describe('figures joined by "and"', () => {
  it('keeps a list of dates in one claim, supported by the passage that lists them', () => {
    const claims = shippedClaims({
      question: 'Are the buses on strike in June?',
      context: ['Bus drivers at Greywater Transit will strike on 3, 4 and 10 June after talks over pay broke down.'],
      answer: 'Greywater Transit drivers will walk out on 3, 4 and 10 June after pay talks collapsed.',
    });
    expect(claims).toHaveLength(1);
    expect(claims[0]?.text).toContain('3, 4 and 10 June');
    expect(claims[0]?.status).toBe('supported');
  });

  it('keeps a list of dates written with their months in one claim', () => {
    const claims = shippedClaims({
      question: 'When are the strikes?',
      context: ['Rail workers at Northern Lines will strike on 12 and 14 March after talks over pay broke down.'],
      answer: 'Northern Lines staff will walk out on March 12 and March 14 following the collapse of pay talks.',
    });
    expect(claims).toHaveLength(1);
    expect(claims[0]?.status).toBe('supported');
  });

  it('keeps a range in one claim', () => {
    const claims = shippedClaims({
      question: 'What if we cancel the wedding booking?',
      context: ['If the Client cancels between 6 and 9 months before the Event Date, 50% of the fee is payable.'],
      answer: 'Cancelling between six and nine months before the date means you pay half the fee.',
    });
    expect(claims.map((c) => c.text).find((t) => t.includes('between'))).toContain('between six and nine months');
  });

  it('still splits two clauses whose first ends with a figure', () => {
    const claims = shippedClaims({
      question: 'What does the room cost?',
      context: ['The room costs £20 a night. A deposit of £50 is taken on arrival.'],
      answer: 'The room costs £20 a night and the deposit is £50.',
    });
    expect(claims.length).toBeGreaterThanOrEqual(2);
  });
});
