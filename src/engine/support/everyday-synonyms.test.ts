import { describe, expect, it } from 'vitest';
import { everydaySynonyms } from './everyday-synonyms.ts';

describe('everydaySynonyms', () => {
  it.each([['staff', 'employee'], ['parcel', 'order'], ['bug', 'issue'], ['deadline', 'close'], ['fridge', 'refrigerate'], ['Staff', 'Employee'], ['premise', 'property'], ['earn', 'accrue'], ['lose', 'forfeit'], ['standard', 'usual'], ['stretch', 'period'], ['joiners', 'starter'], ['offer', 'available'], ['add', 'deposit'], ['slots', 'appointment']])('%s names what %s names', (a, b) => {
    expect(everydaySynonyms(a, b)).toBe(true);
    expect(everydaySynonyms(b, a)).toBe(true);
  });
  it.each([['staff', 'customer'], ['refund', 'fee'], ['staff', 'staff'], ['parcel', 'refund'], ['mandatory', 'optional'], ['earn', 'lose']])('%s is not %s', (a, b) => {
    expect(everydaySynonyms(a, b)).toBe(false);
  });
});
