// Written by hand, 2026-12-04. Two readings of what a word belongs to:
// - "documentation" that nothing points at ("provide documentation") is a thing to find, not the
//   source's name (unit-facts.ts namedThing);
// - "Pine & Co" is one name on either side of a swapped verb (role-swap.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

describe('a source noun nothing points at', () => {
  const LEAVE = ['Morrow Civic Trust grants up to 5 days of paid bereavement leave following the death of a close family member, defined as a partner, child, parent, sibling or grandparent. For other relatives or friends, up to 2 days of paid leave may be granted at the manager\'s discretion. Additional unpaid leave may be agreed with HR.'];
  const ask = (answer: string) => shippedClaims({ question: 'My grandmother died. How much leave can I take?', context: LEAVE, answer })[0];

  it('is a thing the passage must state ("provide documentation")', () => {
    expect(ask('You will need to provide documentation, such as a death certificate.')?.status).toBe('not_stated');
  });

  it('is still the source\'s name after "the" (guard)', () => {
    expect(ask('The policy documentation says you can take up to 5 days of paid bereavement leave.')?.status).toBe('supported');
  });
});

describe('a name joined by "&" in swapped roles', () => {
  const DEAL = ['Harrow Foods has agreed to acquire the smaller snack maker Pine & Co for 215 million veks, the companies said on Wednesday.'];
  const ask = (answer: string) => shippedClaims({ question: 'Who is buying whom?', context: DEAL, answer })[0];

  it('is contradicted when the buyer and the bought swap', () => {
    expect(ask('Pine & Co has agreed to buy Harrow Foods in a deal worth 215 million veks.')?.status).toBe('contradicted');
  });

  it('is supported the right way round (guard)', () => {
    expect(ask('Harrow Foods has agreed to buy Pine & Co in a deal worth 215 million veks.')?.status).toBe('supported');
  });
});
