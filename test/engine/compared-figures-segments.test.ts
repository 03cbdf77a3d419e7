// A claim that sets two figures of one kind against each other ("29.9% a year, higher than the
// 24.9% purchase rate") names each one's thing beside it: segment-swap does not read the shared
// noun ("rate") as the thing of the first figure. Written by hand, 2026-12-03 (segment-swap.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const CARD = ['Norvale Card - Summary box. Purchase rate: 22.9% p.a. variable. Balance transfers: 0% for 12 months, then the purchase rate; fee 3% of each transfer. Cash advances: 27.9% p.a., fee 3% (minimum £3). Late payment fee: £12.'];

describe('two figures of a kind set against each other', () => {
  it('is not a swap of segments', () => {
    expect(shippedStatuses({ question: 'What does cash cost?', context: CARD, answer: 'The interest rate on cash is 27.9% a year, higher than the 22.9% purchase rate.' })).not.toContain('contradicted');
  });

  it('still contradicts a figure from the wrong row', () => {
    expect(shippedStatuses({ question: 'What does cash cost?', context: CARD, answer: 'Cash advances are charged 22.9% a year.' })).toContain('contradicted');
  });
});
