import { describe, expect, it } from 'vitest';
import { calibrate, fitIsotonic, fitPlatt, type Sample } from './calibration.ts';
import { createRandom } from '../engine/random.ts';

const s = (p: number, y: 0 | 1): Sample => ({ p, y });

describe('fitIsotonic', () => {
  it('pools violators and reads straight lines between blocks (worked by hand)', () => {
    // 0.2:0, 0.4:1, 0.6:0, 0.8:1 -> 0.4 and 0.6 pool to 0.5; points (0.2,0) (0.4,.5) (0.6,.5) (0.8,1).
    const c = fitIsotonic([s(0.6, 0), s(0.2, 0), s(0.8, 1), s(0.4, 1)]);
    expect(c).toEqual({ method: 'isotonic', x: [0.2, 0.4, 0.6, 0.8], y: [0, 0.5, 0.5, 1] });
    expect(calibrate(c, 0.3)).toBe(0.25);
    expect(calibrate(c, 0.5)).toBe(0.5);
    expect(calibrate(c, 0.7)).toBe(0.75);
    expect(calibrate(c, 0.05)).toBe(0);
    expect(calibrate(c, 0.95)).toBe(1);
  });

  it('pools equal scores first: three answers at 0.5, one hallucinated, give 1/3 everywhere', () => {
    const c = fitIsotonic([s(0.5, 1), s(0.5, 0), s(0.5, 0)]);
    expect(c).toEqual({ method: 'isotonic', x: [0.5], y: [1 / 3] });
    expect(calibrate(c, 0.1)).toBe(0.3333);
    expect(calibrate(c, 0.9)).toBe(0.3333);
  });

  it('gives a non-decreasing map on noisy data, and the same map for the same samples in any order', () => {
    const rng = createRandom(7);
    const samples = Array.from({ length: 200 }, () => {
      const p = rng();
      return s(p, rng() < p ? 1 : 0);
    });
    const c = fitIsotonic(samples);
    expect(fitIsotonic([...samples].reverse())).toEqual(c);
    let last = -1;
    for (let i = 0; i <= 1000; i += 1) {
      const q = calibrate(c, i / 1000) as number;
      expect(q).toBeGreaterThanOrEqual(last);
      last = q;
    }
  });
});

describe('fitPlatt', () => {
  it('stops where the gradient of the log loss (smoothed targets) is zero', () => {
    const samples = [s(0.1, 0), s(0.2, 0), s(0.3, 1), s(0.4, 0), s(0.6, 1), s(0.7, 0), s(0.8, 1), s(0.9, 1)];
    const c = fitPlatt(samples);
    if (c.method !== 'platt') throw new Error('not platt');
    expect(c.a).toBeGreaterThan(0);
    // Targets: (4+1)/(4+2) for hallucinated, 1/(4+2) for the others (Platt 1999).
    let ga = 0;
    let gb = 0;
    for (const x of samples) {
      const z = Math.log(x.p / (1 - x.p));
      const q = 1 / (1 + Math.exp(-(c.a * z + c.b)));
      const t = x.y === 1 ? 5 / 6 : 1 / 6;
      ga += (q - t) * z;
      gb += q - t;
    }
    expect(Math.abs(ga)).toBeLessThan(1e-8);
    expect(Math.abs(gb)).toBeLessThan(1e-8);
  });

  it('never reverses the order: scores that go the wrong way give the smoothed base rate', () => {
    const c = fitPlatt([s(0.9, 0), s(0.8, 0), s(0.2, 1), s(0.1, 1)]);
    // a < 0 would be needed; a = 0 and the base rate (2+1)/(4+2) = 0.5.
    expect(c).toEqual({ method: 'platt', a: 0, b: 0 });
    expect(calibrate(c, 0.05)).toBe(0.5);
    expect(calibrate(c, 0.95)).toBe(0.5);
  });
});

describe('calibrate', () => {
  it('leaves a null score (an unavailable answer) null', () => {
    expect(calibrate({ method: 'platt', a: 1, b: 0 }, null)).toBeNull();
    expect(calibrate({ method: 'isotonic', x: [0], y: [0] }, null)).toBeNull();
  });
});
