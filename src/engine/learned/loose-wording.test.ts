// Written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { LOOSE_FEATURES, looseFeatures, looseProbability, parseLooseWordingModel, type LooseCandidate } from './loose-wording.ts';

const candidate: LooseCandidate = {
  text: 'You should always book ahead', support: 0.4, terms: 4, missing: 2, missingShare: 0.5, heaviestMissing: 0.8, nearShare: 0.1,
  missingNouns: 1, missingNames: 0, missingVerbs: 1, missingModifiers: 0, missingNumbers: 0, heavy: false, missingElsewhere: 1, missingAsked: 0,
  figures: 0, negations: 0, tokens: 5, windows: 2, opposed: 0,
};

describe('looseFeatures', () => {
  it('gives one value per named feature: shares by kind are per missing word, cues are 0/1', () => {
    const x = looseFeatures(candidate);
    expect(x).toHaveLength(LOOSE_FEATURES.length);
    const at = (name: (typeof LOOSE_FEATURES)[number]) => x[LOOSE_FEATURES.indexOf(name)];
    expect(at('support')).toBe(0.4);
    expect(at('missing_nouns')).toBe(0.5);
    expect(at('missing_elsewhere')).toBe(0.5);
    expect(at('log_tokens')).toBeCloseTo(Math.log(6), 12);
    expect(at('advice')).toBe(1);
    expect(at('hedge')).toBe(0);
  });
});

describe('looseProbability', () => {
  it('is the logistic of the bias and the standardised, weighted features', () => {
    const n = LOOSE_FEATURES.length;
    const weights = Array.from({ length: n }, (_, j) => (j === 0 ? 2 : 0));
    const mean = Array.from({ length: n }, (_, j) => (j === 0 ? 0.2 : 0));
    const scale = Array.from({ length: n }, (_, j) => (j === 0 ? 0.1 : 1));
    // z = -1 + 2 x (0.4 - 0.2) / 0.1 = 3
    expect(looseProbability({ version: 't', threshold: 0.5, bias: -1, mean, scale, weights }, candidate)).toBeCloseTo(1 / (1 + Math.exp(-3)), 12);
  });
});

describe('parseLooseWordingModel', () => {
  it('rejects a file whose weights do not match the features', () => {
    expect(() => parseLooseWordingModel({ version: 'x', threshold: 0.2, bias: 0, mean: [0], scale: [1], weights: [1] })).toThrow(/loose-wording model/);
  });
});
