// Written by hand, 2026-12-06: "each extra passenger pays 18 quibs" prices the passenger, though
// the sentence also says "Fares include the driver" (support/cost-polarity.ts PAID), so "Each
// extra passenger costs 18 quibs" is no paid-for-free flip.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const FARES = ['Vehicle fares, single journey. Cars up to 5 m long: 92 quibs. Fares include the driver; each extra passenger pays 18 quibs.'];
const status = (answer: string, context = FARES) => shippedStatuses({ question: 'How much with two passengers?', context, answer });

describe('a price written with "pays"', () => {
  it('states the cost', () => {
    expect(status('Each extra passenger costs 18 quibs.')).toEqual(['supported']);
  });

  it('a free claim against a sentence that only includes is still contradicted (guard)', () => {
    expect(status('Airport transfers are free.', ['Resort extras. Airport transfers are available at an extra cost.'])).toEqual(['contradicted']);
  });
});
