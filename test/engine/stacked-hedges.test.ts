// Two framing openers in a row ("As far as I can tell from the policy, yes — ...") are both left
// out of the claim (split-claims.ts FRAMING_PREFIX, applied twice). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const POLICY = ['Flexible working. All employees can make a flexible working request from their first day of employment.'];

describe('stacked framing openers', () => {
  it('leaves "As far as I can tell from the policy, yes —" out, and supports the claim', () => {
    const claims = shippedClaims({ question: 'Can I ask for flexible working as a new starter?', context: POLICY, answer: 'As far as I can tell from the policy, yes — you\'re able to ask from your very first day.' });
    expect(claims[0]?.text).toBe('you\'re able to ask from your very first day');
    expect(claims[0]?.status).toBe('supported');
  });

  it('still checks the claim after them (guard)', () => {
    const claims = shippedClaims({ question: 'Can I ask for flexible working as a new starter?', context: POLICY, answer: 'As far as I can tell from the policy, yes — you can only ask after six months.' });
    expect(['contradicted', 'not_stated']).toContain(claims[0]?.status);
  });
});
