// "at a time" says how many at once; its "time" is no thing one plan gives and another lacks.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const PLANS = ['Pellary Streaming devices. Up to three streams can play at the same time on the Family tier and one stream on the Solo tier.'];
const statuses = (answer: string) => shippedStatuses({ question: 'How many streams on Solo?', context: PLANS, answer });

describe('"at a time"', () => {
  it('supports one stream at a time on Solo', () => {
    expect(statuses('Just one stream at a time on the Solo tier.')).toEqual(['supported']);
  });

  it('still contradicts the Family tier\'s three streams given to Solo', () => {
    expect(statuses('Three streams can play at the same time on the Solo tier.')).toEqual(['contradicted']);
  });
});
