import { describe, expect, it } from 'vitest';
import { claimRiskOf, fitClaimRisk } from './claim-risk.ts';

describe('fitClaimRisk', () => {
  it('per status, the share of hallucinated labelled claims with 2 pseudo-claims at the overall share (worked by hand)', () => {
    // 8 claims, 4 hallucinated: base 0.5. not_stated 3 of 4 -> (3 + 1) / 6; supported 0 of 3 -> 1 / 5;
    // contradicted 1 of 1 -> 2 / 3; the statuses with no label stay at the base.
    const risk = fitClaimRisk([
      { status: 'not_stated', y: 1 }, { status: 'not_stated', y: 1 }, { status: 'not_stated', y: 1 }, { status: 'not_stated', y: 0 },
      { status: 'supported', y: 0 }, { status: 'supported', y: 0 }, { status: 'supported', y: 0 }, { status: 'contradicted', y: 1 },
    ]);
    expect(risk.base).toBe(0.5);
    expect(risk.by_status.not_stated).toBeCloseTo(4 / 6, 12);
    expect(risk.by_status.supported).toBeCloseTo(1 / 5, 12);
    expect(risk.by_status.contradicted).toBeCloseTo(2 / 3, 12);
    expect(risk.by_status.unverified_step).toBe(0.5);
    expect(() => fitClaimRisk([])).toThrow(RangeError);
  });
});

describe('claimRiskOf', () => {
  it('is the riskiest of the answer\'s statuses, the base with no claims', () => {
    const risk = { base: 0.3, by_status: { contradicted: 0.9, not_stated: 0.6, depends_on_error: 0.5, unverified_step: 0.4, supported: 0.1, not_checked: 0.2 } };
    expect(claimRiskOf(risk, ['supported', 'not_stated', 'not_checked'])).toBe(0.6);
    expect(claimRiskOf(risk, ['supported'])).toBe(0.1);
    expect(claimRiskOf(risk, [])).toBe(0.3);
  });
});
