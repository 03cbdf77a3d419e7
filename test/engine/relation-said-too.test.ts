// Written by hand, 2026-12-04.
// A relation word the source also says of the same thing a few words on ("before the item is
// dispatched", for the claim's "before dispatch") is not flipped by the source's other relation
// to it in the next clause ("after dispatch, ...") (support/preposition-flip.ts). A relation the
// source never says is still flipped.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a relation word the source says too', () => {
  const POLICY = ['Marrow Outdoor pre-orders. Pre-orders can be cancelled free of charge at any time before the item is dispatched; after dispatch, our 28-day returns policy applies.'];

  it('is not flipped by the other relation in the next clause', () => {
    expect(shippedStatuses({ question: 'Can I cancel my pre-order?', context: POLICY, answer: 'Pre-orders can be cancelled free of charge at any point before dispatch.' })).not.toContain('contradicted');
  });

  it('is still flipped when the source never says it', () => {
    const context = ['Taking Velbrin. Take one tablet after food, once a day. Swallow it whole with water.'];
    expect(shippedStatuses({ question: 'How do I take Velbrin?', context, answer: 'Take one tablet before food, once a day.' })).toContain('contradicted');
  });
});
