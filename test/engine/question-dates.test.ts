// A date the answer counts from the user's question ("I bought it on 3 March"): a step when it
// lands where the passage's duration takes it, contradicted with the right date when it does not.
// Inputs and expectations written by hand (3 March + 30 days = 2 April; + 4 weeks = 31 March).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const RETURNS = ['You can return items within 30 days of purchase for a full refund.'];
const DOSES = ['The booster should be given 4 weeks after the first injection.'];

describe('a date counted from the question', () => {
  it('is an unverified step when the duration gives it', () => {
    const [claim] = shippedClaims({ question: 'I bought it on 3 March. Can I still return it?', context: RETURNS, answer: 'You have until 2 April to return it.' });
    expect(claim?.status).toBe('unverified_step');
    expect(claim?.checks.join(' ')).toContain('3 March');
  });

  it('is contradicted with the right date when it does not', () => {
    const [claim] = shippedClaims({ question: 'I bought it on 3 March. Can I still return it?', context: RETURNS, answer: 'You have until 12 April to return it.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 12 April with 2 April.');
  });

  it('takes the duration the claim gives itself', () => {
    const question = 'My first injection was on 3 March 2025. When is the booster?';
    const [wrong] = shippedClaims({ question, context: DOSES, answer: 'The booster is due 4 weeks after the first, so on 7 April 2025.' });
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.checks[0]).toContain('31 March 2025');
    const [right] = shippedClaims({ question, context: DOSES, answer: 'The booster is due 4 weeks after the first, so on 31 March 2025.' });
    expect(right?.status).toBe('unverified_step');
  });
});
