import { describe, expect, it } from 'vitest';
import { listLengths } from './listed-count.ts';

describe('listLengths', () => {
  it('counts the items of "A, B and C", "A, B, or C" and "A and B"', () => {
    expect(listLengths('We accept Visa, Mastercard and PayPal.')).toEqual([3]);
    expect(listLengths('Choose red, green, blue, or black.')).toEqual([4]);
    expect(listLengths('Offices in Leeds and York')).toEqual([2]);
  });
  it('finds no list in a sentence without "and" or "or"', () => {
    expect(listLengths('Refunds take 5 days, sometimes longer.')).toEqual([]);
  });
});
