// Written by hand, 2026-12-04.
// - An age reached, "turns two", is stated by its birthday, "before the child's second birthday",
//   not contradicted by another count in that sentence ("three separate blocks")
//   (support/birthday-age.ts, used by verify-fact.ts and slot-value.ts).
// - "before opening" is what "unopened" says ("Store unopened bottles in a refrigerator"), so it is
//   no flip of the passage's "after opening" (support/preposition-flip.ts); "before meals" against
//   "after meals" is still held.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

describe('an age reached', () => {
  const LEAVE = ['Employees with at least 12 months of service get 20 weeks of paid parental leave, which may be taken in up to three separate blocks before the child\'s second birthday.'];
  it('"turns two" is stated by "second birthday"', () => {
    const [c] = shippedClaims({ question: 'When must I use it by?', context: LEAVE, answer: 'All of it needs to be used before your child turns two.' });
    expect(c?.status).toBe('supported');
  });
});

describe('"before opening" and "unopened"', () => {
  const DROPS = ['Store unopened bottles of Praxadine eye drops in a refrigerator (2-8 °C). Once opened, the bottle can be kept at room temperature below 25 °C and must be discarded 28 days after opening.'];
  const ask = (answer: string) => shippedClaims({ question: 'How do I store the drops?', context: DROPS, answer })[0]?.status;

  it('are the same time', () => {
    expect(ask('Before opening, the bottle should be kept in the fridge, between 2 and 8 °C.')).toBe('supported');
  });

  it('leaves "before meals" against "after meals" held (guard)', () => {
    const [c] = shippedClaims({ question: 'When do I take it?', context: ['Take one tablet twice a day after meals.'], answer: 'Take one tablet twice a day before meals.' });
    expect(c?.status).toBe('contradicted');
  });
});
