// No limit on how many, where the passage caps the count (support/repeat-widening.ts). Written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Each member may bring up to 2 guests per visit.'];
const ask = (answer: string) => shippedStatuses({ question: 'Can I bring friends?', context, answer });

describe('a capped count widened', () => {
  it('contradicts "any number of guests" against "up to 2 guests"', () => {
    expect(ask('Members can bring any number of guests per visit.')).toEqual(['contradicted']);
  });

  it('supports the cap said another way', () => {
    expect(ask('Members can bring up to two guests per visit.')).toEqual(['supported']);
  });
});
