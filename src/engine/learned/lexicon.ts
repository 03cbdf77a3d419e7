/**
 * Word vectors as the verifier uses them: unit-length, memoised, plus a word-rarity weight.
 */
import type { WordVectors } from '../types.ts';

/** Word vectors that may also know each word's frequency rank (0 = commonest). */
export interface RankedVectors extends WordVectors {
  rank?(word: string): number;
}

export interface Lexicon {
  /** Unit vector of the word, or null when it has none (or the lexicon has no vectors). */
  unit(word: string): Float32Array | null;
  /** Rarity weight in [0.25, 1]: common words weigh less, unknown words weigh 1. */
  weight(word: string): number;
}

const MAX_CACHE = 60_000;
const LOG_VOCAB = Math.log(100_000);

/** Wraps `vectors` (or nothing, for the no-vectors ablation) with a bounded cache. */
export function createLexicon(vectors: RankedVectors | null): Lexicon {
  const cache = new Map<string, Float32Array | null>();
  return {
    unit(word: string): Float32Array | null {
      if (!vectors) return null;
      const hit = cache.get(word);
      if (hit !== undefined) return hit;
      const v = vectors.vector(word);
      let unit: Float32Array | null = null;
      if (v) {
        let n = 0;
        for (let i = 0; i < v.length; i++) n += (v[i] ?? 0) ** 2;
        if (n > 0) {
          unit = new Float32Array(v.length);
          const inv = 1 / Math.sqrt(n);
          for (let i = 0; i < v.length; i++) unit[i] = (v[i] ?? 0) * inv;
        }
      }
      if (cache.size >= MAX_CACHE) cache.clear();
      cache.set(word, unit);
      return unit;
    },
    weight(word: string): number {
      const r = vectors?.rank?.(word) ?? -1;
      if (r < 0) return 1;
      return Math.max(0.25, Math.min(1, Math.log(r + 2) / LOG_VOCAB));
    },
  };
}

/** Dot product of two unit vectors (their cosine). */
export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
}
