// A thing said to be left off a list the passage gives (verify-fact.ts leftOffList). Inputs and
// expectations written by hand: the SDK lists Thistle 3.10, 3.11 and 3.12, so "Thistle 3.8 isn't on
// that list" says what the passage shows, and "Thistle 3.11 isn't on that list" does not.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const SDK = ['The SDK is tested and supported on Thistle 3.10, 3.11 and 3.12.'];

describe('left off a list', () => {
  it('does not read "3.8 isn\'t on that list" as the passage\'s list denied', () => {
    const [c] = shippedClaims({ question: 'Does the SDK work with Thistle 3.8?', context: SDK, answer: 'Thistle 3.8 isn\'t on that list.' });
    expect(c?.status).not.toBe('not_stated');
    expect(c?.status).not.toBe('contradicted');
  });

  it('still holds "3.11 isn\'t on that list" where the list names 3.11 (guard)', () => {
    const [c] = shippedClaims({ question: 'Does the SDK work with Thistle 3.11?', context: SDK, answer: 'Thistle 3.11 isn\'t on that list.' });
    expect(['not_stated', 'contradicted']).toContain(c?.status);
  });
});
