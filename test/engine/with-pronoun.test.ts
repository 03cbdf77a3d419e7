// "the spoon that comes with it to measure the dose": a "with" whose object is a pronoun relates
// nothing to the words after it. Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Shake the bottle well before each dose and use the measuring spoon provided. Take each dose without food, at least an hour before a meal.'];
const ask = (answer: string) => shippedStatuses({ question: '', context, answer });

describe('a "with" that governs a pronoun', () => {
  it('reads no "with the dose" into "comes with it to measure the dose"', () => {
    expect(ask('Use the measuring spoon that comes with it to measure the dose.')).toEqual(['supported']);
  });

  it('still contradicts "with food" where the passage says "without food" (a guard)', () => {
    expect(ask('Take each dose with food.')).toEqual(['contradicted']);
  });
});
