// Written by hand, 2026-12-03: a word or two in brackets inside a clause ("1 (lower) to 7
// (higher)") does not split it, so the clause keeps every figure of its slot (slot-value.ts clausesOf).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FACTSHEET = ['Harrowgate Income Fund factsheet. Risk and reward indicator: 5 on a scale of 1 (lower) to 7 (higher). Income is paid quarterly.'];

describe('a scale written "1 (lower) to 7 (higher)"', () => {
  it('states "a scale that runs from one to seven"', () => {
    expect(shippedStatuses({ question: 'Is it high risk?', context: FACTSHEET, answer: "On risk, it's rated five on a scale that runs from one to seven." })).toEqual(['supported']);
  });

  it('still holds another rating', () => {
    expect(shippedStatuses({ question: 'Is it high risk?', context: FACTSHEET, answer: "On risk, it's rated six on a scale that runs from one to seven." })).not.toContain('supported');
  });
});
