import { describe, expect, it } from 'vitest';
import { stratifiedFolds } from './k-fold.ts';

describe('stratifiedFolds', () => {
  const labels = [1, 1, 0, 1, 0, 1, 1, 0, 0, 1] as Array<0 | 1>;

  it('deals each class round the folds: 6 hallucinated and 4 not give 3 + 2 in each of 2 folds', () => {
    const folds = stratifiedFolds(labels, 2, 0);
    for (const f of [0, 1]) {
      expect(labels.filter((y, i) => y === 1 && folds[i] === f)).toHaveLength(3);
      expect(labels.filter((y, i) => y === 0 && folds[i] === f)).toHaveLength(2);
    }
  });

  it('is the same for the same seed and shuffles differently for another', () => {
    expect(stratifiedFolds(labels, 3, 5)).toEqual(stratifiedFolds(labels, 3, 5));
    const seeds = [0, 1, 2, 3].map((seed) => stratifiedFolds(labels, 3, seed).join(''));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});
