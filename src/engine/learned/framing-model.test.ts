import { describe, expect, it } from 'vitest';
import { framingFeatures, framingProbability, parseFramingModel } from './framing-model.ts';

describe('framingFeatures', () => {
  it('gives words, neighbour pairs from a start mark, a length bucket and a closing "!"', () => {
    expect(framingFeatures('Hang in there!')).toEqual(['hang', '<s> hang', 'in', 'hang in', 'there', 'in there', 'len:0', 'end:!']);
  });

  it('folds figures and names after the first word, not "I"', () => {
    expect(framingFeatures('I paid Dana 40 pounds')).toEqual(['i', '<s> i', 'paid', 'i paid', '<cap>', 'paid <cap>', '<num>', '<cap> <num>', 'pounds', '<num> pounds', 'len:1']);
  });
});

describe('framingProbability', () => {
  const model = { version: 't', bias: -1, threshold: 0.5, weights: { hang: 2, in: 0, there: 1 } };

  it('is the logistic of the bias and the weights of the features present', () => {
    expect(framingProbability(model, 'Hang in there')).toBeCloseTo(1 / (1 + Math.exp(-2)), 10);
  });

  it('is 0 when fewer than half the words are known to the model', () => {
    expect(framingProbability(model, 'Hang on, zut alors mon ami')).toBe(0);
  });
});

describe('parseFramingModel', () => {
  it('rejects a file without weights', () => {
    expect(() => parseFramingModel({ version: 'x', bias: 0, threshold: 0.5 })).toThrow(/framing model/);
  });
});
