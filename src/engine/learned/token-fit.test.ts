import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { TOKEN_FEATURES, TOKEN_WIDTH } from './token-features.ts';
import { fitTokenModel, type TokenRow } from './token-fit.ts';
import { createTokenSupport } from './token-model.ts';

// Claims of 1-6 tokens; a claim is supported iff every token is matched (feature a = 1); feature
// b is noise. Only the pooled minimum (here: the max of a "doubt" unit) can tell them apart well.
function slice(seed: number): TokenRow[] {
  const random = createRandom(seed);
  return Array.from({ length: 400 }, () => {
    const n = 1 + Math.floor(random() * 6);
    const x = new Float32Array(n * 2);
    let all = true;
    for (let t = 0; t < n; t++) {
      const a = random() < 0.85 ? 1 : 0;
      if (a === 0) all = false;
      x[t * 2] = a;
      x[t * 2 + 1] = random();
    }
    return { x, n, pool: new Float32Array(n).fill(1), y: all ? 1 : 0, weight: 1 };
  });
}

const options = { features: ['exact_any', 'rarity'], hidden: 8, head: 4, epochs: 30, batchSize: 32, learningRate: 0.01, l2: 1e-4, seed: 5 };

/** Full-width rows for createTokenSupport from the two-column rows above. */
function full(row: TokenRow): { n: number; x: Float32Array; words: string[] } {
  const x = new Float32Array(row.n * TOKEN_WIDTH);
  const a = TOKEN_FEATURES.indexOf('exact_any');
  const b = TOKEN_FEATURES.indexOf('rarity');
  for (let t = 0; t < row.n; t++) { x[t * TOKEN_WIDTH + a] = row.x[t * 2] ?? 0; x[t * TOKEN_WIDTH + b] = row.x[t * 2 + 1] ?? 0; }
  return { n: row.n, x, words: [] };
}

describe('fitTokenModel', () => {
  it('is deterministic given its seed, and depends on it', () => {
    expect(fitTokenModel(slice(1), options)).toEqual(fitTokenModel(slice(1), options));
    expect(fitTokenModel(slice(1), { ...options, seed: 6 })).not.toEqual(fitTokenModel(slice(1), options));
  });

  it('learns that one unmatched token makes a claim unsupported', () => {
    const support = createTokenSupport(fitTokenModel(slice(1), options));
    const test = slice(2);
    const right = test.filter((r) => (support(full(r)) >= 0.5 ? 1 : 0) === r.y).length;
    expect(right / test.length).toBeGreaterThan(0.95);
  });

  it('with monotone directions, never lowers P(supported) when a token becomes matched', () => {
    const model = fitTokenModel(slice(1), { ...options, monotone: [1, 0], rarityPool: true });
    const support = createTokenSupport(model);
    const random = createRandom(9);
    for (let k = 0; k < 200; k++) {
      const n = 1 + Math.floor(random() * 5);
      const row: TokenRow = { x: Float32Array.from({ length: n * 2 }, (_, i) => (i % 2 === 0 ? (random() < 0.5 ? 1 : 0) : random())), n, pool: new Float32Array(n).fill(1), y: 0, weight: 1 };
      const t = Math.floor(random() * n);
      const lower = { ...row, x: Float32Array.from(row.x) };
      lower.x[t * 2] = 0;
      const higher = { ...row, x: Float32Array.from(row.x) };
      higher.x[t * 2] = 1;
      expect(support(full(higher))).toBeGreaterThanOrEqual(support(full(lower)) - 1e-6);
    }
  });

  it('with mean pooling only, leaves every weight that reads the max pool at 0', () => {
    const model = fitTokenModel(slice(1), { ...options, meanOnly: true });
    const maxWeights = model.w2.filter((_, c) => c % (2 * options.hidden) >= options.hidden);
    expect(maxWeights.length).toBe(options.head * options.hidden);
    expect(maxWeights.every((w) => w === 0)).toBe(true);
    // and the mean-pool weights are trained (not all 0).
    expect(model.w2.some((w, c) => c % (2 * options.hidden) < options.hidden && w !== 0)).toBe(true);
  });
});
