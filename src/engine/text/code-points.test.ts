import { describe, expect, it } from 'vitest';
import { tokenOffsets, tokensWithin, utf16ToCodePointTable } from './code-points.ts';

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

describe('tokensWithin', () => {
  it('finds a sentence\'s tokens by their place in the sentence, whatever offsets they carry', () => {
    // Offsets into a passage where this sentence starts at 40, as the context index gives them.
    const text = 'Motorcycles pay 24p and bicycles 20p.';
    const tokens = [['Motorcycles', 40], ['pay', 52], ['24p', 56], ['and', 60], ['bicycles', 64], ['20p', 73], ['.', 76]].map(([t, s]) => ({ text: t as string, start: s as number }));
    expect(tokensWithin(text, tokens, 0, 19).map((t) => t.text)).toEqual(['Motorcycles', 'pay', '24p']);
    expect(tokensWithin(text, tokens, 20, text.length).map((t) => t.text)).toEqual(['and', 'bicycles', '20p', '.']);
  });
});
