import { describe, expect, it } from 'vitest';
import { TOKEN_WIDTH } from './token-features.ts';
import { createTokenSupport, isTokenEnsemble, type TokenModel } from './token-model.ts';

// One feature (exact_any), one token unit, one head unit: unit = relu(2x); head = relu(mean);
// logit = head - 1. Two tokens, exact_any 1 and 0: unit values 2 and 0, mean 1, logit 0, P 0.5.
const member: TokenModel = { kind: 'token-pool', features: ['exact_any'], hidden: 1, head: 1, w1: [2], b1: [0], w2: [1, 0], b2: [0], w3: [1], b3: -1 };

function matrix(exactAny: number[], rarity: number[]): { n: number; x: Float32Array; words: string[] } {
  const x = new Float32Array(exactAny.length * TOKEN_WIDTH);
  exactAny.forEach((v, t) => { x[t * TOKEN_WIDTH + 1] = v; x[t * TOKEN_WIDTH + 4] = rarity[t] ?? 1; });
  return { n: exactAny.length, x, words: exactAny.map((_, t) => `w${t}`) };
}

describe('token-pooling support model', () => {
  it('computes the pooled forward pass by hand', () => {
    expect(createTokenSupport(member)(matrix([1, 0], [1, 1]))).toBeCloseTo(0.5, 6);
    // The max pool: head reads the max unit (2) instead of the mean: logit 1.
    expect(createTokenSupport({ ...member, w2: [0, 1] })(matrix([1, 0], [1, 1]))).toBeCloseTo(1 / (1 + Math.exp(-1)), 6);
  });

  it('weighs the mean by rarity when asked: a rare missing word pulls harder', () => {
    // weights 1 and 3: mean (1*2 + 3*0) / 4 = 0.5, logit -0.5.
    expect(createTokenSupport({ ...member, rarityPool: true })(matrix([1, 0], [1, 3]))).toBeCloseTo(1 / (1 + Math.exp(0.5)), 6);
  });

  it('averages the probabilities of an ensemble', () => {
    const other: TokenModel = { ...member, b3: 1 };
    const ensemble = { kind: 'token-ensemble' as const, members: [member, other] };
    expect(isTokenEnsemble(ensemble)).toBe(true);
    const p = createTokenSupport(ensemble)(matrix([1, 0], [1, 1]));
    expect(p).toBeCloseTo((0.5 + 1 / (1 + Math.exp(-2))) / 2, 6);
  });

  it('rejects malformed members', () => {
    expect(isTokenEnsemble({ kind: 'token-ensemble', members: [{ ...member, w1: [1, 2] }] })).toBe(false);
    expect(isTokenEnsemble({ kind: 'token-ensemble', members: [] })).toBe(false);
    expect(() => createTokenSupport({ ...member, features: ['no_such_feature'] })).toThrow(/unknown token feature/);
  });
});
