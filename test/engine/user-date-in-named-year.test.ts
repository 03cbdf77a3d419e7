// Written by hand, 2026-12-04.
// The user's own date in a year the passages name only as a year ("moved in on 1 March 2024"
// beside "the Lettings Act 2024") is the user's word: the answer may build on it, so the claim is
// a step, not a date no passage states.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const ACT = ['Lettings Act 2024, section 12. A tenant who has lived in the property for at least 6 months may ask the landlord for permission to keep a pet, and the landlord must reply within 28 days.'];

describe("the user's date in a year the passages name", () => {
  it('is a step on the user\'s date, not a date no passage states', () => {
    const claims = shippedClaims({ question: 'I moved in on 1 March 2024. Can I ask to keep a cat?', context: ACT, answer: 'You moved in on 1 March 2024, so you have lived there for more than 6 months.' });
    expect(claims.map((c) => c.status)).not.toContain('not_stated');
    expect(claims.some((c) => c.checks.some((x) => x.includes('only the year')))).toBe(false);
  });

  it('still holds a date in that year that neither the user nor the passages give', () => {
    const claims = shippedClaims({ question: 'Can I ask to keep a cat?', context: ACT, answer: 'The pet rules took effect on 1 March 2024.' });
    expect(claims.map((c) => c.status)).toContain('not_stated');
  });
});
