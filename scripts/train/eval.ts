// Small evaluation helpers shared by train and bench (labels: true = hallucinated / not supported).

/** Balanced accuracy: mean of the recall on positives and on negatives (0.5 when a class is absent). */
export function balancedAcc(labels: readonly boolean[], predicted: readonly boolean[]): number {
  let tp = 0; let pos = 0; let tn = 0; let neg = 0;
  labels.forEach((y, i) => {
    if (y) { pos++; if (predicted[i]) tp++; } else { neg++; if (!predicted[i]) tn++; }
  });
  if (pos === 0 || neg === 0) return 0.5;
  return (tp / pos + tn / neg) / 2;
}

/** Area under the ROC curve by ranks (ties count half). */
export function areaUnderRoc(labels: readonly boolean[], scores: readonly number[]): number {
  const idx = scores.map((_, i) => i).sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0));
  let rankSum = 0; let pos = 0; let i = 0;
  while (i < idx.length) {
    let j = i;
    while (j + 1 < idx.length && scores[idx[j + 1] ?? 0] === scores[idx[i] ?? 0]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (labels[idx[k] ?? 0]) { rankSum += rank; pos++; }
    i = j + 1;
  }
  const neg = labels.length - pos;
  if (pos === 0 || neg === 0) return 0.5;
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}

/** Expected calibration error with equal-width bins. */
export function calibrationError(labels: readonly boolean[], probs: readonly number[], bins = 15): number {
  const count = new Array<number>(bins).fill(0); const conf = new Array<number>(bins).fill(0); const hit = new Array<number>(bins).fill(0);
  probs.forEach((p, i) => {
    const b = Math.min(bins - 1, Math.floor(p * bins));
    count[b] = (count[b] ?? 0) + 1; conf[b] = (conf[b] ?? 0) + p; hit[b] = (hit[b] ?? 0) + (labels[i] ? 1 : 0);
  });
  let e = 0;
  for (let b = 0; b < bins; b++) if ((count[b] ?? 0) > 0) e += Math.abs((conf[b] ?? 0) - (hit[b] ?? 0));
  return e / (probs.length || 1);
}

/** Mean squared error of the probabilities. */
export function brierScore(labels: readonly boolean[], probs: readonly number[]): number {
  return probs.reduce((s, p, i) => s + (p - (labels[i] ? 1 : 0)) ** 2, 0) / (probs.length || 1);
}

/** Precision and recall of `p >= threshold` as "hallucinated". */
export function precisionRecall(labels: readonly boolean[], probs: readonly number[], threshold: number): { precision: number; recall: number } {
  let tp = 0; let fp = 0; let fn = 0;
  probs.forEach((p, i) => {
    if (p >= threshold) { if (labels[i]) tp++; else fp++; } else if (labels[i]) fn++;
  });
  return { precision: tp + fp > 0 ? tp / (tp + fp) : 0, recall: tp + fn > 0 ? tp / (tp + fn) : 0 };
}

/** Formats a share as a percentage with one decimal. */
export function pct(x: number): string {
  return (100 * x).toFixed(1);
}
