import { describe, expect, it } from 'vitest';
import { readVectors } from './vectors.ts';

describe('shipped vectors', () => {
  it('loads the committed file with 100,000 words of 100 dimensions', () => {
    const v = readVectors();
    expect(v.size).toBe(100_000);
    expect(v.dimensions).toBe(100);
    // The vocabulary is frequency-ordered, so the commonest English word comes first.
    expect(v.words[0]).toBe('the');
  });

  it('keeps related words closer than unrelated ones', () => {
    const v = readVectors();
    const cos = (a: string, b: string): number => {
      const x = v.vector(a);
      const y = v.vector(b);
      if (!x || !y) throw new Error(`missing ${a} or ${b}`);
      let dot = 0; let nx = 0; let ny = 0;
      for (let i = 0; i < x.length; i++) { dot += (x[i] ?? 0) * (y[i] ?? 0); nx += (x[i] ?? 0) ** 2; ny += (y[i] ?? 0) ** 2; }
      return dot / Math.sqrt(nx * ny);
    };
    expect(cos('king', 'queen')).toBeGreaterThan(cos('king', 'carrot') + 0.3);
  });
});
