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
