import { describe, expect, it } from 'vitest';
import { GroundError } from '../contract/errors.ts';
import type { CheckResult, ClaimStatus } from '../contract/schemas.ts';
import { applyTuning, withTuning, type LoadedTuning } from './apply-tuning.ts';
import { parseTuningFile, type TuningFile } from './tuning-file.ts';

const FIGURES = { brier: 0.1, ece: 0.05, gate: { threshold: 0.42, precision: 0.8, recall: 0.7, f1: 0.75, balancedAccuracy: 0.7, held: 0.4 } };
const FILE: TuningFile = {
  kind: 'ground-tuning', version: 1, model: 'ground-claims-2.0.0',
  calibration: { method: 'isotonic', x: [0.2, 0.8], y: [0.1, 0.9] },
  threshold: 0.5, fail_on: ['contradicted', 'not_stated'],
  fitted_on: { answers: 40, hallucinated: 20, label_field: 'label', folds: 5, seed: 0, objective: 'f1' },
  held_out: { before: FIGURES, after: { ...FIGURES, gate: { ...FIGURES.gate, threshold: null } } },
};
const TUNING: LoadedTuning = { file: FILE, hash: 'abcd1234', path: 't.json' };

function result(p: number | null, model = 'ground-claims-2.0.0', status: CheckResult['status'] = 'ok'): CheckResult {
  return { status, id: 'chk_1', score: { p_hallucinated: p, model }, sentences: [], meta: { latency_ms: 1 } };
}

describe('parseTuningFile', () => {
  it('reads a valid file and names what is wrong with others', () => {
    expect(parseTuningFile(JSON.stringify(FILE))).toEqual({ ok: true, value: FILE });
    expect(parseTuningFile('{')).toEqual({ ok: false, message: 'it is not JSON' });
    expect(parseTuningFile(JSON.stringify({ ...FILE, version: 3 }))).toEqual({ ok: false, message: 'it is version 3; this ground reads versions 1 and 2' });
    const decreasing = parseTuningFile(JSON.stringify({ ...FILE, calibration: { method: 'isotonic', x: [0.2, 0.8], y: [0.9, 0.1] } }));
    expect(decreasing).toMatchObject({ ok: false, message: expect.stringContaining('y never decreasing') as unknown });
    expect(parseTuningFile(JSON.stringify({ ...FILE, calibration: { method: 'platt', a: -1, b: 0 } }))).toMatchObject({ ok: false, message: expect.stringContaining('calibration.a') as unknown });
  });
});

/** A version 2 file whose re-scorer is sigmoid(-1 + 2 * any_contradicted), the shipped score weighing nothing. */
const ADAPT: TuningFile = {
  ...FILE, version: 2,
  calibration: { method: 'adapt', features: ['logit_p', 'any_contradicted'], mean: [0, 0], scale: [1, 1], weights: [0, 2], bias: -1, lambda: 10 },
};

function withClaims(p: number, statuses: ClaimStatus[]): CheckResult {
  const claims = statuses.map((status, i) => ({ id: `c0.${i}`, span: [0, 5] as [number, number], text: 'Built in 1889.', type: 'fact' as const, status, checks: [], evidence: [], fix: null, rests_on: [] }));
  return { ...result(p), sentences: [{ index: 0, span: [0, 14], text: 'Built in 1889.', status: statuses[0] ?? 'supported', claims }] };
}

describe('version 2 (ground tune --adapt)', () => {
  it('reads a re-scorer; a version 1 file cannot hold one, and lengths must agree', () => {
    expect(parseTuningFile(JSON.stringify(ADAPT))).toEqual({ ok: true, value: ADAPT });
    expect(parseTuningFile(JSON.stringify({ ...ADAPT, version: 1 }))).toMatchObject({ ok: false, message: expect.stringContaining('calibration.method') as unknown });
    const short = { ...ADAPT, calibration: { ...ADAPT.calibration, weights: [1] } };
    expect(parseTuningFile(JSON.stringify(short))).toMatchObject({ ok: false, message: expect.stringContaining('one mean, scale and weight per feature') as unknown });
    const unknown = { ...ADAPT, calibration: { ...ADAPT.calibration, features: ['logit_p', 'gut_feeling'] } };
    expect(parseTuningFile(JSON.stringify(unknown))).toMatchObject({ ok: false, message: expect.stringContaining('calibration.features.1') as unknown });
  });

  it('applyTuning re-scores from the result: sigmoid(1) = 0.7311 with a contradicted claim, sigmoid(-1) = 0.2689 without', () => {
    const tuning: LoadedTuning = { file: ADAPT, hash: 'feedbeef', path: 'a.json' };
    expect(applyTuning(withClaims(0.1, ['contradicted', 'supported']), tuning).score).toEqual({ p_hallucinated: 0.7311, model: 'ground-claims-2.0.0+tuning@feedbeef' });
    expect(applyTuning(withClaims(0.9, ['supported', 'not_stated']), tuning).score.p_hallucinated).toBe(0.2689);
  });
});

