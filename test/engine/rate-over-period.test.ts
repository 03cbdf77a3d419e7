// A rate carried over another period: right is supported, wrong is contradicted with the right
// figure. Inputs and expectations written by hand (600 a minute = 36,000 an hour; £2,000 a
// month = £24,000 a year).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LIMIT = ['Each API key may send 600 requests per minute.'];
const RENT = ['The rent for the studio is £2,000 a month, payable in advance.'];

describe('a rate over another period', () => {
  it('is supported when the conversion is right, in the same claim or after it', () => {
    expect(shippedClaims({ question: 'Hourly limit?', context: LIMIT, answer: 'A key can send 600 requests per minute, so 36,000 requests an hour.' })[0]?.status).toBe('supported');
    const claims = shippedClaims({ question: 'Hourly limit?', context: LIMIT, answer: 'A key can send 600 requests per minute. Over an hour that adds up to 36,000 requests.' });
    expect(claims.map((c) => c.status)).toEqual(['supported', 'supported']);
  });

  it('is contradicted with the right figure when it is wrong', () => {
    const claims = shippedClaims({ question: 'Hourly limit?', context: LIMIT, answer: 'A key can send 600 requests per minute. Over an hour that adds up to 6,000 requests.' });
    expect(claims[1]?.status).toBe('contradicted');
    expect(claims[1]?.fix).toBe('Replace 6,000 with 36,000.');
    const [rent] = shippedClaims({ question: 'Yearly rent?', context: RENT, answer: 'The studio costs £2,000 a month, so £20,000 a year.' });
    expect(rent?.status).toBe('contradicted');
    expect(rent?.fix).toBe('Replace £20,000 with £24,000.');
  });

  it('is left alone when a passage prices the claim\'s period itself', () => {
    const context = ['The Plus plan costs £10 a month, or £100 a year if you pay annually.'];
    const [claim] = shippedClaims({ question: 'Annual price?', context, answer: 'Paid annually, Plus costs £110 a year.' });
    expect(claim?.fix ?? '').not.toContain('£120');
  });

  it('is left alone for a change over a count of periods the claim gives', () => {
    const context = ['From 1 April a single fare goes up from £2.00 to £2.20 and a weekly pass from £18 to £19.50.'];
    const claims = shippedClaims({ question: 'I buy a pass every week. How much more a year?', context, answer: 'The weekly pass rises by £1.50, so over 52 weeks you would pay £78 more a year.' });
    expect(claims.at(-1)?.status).not.toBe('contradicted');
  });
});
