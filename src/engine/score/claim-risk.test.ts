import { describe, expect, it } from 'vitest';
import { answerRisk, claimRisk, NOTHING_CHECKED } from './claim-risk.ts';

const probs = (supported: number) => ({ supported, contradicted: (1 - supported) / 2, not_stated: (1 - supported) / 2 });

describe('claim risk', () => {
  it('framing, opinions and refusals do not count; nothing checkable scores NOTHING_CHECKED', () => {
    expect(claimRisk({ type: 'fact', status: 'not_checked', probs: null })).toBeNull();
    expect(claimRisk({ type: 'refusal', status: 'not_checked', probs: null })).toBeNull();
    expect(answerRisk([{ type: 'refusal', status: 'not_checked', probs: null }])).toBe(NOTHING_CHECKED);
  });

  it('all supported stays below the 0.42 threshold, however weak the support', () => {
    const weakest = claimRisk({ type: 'fact', status: 'supported', probs: probs(0), support: 0.7 });
    expect(weakest).toBeCloseTo(0.33, 10);
    expect(claimRisk({ type: 'fact', status: 'supported', probs: probs(1), support: 1 })).toBeCloseTo(0.03, 10);
  });

  it('a contradicted or not-stated claim puts the answer at 0.7 or more', () => {
    const claims = [
      { type: 'fact' as const, status: 'supported', probs: probs(0.9), support: 1 },
      { type: 'fact' as const, status: 'not_stated', probs: null, support: 0.7 },
    ];
    expect(answerRisk(claims)).toBeCloseTo(0.7, 10);
    expect(answerRisk([...claims, { type: 'fact', status: 'contradicted', probs: null }])).toBe(0.95);
    // not_stated with nothing behind it is the riskiest kind of not_stated.
    expect(claimRisk({ type: 'fact', status: 'not_stated', probs: null, support: 0 })).toBeCloseTo(0.92, 10);
  });

  it('an unverified step stays below the threshold', () => {
    expect(claimRisk({ type: 'computation', status: 'unverified_step', probs: null })).toBe(0.3);
  });
});

describe('withinBand', () => {
  it('moves a score inside its band and never out of it', async () => {
    const { withinBand } = await import('./claim-scorer.ts');
    // supported band [0.03, 0.33]: a claim at the bottom with full doubt lands mid-band.
    expect(withinBand(0.03, 1)).toBeCloseTo(0.18, 10);
    expect(withinBand(0.33, 1)).toBeCloseTo(0.33, 10);
    expect(withinBand(0.33, 0)).toBeCloseTo(0.18, 10);
    // one held band [0.70, 0.99] for contradicted, not_stated and depends_on_error, ordered by the doubt alone:
    // a contradicted answer the whole-answer reading trusts sits below a not-stated one it doubts.
    expect(withinBand(0.7, 0)).toBeCloseTo(0.7, 10);
    expect(withinBand(0.7, 1)).toBeCloseTo(0.99, 10);
    expect(withinBand(0.92, 0.5)).toBeCloseTo(0.845, 10);
    expect(withinBand(0.95, 0)).toBeCloseTo(0.7, 10);
    expect(withinBand(0.95, 1)).toBeCloseTo(0.99, 10);
    expect(withinBand(0.95, 0.2)).toBeLessThan(withinBand(0.7, 0.8));
    // doubt outside [0, 1] is clamped, so the score never leaves the band.
    expect(withinBand(0.95, 7)).toBeCloseTo(0.99, 10);
    expect(withinBand(0.33, -3)).toBeCloseTo(0.18, 10);
    // nothing checkable stays where it is.
    expect(withinBand(NOTHING_CHECKED, 1)).toBe(NOTHING_CHECKED);
  });
});
