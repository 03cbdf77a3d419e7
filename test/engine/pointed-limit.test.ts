// A figure set against the limit the claim before it gave ("..., so three weeks is well inside
// that"). Inputs and expectations written by hand (three weeks = 21 days; eight weeks = 56 days).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const RETURNS = ['You can return most items within 45 days of delivery for a full refund.'];

describe('a figure against the limit just given', () => {
  it('is a step on the user\'s figure when it is inside', () => {
    const claims = shippedClaims({ question: 'I bought it three weeks ago. Can I return it?', context: RETURNS, answer: 'Items can come back within 45 days of delivery, so three weeks is well inside that.' });
    expect(claims[1]?.status).toBe('unverified_step');
    expect(claims[1]?.checks[0]).toBe('Uses three weeks from the question; the passages do not state it.');
  });

  it('is contradicted when it is not', () => {
    const claims = shippedClaims({ question: 'I bought it eight weeks ago. Can I return it?', context: RETURNS, answer: 'Items can come back within 45 days of delivery, so eight weeks is well inside that.' });
    expect(claims[1]?.status).toBe('contradicted');
    expect(claims[1]?.fix).toBe('Replace "inside" with "over".');
  });
});