describe('version 2 with claim_risk (ground tune --adapt --claim-label-field)', () => {
  const BY_STATUS = { contradicted: 0.9, not_stated: 0.6, depends_on_error: 0.5, unverified_step: 0.4, supported: 0.1, not_checked: 0.2 };
  /** sigmoid(-2 + 4 * claim_risk), the shipped score weighing nothing. */
  const RISK: TuningFile = {
    ...FILE, version: 2,
    calibration: { method: 'adapt', features: ['logit_p', 'claim_risk'], claim_risk: { base: 0.3, by_status: BY_STATUS }, mean: [0, 0], scale: [1, 1], weights: [0, 4], bias: -2, lambda: 10 },
  };

  it('reads claim_risk last with its shares; either without the other, or not last, is refused', () => {
    expect(parseTuningFile(JSON.stringify(RISK))).toEqual({ ok: true, value: RISK });
    const { claim_risk: _, ...noShares } = RISK.calibration as Extract<TuningFile['calibration'], { method: 'adapt' }>;
    for (const calibration of [noShares, { ...RISK.calibration, features: ['logit_p', 'any_contradicted'] }, { ...RISK.calibration, features: ['logit_p', 'claim_risk', 'any_contradicted'], mean: [0, 0, 0], scale: [1, 1, 1], weights: [0, 4, 0] }]) {
      expect(parseTuningFile(JSON.stringify({ ...RISK, calibration }))).toMatchObject({ ok: false, message: expect.stringContaining('claim_risk (last) exactly when it has its shares') as unknown });
    }
    const missing = { ...RISK, calibration: { ...RISK.calibration, claim_risk: { base: 0.3, by_status: { ...BY_STATUS, supported: undefined } } } };
    expect(parseTuningFile(JSON.stringify(missing))).toMatchObject({ ok: false, message: expect.stringContaining('calibration.claim_risk.by_status.supported') as unknown });
  });

  it('applyTuning reads the riskiest claim status: sigmoid(-2 + 4 * 0.9) = 0.8320, sigmoid(-2 + 4 * 0.1) = 0.1680, no claims at the base 0.3: 0.3100', () => {
    const tuning: LoadedTuning = { file: RISK, hash: 'feedbeef', path: 'a.json' };
    expect(applyTuning(withClaims(0.1, ['supported', 'contradicted']), tuning).score.p_hallucinated).toBe(0.832);
    expect(applyTuning(withClaims(0.9, ['supported', 'supported']), tuning).score.p_hallucinated).toBe(0.168);
    expect(applyTuning(withClaims(0.9, []), tuning).score.p_hallucinated).toBe(0.31);
  });
});

describe('applyTuning', () => {
  it('maps the score (0.5 is halfway from (0.2, 0.1) to (0.8, 0.9)) and names the tuning in score.model', () => {
    expect(applyTuning(result(0.5), TUNING).score).toEqual({ p_hallucinated: 0.5, model: 'ground-claims-2.0.0+tuning@abcd1234' });
    expect(applyTuning(result(0.35), TUNING).score.p_hallucinated).toBe(0.3);
  });

  it('leaves unscored and unavailable results as they are', () => {
    const none = result(null);
    expect(applyTuning(none, TUNING)).toBe(none);
    const unavailable = result(null, '', 'unavailable');
    expect(applyTuning(unavailable, TUNING)).toBe(unavailable);
  });

  it('refuses a result scored by another model: verification_unavailable naming both', () => {
    expect(() => applyTuning(result(0.5, 'ground-claims-2.0.0+tiny-nli@dec2307d'), TUNING)).toThrow(GroundError);
    expect(() => applyTuning(result(0.5, 'other'), TUNING)).toThrow(/t\.json was fitted for ground-claims-2\.0\.0, but the checks are scored by other/);
  });

  it('withTuning wraps check and keeps the rest; null leaves the target as it is', async () => {
    const target = { window: 3, check: (p: number) => Promise.resolve(result(p)) };
    const tuned = withTuning(target, TUNING);
    expect(tuned.window).toBe(3);
    expect((await tuned.check(0.8)).score.p_hallucinated).toBe(0.9);
    expect(withTuning(target, null)).toBe(target);
  });
});
