// A waiting period told away (support/waiting-dropped.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a wait told away', () => {
  it('contradicts "straight away" where staff join after three months', () => {
    const context = ['Staff can join the pension scheme after three months of employment.'];
    expect(shippedStatuses({ question: 'When can I join the pension?', context, answer: 'You can join the pension scheme straight away.' })).toEqual(['contradicted']);
  });

  it('supports "straight away" where new starters join from their first day', () => {
    const context = ['New starters can join the pension scheme from their first day.'];
    expect(shippedStatuses({ question: 'When can I join the pension?', context, answer: 'You can join the pension scheme straight away.' })).toEqual(['supported']);
  });
});
