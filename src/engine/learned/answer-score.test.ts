import { describe, expect, it } from 'vitest';
import { calibrateRaw, combineRaw, createAnswerScorer } from './answer-score.ts';
import type { ModelWeights } from './model.ts';
import { createLearnedVerifier } from './verifier.ts';

// P(supported) = sigmoid-like in lex_all: logits [10 * lex_all - 5, 0, 0].
const model: ModelWeights = { features: ['lex_all'], mean: [0], std: [1], layers: [{ w: [[10], [0], [0]], b: [-5, 0, 0] }] };
const identity = { version: 'v-test', calibration: { x: [0, 1], y: [0, 1] } };

describe('shipped answer score', () => {
  it('takes the larger raw score and clamps the calibrated value', () => {
    expect(combineRaw(0.2, 0.7)).toBe(0.7);
    expect(combineRaw(0.9, 0.1)).toBe(0.9);
    expect(calibrateRaw(identity, 0)).toBe(0.01);
    expect(calibrateRaw(identity, 0.3)).toBeCloseTo(0.3, 10);
  });

  it('raises the engine\'s claim score with the sentence score of an unsupported sentence', () => {
    const verifier = createLearnedVerifier({ model, supportedAt: 0.5 }, null);
    const scorer = createAnswerScorer(verifier, identity);
    // The engine saw one well-supported claim: raw 1 - P(supported) = 0.1.
    const claims = [{ type: 'fact' as const, status: 'supported', probs: { supported: 0.9, contradicted: 0.05, not_stated: 0.05 } }];
    const input = { question: 'q', context: ['The museum opened in 1902.'], answer: 'The zebra opened in 1902.' };
    expect(scorer.scoreAnswer(claims)).toBeCloseTo(0.1, 10);
    const p = scorer.scoreAnswer(claims, input);
    // zebra, open, 1902: two of three in the passage, lex_all 2/3, logits [10 * 2/3 - 5, 0, 0],
    // so the sentence raw is 2 / (e^(5/3) + 2), about 0.274, above the claim's 0.1.
    expect(p).toBeCloseTo(2 / (Math.exp(5 / 3) + 2), 6);
  });

});
