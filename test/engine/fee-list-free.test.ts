// "no entry or exit fees" says both are free: a claim that one applies is contradicted when the
// sentence states the rest of it. Written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Units in the fund can be bought and sold on any business day with no entry or exit fees.'];
const ask = (answer: string) => shippedStatuses({ question: 'Are there fees to sell units?', context, answer });

describe('fees denied in a list', () => {
  it('contradicts "an exit fee applies" against "no entry or exit fees"', () => {
    expect(ask('An exit fee applies when units are sold.')).toEqual(['contradicted']);
  });

  it('supports the fees denied', () => {
    expect(ask('Units can be sold on any business day with no exit fee.')).not.toContain('contradicted');
  });
});
