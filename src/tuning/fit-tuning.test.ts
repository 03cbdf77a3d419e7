import { describe, expect, it } from 'vitest';
import { createRandom } from '../engine/random.ts';
import { FEATURE_NAMES } from './answer-features.ts';
import { CannotFit, fitTuning, type FitOptions } from './fit-tuning.ts';
import type { GateItem } from './metrics.ts';

const OPTIONS: FitOptions = { folds: 5, seed: 0, method: 'auto', baseThreshold: 0.42, tuneThreshold: true };

/** Scores that overstate risk: answers at p are hallucinated with probability p / 2. */
function overstated(n: number, seed: number): GateItem[] {
  const rng = createRandom(seed);
  return Array.from({ length: n }, () => {
    const p = rng();
    return { p, y: rng() < p / 2 ? 1 : 0, ruleHeld: false };
  });
}

/** Answers whose shipped p is noise and whose second feature (any_contradicted's slot) decides. */
function decidedByFeature(n: number, seed: number): GateItem[] {
  const rng = createRandom(seed);
  return Array.from({ length: n }, () => {
    const p = 0.05 + 0.9 * rng();
    const f = rng() < 0.5 ? 1 : 0;
    const x = FEATURE_NAMES.map((name) => (name === 'logit_p' ? Math.log(p / (1 - p)) : name === 'any_contradicted' ? f : 0));
    return { p, y: rng() < (f === 1 ? 0.9 : 0.1) ? 1 : 0, ruleHeld: false, x };
  });
}

describe('fitTuning method adapt', () => {
  it('fits the re-scorer, measures both calibrations beside it, and beats them held out when a feature decides', () => {
    const items = decidedByFeature(300, 6);
    const fit = fitTuning(items, { ...OPTIONS, method: 'adapt' });
    expect(fit.calibration.method).toBe('adapt');
    expect(Object.keys(fit.methods).sort()).toEqual(['adapt', 'isotonic', 'platt']);
    expect(fit.methods.adapt).toBeLessThan(Math.min(fit.methods.isotonic as number, fit.methods.platt as number));
    // Held out, the ranking improves from chance (p is noise) to about the feature's 0.8.
    expect(fit.before.auroc).toBeLessThan(0.6);
    expect(fit.after.auroc).toBeGreaterThan(0.75);
    expect(fit.worse).toEqual([]);
    expect(fitTuning(items, { ...OPTIONS, method: 'adapt' })).toEqual(fit);
  });

  it('with claim labels, learns the claim risk of each status and reads it for answers without labels too', () => {
    // The answer features say nothing (p is noise, the rest 0); whether the answer's claim is
    // not_stated decides (90% against 10% hallucinated), and half the answers label that claim.
    const rng = createRandom(11);
    const items: GateItem[] = Array.from({ length: 300 }, (_, i) => {
      const p = 0.05 + 0.9 * rng();
      const status = rng() < 0.5 ? 'not_stated' as const : 'supported' as const;
      const y = rng() < (status === 'not_stated' ? 0.9 : 0.1) ? 1 : 0;
      const x = FEATURE_NAMES.map((name) => (name === 'logit_p' ? Math.log(p / (1 - p)) : 0));
      return { p, y, ruleHeld: false, x, statuses: [status], claims: i % 2 === 0 ? [{ status, y }] : [] };
    });
    const fit = fitTuning(items, { ...OPTIONS, method: 'adapt' });
    if (fit.calibration.method !== 'adapt') throw new Error('expected the re-scorer');
    expect(fit.calibration.features).toEqual([...FEATURE_NAMES, 'claim_risk']);
    expect(fit.calibration.claim_risk?.by_status.not_stated).toBeGreaterThan(0.8);
    expect(fit.calibration.claim_risk?.by_status.supported).toBeLessThan(0.2);
    expect(fit.after.auroc).toBeGreaterThan(0.8);
    // Without the claim labels the same answers give it nothing to learn from.
    const blind = fitTuning(items.map(({ statuses: _s, claims: _c, ...rest }) => rest), { ...OPTIONS, method: 'adapt' });
    expect(blind.calibration).not.toHaveProperty('claim_risk');
    expect(blind.after.auroc).toBeLessThan(0.65);
  });

  it('needs the features of every answer', () => {
    expect(() => fitTuning(overstated(40, 1), { ...OPTIONS, method: 'adapt' })).toThrow(/features/);
  });
});

describe('fitTuning', () => {
  it('refuses labels of one kind, and a kind with a single answer', () => {
    const faithful = [0.1, 0.2, 0.3].map((p) => ({ p, y: 0 as const, ruleHeld: false }));
    expect(() => fitTuning(faithful, OPTIONS)).toThrow(CannotFit);
    expect(() => fitTuning(faithful, OPTIONS)).toThrow(/every labelled answer is not hallucinated/);
    expect(() => fitTuning([...faithful, { p: 0.9, y: 1, ruleHeld: false }], OPTIONS)).toThrow(/only 1 answer is hallucinated/);
  });

  it('improves the held-out Brier score of overstated scores, and is the same for the same seed', () => {
    const items = overstated(400, 3);
    const fit = fitTuning(items, OPTIONS);
    expect(fit.after.brier).toBeLessThan(fit.before.brier);
    expect(fit.worse.filter((w) => w.startsWith('Brier'))).toEqual([]);
    expect(fit.heldOutScores).toHaveLength(400);
    expect(fitTuning(items, OPTIONS)).toEqual(fit);
    expect(Object.keys(fit.methods).sort()).toEqual(['isotonic', 'platt']);
  });

  it('says so when the tuning is worse on held-out answers: Platt cannot reach perfectly separated 0/1 scores', () => {
    const items = [0, 0, 0, 0, 1, 1, 1, 1].map((p) => ({ p, y: p as 0 | 1, ruleHeld: false }));
    const fit = fitTuning(items, { ...OPTIONS, method: 'platt', folds: 2 });
    expect(fit.before.brier).toBe(0);
    expect(fit.worse.some((w) => w.startsWith('Brier score 0.0000 ->'))).toBe(true);
  });

  it('lowers the folds to the smaller class, and keeps the threshold untuned when asked', () => {
    const items = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.9, 0.95].map((p, i) => ({ p, y: (i >= 5 ? 1 : 0) as 0 | 1, ruleHeld: false }));
    const fit = fitTuning(items, { ...OPTIONS, tuneThreshold: false });
    expect(fit.folds).toBe(3);
    expect(fit.threshold).toBeNull();
    expect(fit.after.gate.threshold).toBeNull();
  });
});
