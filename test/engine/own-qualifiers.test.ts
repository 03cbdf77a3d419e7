// Written by hand, 2026-12-03: a claim's own situation or qualifier that a swap or widening rule
// must not read against the passage (class-swap.ts, scope-narrowing.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

// A day the question gives as the user's situation ("It's Thursday") is no swap for the passage's day (class-swap.ts).
describe('a day the user says it is', () => {
  const BOXES = ['Greenbox - Your subscription. Changes to the next box must be made by 23:59 on the Wednesday before delivery week; after that cut-off the box is locked and will be charged.'];

  it('is not contradicted by the cut-off day', () => {
    expect(shippedStatuses({ question: "It's Thursday and I want to cancel. Will I be charged for next week's box?", context: BOXES, answer: "By Thursday next week's box will already be locked." })).not.toContain('contradicted');
  });

  it('is when the question only asks about it', () => {
    expect(shippedStatuses({ question: 'Is the cut-off on Thursday?', context: BOXES, answer: 'Changes to the next box must be made by 23:59 on the Thursday before delivery week.' })).toContain('contradicted');
  });
});

// "every box after that one" qualifies its own "every" (scope-narrowing.ts).
describe('"every" with its own qualifier', () => {
  const BOXES = ['Greenbox - Cancelling. Changes to the next box must be made by Wednesday. Cancelling stops all future boxes but does not refund a box that is already locked.'];

  it('is no widening', () => {
    expect(shippedStatuses({ question: 'What does cancelling do?', context: BOXES, answer: 'Cancelling now will stop every box after that one.' })).not.toContain('contradicted');
  });
});
