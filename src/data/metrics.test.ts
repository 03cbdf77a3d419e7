// Expected values are worked out by hand in the comments; true = hallucinated.
import { describe, expect, it } from 'vitest';
import { auroc, balancedAccuracy, bestThreshold, brier, confusion, ece, precisionRecall } from './metrics.ts';

describe('confusion, balancedAccuracy, precisionRecall', () => {
  const labels = [true, true, true, false, false];
  const predicted = [true, true, false, false, true];

  it('counts', () => {
    expect(confusion(labels, predicted)).toEqual({ tp: 2, fn: 1, tn: 1, fp: 1 });
  });

  it('balanced accuracy = (TPR 2/3 + TNR 1/2) / 2 = 7/12', () => {
    expect(balancedAccuracy(labels, predicted)).toBeCloseTo(7 / 12, 12);
  });

  it('one class only: that class recall; empty: NaN', () => {
    expect(balancedAccuracy([true, true], [true, false])).toBe(0.5);
    expect(balancedAccuracy([], [])).toBeNaN();
  });

  it('precision 2/3 (2 of 3 positive guesses), recall 2/3 (2 of 3 positives)', () => {
    expect(precisionRecall(labels, predicted)).toEqual({ precision: 2 / 3, recall: 2 / 3 });
  });

  it('throws on length mismatch', () => {
    expect(() => balancedAccuracy([true], [])).toThrow(/1 labels but 0/);
  });
});

describe('auroc', () => {
  it('perfect and inverted ranking', () => {
    expect(auroc([false, true], [0.1, 0.9])).toBe(1);
    expect(auroc([false, true], [0.9, 0.1])).toBe(0);
  });

  it('ties count one half: pairs (0.9>0.8)=1, (0.9>0.4)=1, (0.4<0.8)=0, (0.4=0.4)=0.5 -> 2.5/4', () => {
    expect(auroc([true, false, true, false], [0.9, 0.8, 0.4, 0.4])).toBe(0.625);
  });

  it('all scores equal -> 0.5; one class -> NaN', () => {
    expect(auroc([true, false, true], [0.3, 0.3, 0.3])).toBe(0.5);
    expect(auroc([true, true], [0.1, 0.2])).toBeNaN();
  });
});

describe('ece and brier', () => {
  const labels = [false, true, true, true];
  const probs = [0.1, 0.1, 0.9, 0.95];

  it('15 bins: 0.1 -> bin 1, 0.9 -> bin 13, 0.95 -> bin 14', () => {
    // bin 1: 2/4 x |1/2 - 0.1| = 0.2; bin 13: 1/4 x |1 - 0.9| = 0.025; bin 14: 1/4 x 0.05 = 0.0125
    expect(ece(labels, probs)).toBeCloseTo(0.2375, 12);
  });

  it('2 bins: [0, .5) holds 0.1, 0.1; [.5, 1] holds 0.9, 0.95', () => {
    // 2/4 x |0.5 - 0.1| + 2/4 x |1 - 0.925| = 0.2 + 0.0375
    expect(ece(labels, probs, 2)).toBeCloseTo(0.2375, 12);
    // p = 1 falls in the last bin, not past it: |1 - 1| = 0
    expect(ece([true], [1])).toBe(0);
  });

  it('brier = (0.01 + 0.81 + 0.01 + 0.0025) / 4', () => {
    expect(brier(labels, probs)).toBeCloseTo(0.208125, 12);
  });
});

describe('bestThreshold', () => {
  it('picks the lowest of tied best thresholds', () => {
    // t=0.9: tp1 fp0 -> (1/2 + 1)/2 = .75; t=0.8: .5; t=0.4: tp2 fp1 -> (1 + 1/2)/2 = .75; t=0.1: .5
    expect(bestThreshold([true, false, true, false], [0.9, 0.8, 0.4, 0.1])).toEqual({ threshold: 0.4, balancedAccuracy: 0.75 });
  });

  it('separable scores give 1 at the lowest positive score', () => {
    expect(bestThreshold([false, false, true, true], [0.1, 0.2, 0.7, 0.8])).toEqual({ threshold: 0.7, balancedAccuracy: 1 });
  });
});
