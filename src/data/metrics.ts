/**
 * Evaluation metrics for the verifier, pure and synchronous.
 *
 * Convention everywhere in this module: `labels[i] === true` means example i is hallucinated /
 * not supported (the positive class), and scores and probabilities are p_hallucinated, higher
 * meaning "more likely hallucinated". Arrays must have equal lengths; a mismatch throws.
 */

/** Counts of a binary prediction against labels (positive = hallucinated). */
export interface Confusion {
  tp: number;
  fp: number;
  tn: number;
  fn: number;
}

function checkLengths(a: readonly unknown[], b: readonly unknown[]): void {
  if (a.length !== b.length) throw new Error(`metrics: ${a.length} labels but ${b.length} predictions`);
}

/** True/false positives and negatives of `predicted` against `labels`. */
export function confusion(labels: readonly boolean[], predicted: readonly boolean[]): Confusion {
  checkLengths(labels, predicted);
  const out: Confusion = { tp: 0, fp: 0, tn: 0, fn: 0 };
  labels.forEach((label, i) => {
    const guess = predicted[i];
    if (label) out[guess ? 'tp' : 'fn'] += 1;
    else out[guess ? 'fp' : 'tn'] += 1;
  });
  return out;
}

/**
 * Mean of the recall on hallucinated examples and the recall on supported ones. With only one
 * class present it is that class's recall; with no examples it is NaN.
 *
 * @example balancedAccuracy([true, true, false, false], [true, false, false, false]) // (1/2 + 2/2) / 2 = 0.75
 */
export function balancedAccuracy(labels: readonly boolean[], predicted: readonly boolean[]): number {
  const { tp, fp, tn, fn } = confusion(labels, predicted);
  const rates = [tp + fn > 0 ? tp / (tp + fn) : null, tn + fp > 0 ? tn / (tn + fp) : null].filter(
    (rate): rate is number => rate !== null,
  );
  return rates.length === 0 ? Number.NaN : rates.reduce((a, b) => a + b, 0) / rates.length;
}

/** Precision and recall of the hallucinated class (NaN where undefined, e.g. no positive guess). */
export function precisionRecall(labels: readonly boolean[], predicted: readonly boolean[]): { precision: number; recall: number } {
  const { tp, fp, fn } = confusion(labels, predicted);
  return { precision: tp + fp > 0 ? tp / (tp + fp) : Number.NaN, recall: tp + fn > 0 ? tp / (tp + fn) : Number.NaN };
}

/**
 * Area under the ROC curve: the chance that a random hallucinated example scores above a random
 * supported one, ties counting one half (Mann-Whitney U with average ranks). NaN when a class is absent.
 */
export function auroc(labels: readonly boolean[], scores: readonly number[]): number {
  checkLengths(labels, scores);
  const order = scores.map((score, i) => ({ score, label: labels[i] === true })).sort((a, b) => a.score - b.score);
  let positives = 0;
  let positiveRankSum = 0;
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end < order.length && order[end]?.score === order[start]?.score) end += 1;
    // Ranks start..end-1 (0-based) are tied; each gets their average, 1-based.
    const averageRank = (start + 1 + end) / 2;
    for (let i = start; i < end; i += 1) {
      if (order[i]?.label) {
        positives += 1;
        positiveRankSum += averageRank;
      }
    }
    start = end;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/**
 * Expected calibration error with `bins` equal-width bins over [0, 1] (p = 1 goes in the last
 * bin): sum over bins of (bin size / n) x |share hallucinated - mean probability|. NaN when empty.
 */
export function ece(labels: readonly boolean[], probs: readonly number[], bins = 15): number {
  checkLengths(labels, probs);
  if (probs.length === 0) return Number.NaN;
  const count = new Array<number>(bins).fill(0);
  const sumProb = new Array<number>(bins).fill(0);
  const sumLabel = new Array<number>(bins).fill(0);
  probs.forEach((p, i) => {
    const bin = Math.min(bins - 1, Math.max(0, Math.floor(p * bins)));
    count[bin] = (count[bin] ?? 0) + 1;
    sumProb[bin] = (sumProb[bin] ?? 0) + p;
    sumLabel[bin] = (sumLabel[bin] ?? 0) + (labels[i] ? 1 : 0);
  });
  let total = 0;
  count.forEach((n, bin) => {
    if (n > 0) total += (n / probs.length) * Math.abs((sumLabel[bin] ?? 0) / n - (sumProb[bin] ?? 0) / n);
  });
  return total;
}

/** Mean squared difference between p_hallucinated and the 0/1 label. NaN when empty. */
export function brier(labels: readonly boolean[], probs: readonly number[]): number {
  checkLengths(labels, probs);
  if (probs.length === 0) return Number.NaN;
  return probs.reduce((sum, p, i) => sum + (p - (labels[i] ? 1 : 0)) ** 2, 0) / probs.length;
}

/**
 * The threshold t (one of the scores, or +Infinity for "never positive") that maximises balanced
 * accuracy of `score >= t`; the lowest such t on ties. Tune it on training data only.
 */
export function bestThreshold(
  labels: readonly boolean[],
  scores: readonly number[],
): { threshold: number; balancedAccuracy: number } {
  checkLengths(labels, scores);
  const order = scores.map((score, i) => ({ score, label: labels[i] === true })).sort((a, b) => b.score - a.score);
  const positives = order.filter((o) => o.label).length;
  const negatives = order.length - positives;
  // Balanced accuracy from counts, with the same one-class rule as balancedAccuracy().
  const score = (tp: number, fp: number): number => {
    const rates = [positives > 0 ? tp / positives : null, negatives > 0 ? (negatives - fp) / negatives : null];
    const present = rates.filter((rate): rate is number => rate !== null);
    return present.length === 0 ? Number.NaN : present.reduce((a, b) => a + b, 0) / present.length;
  };
  let best = { threshold: Number.POSITIVE_INFINITY, balancedAccuracy: score(0, 0) };
  let tp = 0;
  let fp = 0;
  // Sweep from the highest score down; after each block of equal scores, everything >= it is positive.
  for (let i = 0; i < order.length; ) {
    const current = order[i]?.score ?? 0;
    while (i < order.length && order[i]?.score === current) {
      if (order[i]?.label) tp += 1;
      else fp += 1;
      i += 1;
    }
    const value = score(tp, fp);
    if (value >= best.balancedAccuracy) best = { threshold: current, balancedAccuracy: value };
  }
  return best;
}
