// A version the passage writes with its "v" ("removed in v3.0") states the answer's "version 3.0":
// the word "version" is what the "v" says. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

describe('a version written with its "v"', () => {
  it('states "version" in the answer', () => {
    const [claim] = shippedClaims({ question: 'Can I still use legacyAuth?', context: ['The `legacyAuth` option was deprecated in v2.4 and removed in v3.0.'], answer: '`legacyAuth` has been gone since version 3.0.' });
    expect(claim?.status).toBe('supported');
  });

  it('does not state another version', () => {
    const [claim] = shippedClaims({ question: 'Can I still use legacyAuth?', context: ['The `legacyAuth` option was deprecated in v2.4 and removed in v3.0.'], answer: '`legacyAuth` has been gone since version 3.1.' });
    expect(claim?.status).not.toBe('supported');
  });
});
