// Written by hand, 2026-12-04. Three readings of what a figure or a word belongs to:
// - a bullet under "Here are the Rewards card details:" speaks of the Rewards row (check-answer.ts
//   listHeading), even where the first row follows a heading ("... rates: Classic card: ...") and
//   the bullet's words sit in two rows of three (row-swap.ts);
// - "documentation" that nothing points at ("provide documentation") is a thing to find, not the
//   source's name (unit-facts.ts namedThing);
// - "Pine & Co" is one name on either side of a swapped verb (role-swap.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

describe('a bullet under a heading that names one row', () => {
  const CARDS = ['Calder Bank credit cards, representative rates: Classic card: purchase rate 22.9 percent APR, no annual fee. Rewards card: purchase rate 27.4 percent APR, annual fee 36 orins. Balance transfer card: 0 percent on transfers for 18 months, then 24.9 percent APR.'];
  const ask = (rate: string) => shippedClaims({ question: 'What are the Rewards card rates?', context: CARDS, answer: `Here are the Rewards card details:\n- Purchase rate: ${rate} APR\n- Annual fee: 36 orins` });

  it('is contradicted with another row\'s figure, and the fix gives the Rewards row\'s', () => {
    const c = ask('22.9 percent').find((k) => k.text.includes('Purchase rate'));
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Replace 22.9 percent with 27.4 percent.');
  });

  it('is supported with the Rewards row\'s figure (guard)', () => {
    expect(ask('27.4 percent').map((k) => k.status)).toEqual(['not_checked', 'supported', 'supported']);
  });
});

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
