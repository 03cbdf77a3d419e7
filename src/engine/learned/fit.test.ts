import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { fitModel, predictRow, type FitRow } from './fit.ts';

// A small slice: class follows the first feature; the second is noise from a fixed PRNG.
function slice(): FitRow[] {
  const random = createRandom(42);
  return Array.from({ length: 60 }, (_, i) => {
    const cls = i % 3;
    return { x: [cls === 0 ? 1 : cls === 1 ? -1 : 0, random()], allowed: cls === 2 ? [1, 2] : [cls], weight: 1 };
  });
}

const options = { features: ['a', 'b'], hidden: [4], epochs: 40, batchSize: 16, learningRate: 0.05, l2: 1e-4, seed: 3 };

describe('fitModel', () => {
  it('is deterministic given its seed', () => {
    expect(fitModel(slice(), options)).toEqual(fitModel(slice(), options));
  });

  it('depends on the seed', () => {
    expect(fitModel(slice(), { ...options, seed: 4 })).not.toEqual(fitModel(slice(), options));
  });

  it('learns which feature value means supported', () => {
    const model = fitModel(slice(), options);
    expect(predictRow(model, [1, 0.5])[0]).toBeGreaterThan(0.8);
    expect(predictRow(model, [-1, 0.5])[1]).toBeGreaterThan(0.6);
  });
});
