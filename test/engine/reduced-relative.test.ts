// Written by hand, 2026-12-04.
// "any carried credits not used by then are lost": a "not" in a participle phrase that says which
// credits, before their own verb, is a condition, not a denial of using them.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TERMS = ['Lumen Gym class credits. Up to 3 unused credits may be carried into the next month and must be taken by the 15th; any carried credits not used by then are lost.'];
const NOTICE = ['Harbour beach rules. Dogs not allowed on the harbour beach.'];

describe('a negation that says which of a thing it means', () => {
  it('supports the rule the same sentence states positively', () => {
    expect(shippedStatuses({ question: 'Do my credits roll over?', context: TERMS, answer: 'Carried credits must be used by the 15th.' })).toEqual(['supported']);
  });

  it('still contradicts what a notice denies (a guard: contradicted before too)', () => {
    expect(shippedStatuses({ question: 'Can I bring my dog?', context: NOTICE, answer: 'Dogs are allowed on the harbour beach.' })).toEqual(['contradicted']);
  });
});
