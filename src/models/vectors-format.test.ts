import { describe, expect, it } from 'vitest';
import { decodeVectors, encodeVectors } from './vectors-format.ts';

describe('compact vectors format', () => {
  it('round-trips words and vectors within half a quantisation step', () => {
    const words = ['the', 'Überzug', 'x'];
    const rows = [[1, -0.5, 0.25], [0, 0, 0], [-2, 2, 0.01]];
    const v = decodeVectors(encodeVectors(words, rows, 3));
    expect(v.size).toBe(3);
    expect(v.dimensions).toBe(3);
    expect(v.words).toEqual(words);
    // scale of row 0 is 1/127: 1 -> 127 steps exactly, -0.5 -> -63.5 steps -> off by at most 1/254.
    const a = v.vector('the');
    expect(a?.[0]).toBeCloseTo(1, 6);
    expect(Math.abs((a?.[1] ?? 0) + 0.5)).toBeLessThanOrEqual(1 / 254 + 1e-7);
    expect(Math.abs((a?.[2] ?? 0) - 0.25)).toBeLessThanOrEqual(1 / 254 + 1e-7);
    expect([...(v.vector('Überzug') ?? [])]).toEqual([0, 0, 0]);
    const c = v.vector('x');
    expect(c?.[0]).toBeCloseTo(-2, 6);
    expect(c?.[1]).toBeCloseTo(2, 6);
  });

  it('falls back to the lower-cased word and returns null for unknown words', () => {
    const v = decodeVectors(encodeVectors(['paris'], [[0.5, 0.5]], 2));
    expect(v.vector('Paris')?.[0]).toBeCloseTo(0.5, 6);
    expect(v.vector('london')).toBeNull();
  });

  it('rejects a file that is not a vectors file or is truncated', () => {
    expect(() => decodeVectors(new Uint8Array(32))).toThrow(/not a ground vectors file/);
    const bytes = encodeVectors(['a', 'b'], [[1, 2], [3, 4]], 2);
    expect(() => decodeVectors(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
  });
});
