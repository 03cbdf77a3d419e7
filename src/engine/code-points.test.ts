import { describe, expect, it } from 'vitest';
import { tokenOffsets, utf16ToCodePointTable } from './code-points.ts';

describe('tokenOffsets', () => {
  it('finds repeated tokens in order, and a missing one as -1 without moving on', () => {
    const words = ['It', 'cost', '5', '€', '5', '€', 'x', '.'].map((text) => ({ text }));
    expect(tokenOffsets('It cost 5 € — 5 €.', words)).toEqual([0, 3, 8, 10, 14, 16, -1, 17]);
  });
});

describe('utf16ToCodePointTable', () => {
  it('maps both halves of a surrogate pair to one code point', () => {
    expect([...utf16ToCodePointTable('a😀b')]).toEqual([0, 1, 1, 2, 3]);
  });
});
