import { describe, expect, it } from 'vitest';
import { combineSplit, forward, softmax, standardise, type ModelWeights } from './model.ts';

describe('model forward pass', () => {
  it('is softmax of a linear layer without hidden layers', () => {
    const model: ModelWeights = { features: ['a', 'b'], mean: [0, 0], std: [1, 1], layers: [{ w: [[1, 0], [0, 1], [0, 0]], b: [0, 0, 0] }] };
    // logits [ln 2, 0, 0] -> [2/4, 1/4, 1/4]
    const p = forward(model, [Math.log(2), 0]);
    expect(p.supported).toBeCloseTo(0.5, 10);
    expect(p.contradicted).toBeCloseTo(0.25, 10);
    expect(p.not_stated).toBeCloseTo(0.25, 10);
  });

  it('applies tanh in hidden layers', () => {
    const model: ModelWeights = {
      features: ['a'], mean: [0], std: [1],
      layers: [{ w: [[1]], b: [0] }, { w: [[2], [0], [0]], b: [0, 0, 0] }],
    };
    // hidden = tanh(atanh(0.5)) = 0.5; logits [1, 0, 0] -> e/(e+2)
    const p = forward(model, [Math.atanh(0.5)]);
    expect(p.supported).toBeCloseTo(Math.E / (Math.E + 2), 10);
  });

  it('standardises the picked features with the stored mean and spread', () => {
    const model: ModelWeights = { features: ['b'], mean: [10], std: [2], layers: [] };
    expect(standardise(model, [99, 14], [1])).toEqual([2]);
  });

  it('keeps softmax finite for large logits', () => {
    const p = softmax([1000, 0, -1000]);
    expect(p[0]).toBeCloseTo(1, 12);
    expect(p.every(Number.isFinite)).toBe(true);
  });

  it('keeps P(supported) and divides the rest in the split model\'s ratio', () => {
    const p = combineSplit({ supported: 0.6, contradicted: 0.1, not_stated: 0.3 }, { supported: 0.2, contradicted: 0.6, not_stated: 0.2 });
    // rest 0.4, contradicted share 0.6 / (0.6 + 0.2) = 0.75
    expect(p.supported).toBe(0.6);
    expect(p.contradicted).toBeCloseTo(0.3, 12);
    expect(p.not_stated).toBeCloseTo(0.1, 12);
    expect(combineSplit({ supported: 0.6, contradicted: 0.1, not_stated: 0.3 }, null).not_stated).toBe(0.3);
  });
});
