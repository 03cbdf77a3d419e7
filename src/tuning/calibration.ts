/**
 * The calibrations `ground tune` fits and `--tuning` applies to `p_hallucinated`: isotonic
 * (pool-adjacent-violators, read between its points by straight lines) or Platt (a logistic curve
 * over the logit of p, its slope kept at 0 or above). Both are non-decreasing maps of [0, 1] into
 * [0, 1] and deterministic: the same samples give the same map.
 */

/** A fitted calibration, as stored in a tuning file. */
export type Calibration =
  | { method: 'isotonic'; x: number[]; y: number[] }
  | { method: 'platt'; a: number; b: number };

/** The method names, `auto` choosing by held-out Brier score. */
export const CALIBRATION_METHODS = ['isotonic', 'platt'] as const;
export type CalibrationMethod = (typeof CALIBRATION_METHODS)[number];

/** One labelled score: `y` is 1 when the answer is hallucinated. */
export interface Sample {
  p: number;
  y: 0 | 1;
}

/**
 * Isotonic regression of `y` on `p`. Equal scores are pooled first; each block of the solution
 * keeps its lowest and highest score as points, so the map is flat inside a block and a straight
 * line between blocks.
 *
 * @example fitIsotonic([{ p: 0.2, y: 0 }, { p: 0.4, y: 1 }, { p: 0.6, y: 0 }, { p: 0.8, y: 1 }])
 * // x [0.2, 0.4, 0.6, 0.8], y [0, 0.5, 0.5, 1]
 */
export function fitIsotonic(samples: readonly Sample[]): Calibration {
  if (samples.length === 0) throw new RangeError('no samples to fit');
  const sorted = [...samples].sort((s, t) => s.p - t.p);
  const blocks: Array<{ sum: number; n: number; lo: number; hi: number }> = [];
  for (const s of sorted) {
    const last = blocks.at(-1);
    if (last && last.hi === s.p) {
      last.sum += s.y;
      last.n += 1;
    } else blocks.push({ sum: s.y, n: 1, lo: s.p, hi: s.p });
    // Pool while the previous block's mean is above the last one's.
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1] as (typeof blocks)[number];
      const a = blocks[blocks.length - 2] as (typeof blocks)[number];
      if (a.sum / a.n <= b.sum / b.n) break;
      blocks.splice(blocks.length - 2, 2, { sum: a.sum + b.sum, n: a.n + b.n, lo: a.lo, hi: b.hi });
    }
  }
  const x: number[] = [];
  const y: number[] = [];
  for (const b of blocks) {
    const mean = b.sum / b.n;
    x.push(b.lo);
    y.push(mean);
    if (b.hi > b.lo) {
      x.push(b.hi);
      y.push(mean);
    }
  }
  return { method: 'isotonic', x, y };
}

const EDGE = 1e-4;

function logit(p: number): number {
  const q = Math.min(1 - EDGE, Math.max(EDGE, p));
  return Math.log(q / (1 - q));
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/**
 * Platt scaling on the logit of p: q = sigmoid(a * logit(p) + b), fitted by Newton's method on
 * the log loss with Platt's smoothed targets (so a separable file does not drive a to infinity).
 * A fitted slope below 0 would reverse the order of answers: then a = 0 and b gives the base rate.
 */
export function fitPlatt(samples: readonly Sample[]): Calibration {
  if (samples.length === 0) throw new RangeError('no samples to fit');
  const positives = samples.filter((s) => s.y === 1).length;
  const negatives = samples.length - positives;
  const hi = (positives + 1) / (positives + 2);
  const lo = 1 / (negatives + 2);
  const z = samples.map((s) => logit(s.p));
  const t = samples.map((s) => (s.y === 1 ? hi : lo));
  let a = 1;
  let b = 0;
  for (let iter = 0; iter < 100; iter += 1) {
    let ga = 0, gb = 0, haa = 1e-9, hab = 0, hbb = 1e-9;
    for (let i = 0; i < z.length; i += 1) {
      const zi = z[i] as number;
      const q = sigmoid(a * zi + b);
      const d = q - (t[i] as number);
      const w = q * (1 - q);
      ga += d * zi;
      gb += d;
      haa += w * zi * zi;
      hab += w * zi;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (!(Math.abs(det) > 1e-12)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) < 1e-10 && Math.abs(db) < 1e-10) break;
  }
  if (!(a >= 0) || !Number.isFinite(b)) {
    const rate = (positives + 1) / (samples.length + 2);
    return { method: 'platt', a: 0, b: Math.log(rate / (1 - rate)) };
  }
  return { method: 'platt', a, b };
}

/** Fits `method` on `samples`. */
export function fitCalibration(method: CalibrationMethod, samples: readonly Sample[]): Calibration {
  return method === 'isotonic' ? fitIsotonic(samples) : fitPlatt(samples);
}

/**
 * Maps one score. Null (an answer that could not be scored) stays null. Results are rounded to
 * 4 decimals, which keeps the map non-decreasing.
 */
export function calibrate(calibration: Calibration, p: number | null): number | null {
  if (p === null) return null;
  const q = calibration.method === 'platt' ? sigmoid(calibration.a * logit(p) + calibration.b) : readIsotonic(calibration.x, calibration.y, p);
  return Math.round(Math.min(1, Math.max(0, q)) * 1e4) / 1e4;
}

/** The isotonic map at `p`: flat outside its points, a straight line between two of them. */
function readIsotonic(x: readonly number[], y: readonly number[], p: number): number {
  const n = x.length;
  if (p <= (x[0] as number)) return y[0] as number;
  if (p >= (x[n - 1] as number)) return y[n - 1] as number;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((x[mid] as number) <= p) lo = mid;
    else hi = mid;
  }
  const x0 = x[lo] as number, x1 = x[hi] as number, y0 = y[lo] as number, y1 = y[hi] as number;
  return y0 + ((y1 - y0) * (p - x0)) / (x1 - x0);
}
