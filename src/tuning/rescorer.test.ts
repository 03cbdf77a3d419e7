import { describe, expect, it } from 'vitest';
import { createRandom } from '../engine/random.ts';
import type { FeatureName } from './answer-features.ts';
import { fitRescorer, fitRescorerAt, LAMBDAS, rescore, type FeatureSample } from './rescorer.ts';

const logit = (p: number): number => Math.log(p / (1 - p));
const FEATURES: FeatureName[] = ['logit_p', 'any_contradicted'];

/**
 * Answers whose shipped p is right (y ~ Bernoulli(p)) and whose second feature is noise, or, with
 * `flag`, answers whose second feature decides: hallucinated with probability 0.9 when it is 1,
 * 0.1 when 0, while p is noise.
 */
function samples(n: number, seed: number, flag = false): FeatureSample[] {
  const rng = createRandom(seed);
  return Array.from({ length: n }, () => {
    const p = 0.05 + 0.9 * rng();
    const f = rng() < 0.5 ? 1 : 0;
    const chance = flag ? (f === 1 ? 0.9 : 0.1) : p;
    return { x: [logit(p), f], y: rng() < chance ? 1 : 0 };
  });
}

describe('fitRescorerAt', () => {
  it('with a very strong penalty it keeps the shipped score (slope 1 on logit p, 0 elsewhere)', () => {
    const data = samples(2000, 1);
    const model = fitRescorerAt(data, FEATURES, 1e7);
    // Standardised slope = the spread of logit p, so on the raw scale it is 1.
    expect((model.weights[0] as number) / (model.scale[0] as number)).toBeCloseTo(1, 3);
    expect(model.weights[1]).toBeCloseTo(0, 3);
    // p = 0.3 comes back about 0.3 (the unpenalised bias moves it only as far as the labels' base rate differs).
    expect(Math.abs(rescore(model, [logit(0.3), 0]) - 0.3)).toBeLessThan(0.03);
  });

  it('with a weak penalty it learns the feature that decides', () => {
    const model = fitRescorerAt(samples(2000, 2, true), FEATURES, 1);
    expect(rescore(model, [logit(0.5), 1])).toBeGreaterThan(0.85);
    expect(rescore(model, [logit(0.5), 0])).toBeLessThan(0.15);
  });

  it('refuses features that do not start with logit_p', () => {
    expect(() => fitRescorerAt(samples(10, 3), ['any_contradicted', 'logit_p'], 1)).toThrow(/logit_p/);
  });
});

describe('fitRescorer', () => {
  it('chooses a weak penalty when a feature decides and a strong one when the shipped score is right; same seed, same model', () => {
    const decided = fitRescorer(samples(600, 4, true), FEATURES, { folds: 3, seed: 0 });
    const right = fitRescorer(samples(600, 5), FEATURES, { folds: 3, seed: 0 });
    expect(decided.lambda).toBeLessThan(right.lambda);
    expect(LAMBDAS).toContain(decided.lambda);
    expect(fitRescorer(samples(600, 4, true), FEATURES, { folds: 3, seed: 0 })).toEqual(decided);
  });
});
