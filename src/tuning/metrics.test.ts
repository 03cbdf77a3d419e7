import { describe, expect, it } from 'vitest';
import { areaUnderRoc, bestThreshold, brierScore, expectedCalibrationError, gateAt, reliabilityTable, type GateItem } from './metrics.ts';

describe('metrics (worked by hand)', () => {
  it('Brier score: (0 + 1) / 2', () => {
    expect(brierScore([1, 0], [1, 1])).toBe(0.5);
  });

  it('reliability and ECE: bins 0.1-0.2 (mean .15, half hallucinated) and 0.8-0.9 (mean .85, all)', () => {
    const p = [0.15, 0.15, 0.85, 0.85];
    const y = [0, 1, 1, 1] as const;
    const table = reliabilityTable(p, [...y]);
    expect(table[1]).toMatchObject({ n: 2, meanP: 0.15, rate: 0.5 });
    expect(table[8]).toMatchObject({ n: 2, rate: 1 });
    expect(table[0]).toMatchObject({ n: 0, meanP: null, rate: null });
    // 0.5 * |0.15 - 0.5| + 0.5 * |0.85 - 1| = 0.175 + 0.075
    expect(expectedCalibrationError(p, [...y])).toBeCloseTo(0.25, 12);
  });

  it('a score of exactly 1 falls in the last bin', () => {
    expect(reliabilityTable([1], [1]).at(-1)?.n).toBe(1);
  });

  it('the gate holds by rule or by score: 3 held, 2 of them hallucinated, both hallucinated held', () => {
    const items = [
      { p: 0.1, y: 0 as const, ruleHeld: false },
      { p: 0.5, y: 1 as const, ruleHeld: false },
      { p: 0.9, y: 1 as const, ruleHeld: false },
      { p: 0.3, y: 0 as const, ruleHeld: true },
    ];
    const g = gateAt(items, 0.5);
    expect(g.precision).toBeCloseTo(2 / 3, 12);
    expect(g.recall).toBe(1);
    expect(g.held).toBe(0.75);
    expect(g.f1).toBeCloseTo(0.8, 12);
    // Recall 1, faithful sent 1 of 2: (1 + 0.5) / 2.
    expect(g.balancedAccuracy).toBe(0.75);
  });

  it('with most answers hallucinated, F1 holds everything and balanced accuracy does not', () => {
    // 4 hallucinated at 0.3, 0.6, 0.7, 0.8; 1 faithful at 0.5. Holding all: F1 2*4/(5+4) = 0.889,
    // above holding p >= 0.6 (2*3/(3+4) = 0.857); balanced accuracy prefers 0.6: (3/4 + 1) / 2.
    const items: GateItem[] = [...[0.3, 0.6, 0.7, 0.8].map((p) => ({ p, y: 1 as const, ruleHeld: false })), { p: 0.5, y: 0, ruleHeld: false }];
    const scores = items.map((i) => i.p);
    expect(bestThreshold(items, scores, 'f1')).toBe(0.3);
    expect(bestThreshold(items, scores, 'balanced-accuracy')).toBe(0.6);
  });

  it('the best threshold is the highest of those with the best F1', () => {
    const items = [{ p: 0.2, y: 0 as const, ruleHeld: false }, { p: 0.6, y: 1 as const, ruleHeld: false }, { p: 0.8, y: 1 as const, ruleHeld: false }];
    // Any threshold above 0.2 and at most 0.6 holds exactly the two hallucinated answers.
    expect(bestThreshold(items, items.map((i) => i.p))).toBe(0.6);
  });
});

describe('areaUnderRoc', () => {
  it('counts ties half: 3.5 of 4 pairs ranked right', () => {
    expect(areaUnderRoc([0.1, 0.4, 0.4, 0.9], [0, 0, 1, 1])).toBe(0.875);
    expect(areaUnderRoc([0.9, 0.1], [0, 1])).toBe(0);
    expect(areaUnderRoc([0.2, 0.3], [1, 1])).toBeNaN();
  });
});
