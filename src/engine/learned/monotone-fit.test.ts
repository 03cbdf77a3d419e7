import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { predictRow } from './fit.ts';
import { fitMonotone, type MonotoneRow } from './monotone-fit.ts';

// Supported mostly when a + b is high; c is evidence that the labels run against (a fit without the
// constraint would give it a negative weight).
function slice(seed: number): MonotoneRow[] {
  const random = createRandom(seed);
  return Array.from({ length: 600 }, () => {
    const a = random(); const b = random(); const c = random();
    const y = a + b - 0.8 * c + 0.3 * (random() - 0.5) > 0.6 ? 1 : 0;
    return { x: [a, b, c], y, weight: 1 };
  });
}

const options = { features: ['a', 'b', 'c'], hidden: 0, epochs: 20, batchSize: 32, learningRate: 0.02, l2: 1e-4, seed: 3 };

describe('fitMonotone', () => {
  it('is deterministic given its seed', () => {
    expect(fitMonotone(slice(1), options)).toEqual(fitMonotone(slice(1), options));
    expect(fitMonotone(slice(1), { ...options, hidden: 3, seed: 4 })).not.toEqual(fitMonotone(slice(1), { ...options, hidden: 3 }));
  });

  it('keeps every weight >= 0, so P(supported) never falls as an input rises', () => {
    for (const hidden of [0, 3]) {
      const model = fitMonotone(slice(2), { ...options, hidden });
      const last = model.layers[model.layers.length - 1];
      expect(Math.min(...model.layers.flatMap((l, i) => (i === model.layers.length - 1 ? (l.w[0] ?? []) : l.w.flat())))).toBeGreaterThanOrEqual(0);
      expect(last?.w[1]?.every((w) => w === 0)).toBe(true);
      const random = createRandom(9);
      for (let k = 0; k < 200; k++) {
        const x = [random(), random(), random()];
        const j = k % 3;
        const up = x.map((v, i) => (i === j ? v + 0.2 : v));
        expect(predictRow(model, up)[0] ?? 0).toBeGreaterThanOrEqual((predictRow(model, x)[0] ?? 0) - 1e-12);
      }
    }
  });

  it('learns the rising inputs and clips the falling one at 0', () => {
    const model = fitMonotone(slice(3), options);
    const [wa = 0, wb = 0, wc = 0] = model.layers[0]?.w[0] ?? [];
    expect(wa).toBeGreaterThan(0.5);
    expect(wb).toBeGreaterThan(0.5);
    expect(wc).toBe(0);
    const p = (x: number[]): number => predictRow(model, x)[0] ?? 0;
    expect(p([0.9, 0.9, 0])).toBeGreaterThan(0.8);
    expect(p([0.1, 0.1, 0])).toBeLessThan(0.2);
  });
});
