// "Keep X out of Y" excludes as "Never embed X in Y" does: no contradiction that the answer says
// the rule holds for Y. An answer that puts X in Y is still contradicted.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DOCS = ['SDK authentication. Refresh tokens are valid for 30 days and can be used once; each refresh returns a new refresh token. Never embed refresh tokens in client-side code.'];

function statusOf(answer: string): string | undefined {
  return shippedClaims({ question: 'Where can I keep refresh tokens?', context: DOCS, answer })[0]?.status;
}

describe('an answer that keeps a thing out', () => {
  it('says what the passage forbids', () => {
    expect(statusOf('Keep refresh tokens out of any client-side code.')).toBe('supported');
  });

  it('is still contradicted when it puts the thing in', () => {
    expect(statusOf('You can embed refresh tokens in client-side code.')).toBe('contradicted');
  });
});
