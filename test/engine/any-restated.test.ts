// Written by hand, 2026-12-06: "Any bag will do" restates "Put your clothes in any bag", though
// the sentence goes on to "a FreshLoop bag with a barcode tag" (support/universal-widening.ts):
// the sentence says the same "any" of the same noun.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const PICKUP = ['How it works. Put your clothes in any bag; the driver will swap it for a FreshLoop bag with a barcode tag. Items are weighed at our facility.'];
const status = (answer: string, context = PICKUP) => shippedStatuses({ question: 'How does pickup work?', context, answer });

describe('"any" the passage says too', () => {
  it('is no widening', () => {
    expect(status('Any bag will do for your clothes.')).toEqual(['supported']);
  });

  it('"any" of a kind the passage bounds is still contradicted (guard)', () => {
    expect(status('Any order ships free.', ['Delivery. Orders over 50 plonets ship free; smaller orders pay 4 plonets.'])).toEqual(['contradicted']);
  });
});
