// The date an age is reached, from the user's birth date: right is an unverified step (the birth
// date is the user's), wrong is contradicted with the right date; a date the passage gives is the
// passage's rule, not a birthday. Written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const PLAN = ['Harlow Mutual pension plan. Members can draw their pension from age 60. The winter bonus is paid to members who will be 66 or over on 1 December 2025.'];
const QUESTION = 'I was born on 2 May 1967. When can I draw my Harlow pension?';

describe('the date an age is reached', () => {
  it('is an unverified step when it is the birth date moved on by the age', () => {
    expect(shippedStatuses({ question: QUESTION, context: PLAN, answer: 'You will reach 60 on 2 May 2027.' })).toEqual(['unverified_step']);
    expect(shippedStatuses({ question: 'When can I draw it?', context: PLAN, answer: 'Born on 2 May 1967, you turn 60 on 2 May 2027.' })).toEqual(['unverified_step']);
  });

  it('is contradicted with the right date when it is not', () => {
    const [c] = shippedClaims({ question: QUESTION, context: PLAN, answer: 'You will reach 60 on 2 May 2028.' });
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Replace 2 May 2028 with 2 May 2027.');
  });

  it('leaves a date the passage gives to the passage', () => {
    expect(shippedStatuses({ question: QUESTION, context: PLAN, answer: 'The winter bonus is paid to members who will be 66 or over on 1 December 2025.' })).toEqual(['supported']);
  });
});
