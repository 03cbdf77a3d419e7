// "and" before a negated verb starts a clause of its own: "Use the dosing cup provided and do not
// use a teaspoon" says "use the dosing cup" plainly, and still denies the teaspoon.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SYRUP = ['Fenlo syrup for children. The dose depends on age. Use the dosing cup provided and do not use a teaspoon. Shake the bottle well before each dose.'];

describe('a clause after "and" with a negated verb', () => {
  it('supports what the plain clause says', () => {
    expect(shippedStatuses({ question: 'How do I measure it?', context: SYRUP, answer: 'Please use the dosing cup that comes with the bottle.' })).toEqual(['supported']);
  });

  it('still contradicts what the negated clause denies', () => {
    expect(shippedStatuses({ question: 'How do I measure it?', context: SYRUP, answer: 'You can use a teaspoon to measure it.' })).toEqual(['contradicted']);
  });
});
