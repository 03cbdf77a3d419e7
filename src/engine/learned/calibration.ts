/**
 * Calibration of the answer-level score: isotonic regression (pool adjacent violators), stored as
 * a step table and applied with linear interpolation between step centres so that the output is
 * monotone and continuous.
 */

/** A monotone map from a raw score to a probability: knots `x` ascending, `y` non-decreasing. */
export interface IsotonicTable {
  x: number[];
  y: number[];
}

/**
 * Fits isotonic regression of `labels` (1 = hallucinated) on `scores`, optionally weighted.
 * Returns one knot per pooled block at the block's mean score.
 */
export function fitIsotonic(scores: readonly number[], labels: readonly number[], weights?: readonly number[]): IsotonicTable {
  const order = scores.map((_, i) => i).sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0) || a - b);
  const blocks: Array<{ sx: number; sy: number; w: number }> = [];
  for (const i of order) {
    const w = weights?.[i] ?? 1;
    blocks.push({ sx: (scores[i] ?? 0) * w, sy: (labels[i] ?? 0) * w, w });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1];
      const a = blocks[blocks.length - 2];
      if (!a || !b || a.sy / a.w < b.sy / b.w) break;
      blocks.splice(blocks.length - 2, 2, { sx: a.sx + b.sx, sy: a.sy + b.sy, w: a.w + b.w });
    }
  }
  return { x: blocks.map((b) => b.sx / b.w), y: blocks.map((b) => b.sy / b.w) };
}

/** Applies a table: flat beyond the end knots, linear between knots. */
export function applyIsotonic(table: IsotonicTable, score: number): number {
  const { x, y } = table;
  const n = x.length;
  if (n === 0) return score;
  if (score <= (x[0] ?? 0)) return y[0] ?? 0;
  if (score >= (x[n - 1] ?? 0)) return y[n - 1] ?? 0;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((x[mid] ?? 0) <= score) lo = mid; else hi = mid;
  }
  const x0 = x[lo] ?? 0; const x1 = x[hi] ?? 0;
  const t = x1 > x0 ? (score - x0) / (x1 - x0) : 0;
  return (y[lo] ?? 0) + t * ((y[hi] ?? 0) - (y[lo] ?? 0));
}
