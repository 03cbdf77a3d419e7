// A letter that labels a thing ("Policy B") at the end of a sentence, and comparisons whose
// adjective comes before a noun ("a lower excess than"). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const POLICIES = ['Policy A has an excess of £250.', 'Policy B has an excess of £100 but a higher premium.'];

describe('letters that label things', () => {
  it('a wrong comparison that ends with the label is contradicted', () => {
    const [claim] = shippedClaims({ question: 'Which excess is lower?', context: POLICIES, answer: 'Policy A has a lower excess than Policy B.' });
    expect(claim?.type).toBe('comparison');
    expect(claim?.status).toBe('contradicted');
  });

  it('the right comparison is supported', () => {
    const [claim] = shippedClaims({ question: 'Which excess is lower?', context: POLICIES, answer: 'Policy B has a lower excess than Policy A.' });
    expect(claim?.status).toBe('supported');
  });

  it('a sentence ending with a label ends there', () => {
    const claims = shippedClaims({ question: 'Which excess is lower?', context: POLICIES, answer: 'Policy B has a lower excess than Policy A. Its premium is higher.' });
    expect(claims).toHaveLength(2);
    expect(claims[0]?.text).toMatch(/^Policy B has a lower excess than Policy A/);
    expect(claims[1]?.text).toBe('Its premium is higher');
  });
});
