// The speaker's hedge on reading the source is framing, and the claim after it is checked alone.
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DOCS = ['To use dark mode, wrap your app in <ThemeProvider> and set mode="dark". Without a mode, the theme follows the operating system.'];

describe('"If I\'m reading the docs right, ..."', () => {
  it('leaves the hedge out of the claim, which is supported', () => {
    const claims = shippedClaims({ question: 'How do I turn on dark mode?', context: DOCS, answer: "If I'm reading the docs right, you wrap your app in <ThemeProvider>." });
    expect(claims[0]?.text).toBe('you wrap your app in <ThemeProvider>');
    expect(claims[0]?.status).toBe('supported');
  });

  it('still checks what follows it', () => {
    const claims = shippedClaims({ question: 'How do I turn on dark mode?', context: DOCS, answer: 'As far as I can tell, dark mode needs version 4 or later.' });
    expect(claims[0]?.status).not.toBe('supported');
  });
});

// Two framing openers in a row ("As far as I can tell from the policy, yes — ...") are both left
// out of the claim (split-claims.ts FRAMING_PREFIX, applied twice).
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
