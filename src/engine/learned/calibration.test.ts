import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyIsotonic, fitIsotonic } from './calibration.ts';

describe('isotonic calibration', () => {
  it('pools adjacent violators', () => {
    // (0.2, 1) then (0.3, 0) violate the order and pool to 0.5 at their mean score 0.25.
    const t = fitIsotonic([0.1, 0.2, 0.3, 0.4], [0, 1, 0, 1]);
    expect(t.x).toEqual([0.1, 0.25, 0.4]);
    expect(t.y).toEqual([0, 0.5, 1]);
    expect(applyIsotonic(t, 0.175)).toBeCloseTo(0.25, 10);
    expect(applyIsotonic(t, 0)).toBe(0);
    expect(applyIsotonic(t, 1)).toBe(1);
  });

  it('weights examples', () => {
    const t = fitIsotonic([0.5, 0.5], [1, 0], [3, 1]);
    expect(t.y).toEqual([0.75]);
  });

  it('gives a non-decreasing table and a monotone map for any data', () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()), { minLength: 1, maxLength: 60 }),
      fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }),
      (pairs, a, b) => {
        const t = fitIsotonic(pairs.map((p) => p[0]), pairs.map((p) => (p[1] ? 1 : 0)));
        for (let i = 1; i < t.y.length; i++) expect(t.y[i] ?? 0).toBeGreaterThanOrEqual(t.y[i - 1] ?? 0);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(applyIsotonic(t, hi)).toBeGreaterThanOrEqual(applyIsotonic(t, lo) - 1e-12);
      },
    ));
  });
});
