import { describe, expect, it } from 'vitest';
import type { ModelWeights } from './model.ts';
import { createLearnedVerifier } from './verifier.ts';

// Supported iff the claim's words are all in the context: logits [10 * lex_all - 5, 0, 0].
const model: ModelWeights = { features: ['lex_all'], mean: [0], std: [1], layers: [{ w: [[10], [0], [0]], b: [-5, 0, 0] }] };
const passages = [{ id: 'p0', text: 'Other text.' }, { id: 'p1', text: 'The museum opened in 1902.' }];
const input = (text: string) => ({ claim: { id: 'c0', text, type: 'fact' as const }, question: 'When?', passages, evidence: [] });

describe('learned verifier', () => {
  const verifier = createLearnedVerifier({ model, supportedAt: 0.5 }, null);

  it('supports a covered claim and cites the passage of the best window', () => {
    const v = verifier.verify(input('The museum opened in 1902.'));
    expect(v.status).toBe('supported');
    expect(v.probs?.supported).toBeCloseTo(Math.exp(5) / (Math.exp(5) + 2), 10);
    expect(v.evidence.map((e) => e.id)).toEqual(['p1']);
    expect(v.fix).toBeNull();
  });

  it('says not stated, with the missing words, for an uncovered claim', () => {
    const v = verifier.verify(input('A zebra escaped.'));
    expect(v.status).toBe('not_stated');
    expect(v.checks.join(' ')).toMatch(/zebra/);
    expect(v.fix).not.toBeNull();
  });

  it('returns no probabilities for a claim with nothing to check', () => {
    expect(verifier.verify(input('It is.')).probs).toBeNull();
  });
});

describe('learned verifier with a token-pooling support model', () => {
  // P(supported) = sigmoid(10 * (rarity-weighted share of claim words found anywhere) - 5).
  const member = { kind: 'token-pool' as const, features: ['exact_any'], hidden: 1, head: 1, w1: [1], b1: [0], w2: [10, 0], b2: [0], w3: [1], b3: -5, rarityPool: true };
  const verifier = createLearnedVerifier({ model: { support: { kind: 'token-ensemble', members: [member] } }, supportedAt: 0.5 }, null);

  it('supports a covered claim and leaves an uncovered one not stated', () => {
    const covered = verifier.verify(input('The museum opened in 1902.'));
    expect(covered.status).toBe('supported');
    expect(covered.probs?.supported).toBeCloseTo(1 / (1 + Math.exp(-5)), 6);
    const uncovered = verifier.verify(input('A zebra escaped.'));
    expect(uncovered.status).toBe('not_stated');
    expect(uncovered.probs?.supported).toBeCloseTo(1 / (1 + Math.exp(5)), 6);
  });
});

describe('learned verifier averaged with plain word overlap (overlapShare)', () => {
  const mixed = createLearnedVerifier({ model: { support: model, overlapShare: 0.5 }, supportedAt: 0.5 }, null);
  const plain = createLearnedVerifier({ model: { support: model }, supportedAt: 0.5 }, null);

  it('gives the mean of the model\'s P(supported) and the share of content words found', () => {
    const text = 'The museum opened in 1902 with zebras.';
    const p = plain.verify(input(text)).probs;
    const m = mixed.verify(input(text)).probs;
    // Content words for overlap: museum, opened, 1902, zebra: three of four found.
    expect(m?.supported).toBeCloseTo(((p?.supported ?? 0) + 0.75) / 2, 12);
    expect((m?.supported ?? 0) + (m?.contradicted ?? 0) + (m?.not_stated ?? 0)).toBeCloseTo(1, 12);
  });

  it('still leaves a claim with none of its words found not stated', () => {
    expect(mixed.verify(input('A zebra escaped.')).status).toBe('not_stated');
  });
});
