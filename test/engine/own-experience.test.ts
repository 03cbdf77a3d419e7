// The writer's own life told as a fact is not_stated however many words a passage shares with it;
// a report of what the writer read is checked as its content. Inputs and expectations by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const SWEATERS = 'Sweater design is a specialization of fashion design in which knitted sweaters are designed to fulfill certain aesthetic, functional and commercial criteria.';

describe('the writer\'s own experience', () => {
  it('is not_stated, with a reason that says why', () => {
    const [claim] = shippedClaims({ question: '', context: [SWEATERS], answer: 'I used to wear knitted sweaters all the time when I was a teen.' });
    expect(claim?.status).toBe('not_stated');
    expect(claim?.checks[0]).toMatch(/own experience/);
  });

  it('leaves a reported fact to be checked on its content', () => {
    const claims = shippedClaims({ question: '', context: ['Ten-pin bowling is played in more than 90 countries.'], answer: 'I read that ten-pin bowling is played in more than 90 countries.' });
    expect(claims.map((c) => c.status)).not.toContain('not_stated');
    expect(claims.some((c) => c.status === 'supported')).toBe(true);
  });

  it('does not touch an answer that only frames its own work', () => {
    const claims = shippedClaims({ question: 'Is breakfast included?', context: ['Breakfast is included in all room rates.'], answer: 'I had a look at the hotel details. Breakfast is included in every room rate.' });
    expect(claims.map((c) => c.status)).not.toContain('not_stated');
  });
});
