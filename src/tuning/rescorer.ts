/**
 * `ground tune --adapt`: a logistic re-scorer stacked on the shipped engine, fitted on the user's
 * answer-level labels over features of each CheckResult (answer-features.ts). It starts from the
 * shipped score and is pulled back to it: the L2 penalty is on the distance from "the shipped
 * logit, unchanged" (slope 1 on logit p, 0 on every other feature), so with few labels it stays
 * near the shipped model and moves only as far as the labels justify. The penalty's strength is
 * chosen by held-out log loss (seeded stratified folds). Pure and deterministic.
 */
import type { FeatureName } from './answer-features.ts';
import type { CLAIM_RISK, ClaimRisk } from './claim-risk.ts';
import { stratifiedFolds } from './k-fold.ts';

/** A feature the re-scorer reads: an answer feature, or the claim risk learnt from claim labels (last). */
export type RescorerFeature = FeatureName | typeof CLAIM_RISK;

/** A fitted re-scorer, as stored in a tuning file (weights on standardised features). */
export interface Rescorer {
  method: 'adapt';
  features: RescorerFeature[];
  /** With claim labels: the per-status shares `claim_risk` is read with. */
  claim_risk?: ClaimRisk;
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
  /** The penalty's strength chosen. */
  lambda: number;
}

/** One labelled answer: its features (in `features` order) and its label. */
export interface FeatureSample {
  x: readonly number[];
  y: 0 | 1;
}

/** Penalties tried (in units of answers: 10 weighs like 10 answers' log loss). */
export const LAMBDAS: readonly number[] = [1, 3, 10, 30, 100, 300, 1000];

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** The re-scored p of one answer's features, rounded to 4 decimals as calibrations are. */
export function rescore(model: Rescorer, x: readonly number[]): number {
  let z = model.bias;
  model.weights.forEach((w, j) => {
    z += (w * ((x[j] as number) - (model.mean[j] as number))) / (model.scale[j] as number);
  });
  return Math.round(sigmoid(z) * 1e4) / 1e4;
}

/** Solves A v = b for a symmetric positive definite A (Cholesky); A and b are not changed. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = a.map((row) => row.map(() => 0));
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let s = (a[i] as number[])[j] as number;
      for (let k = 0; k < j; k += 1) s -= ((l[i] as number[])[k] as number) * ((l[j] as number[])[k] as number);
      (l[i] as number[])[j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / ((l[j] as number[])[j] as number);
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i += 1) {
    let s = b[i] as number;
    for (let k = 0; k < i; k += 1) s -= ((l[i] as number[])[k] as number) * (y[k] as number);
    y[i] = s / ((l[i] as number[])[i] as number);
  }
  const v = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let s = y[i] as number;
    for (let k = i + 1; k < n; k += 1) s -= ((l[k] as number[])[i] as number) * (v[k] as number);
    v[i] = s / ((l[i] as number[])[i] as number);
  }
  return v;
}

/** Mean and spread of each feature (a constant feature gets spread 1, so it adds nothing). */
function standardiser(samples: readonly FeatureSample[], d: number): { mean: number[]; scale: number[] } {
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const s of samples) s.x.forEach((v, j) => { mean[j] = (mean[j] as number) + v / samples.length; });
  for (const s of samples) s.x.forEach((v, j) => { scale[j] = (scale[j] as number) + (v - (mean[j] as number)) ** 2 / samples.length; });
  return { mean, scale: scale.map((v) => (v > 1e-12 ? Math.sqrt(v) : 1)) };
}

/**
 * Fits at one penalty `lambda`. `features[0]` must be `logit_p`: the prior is the shipped score
 * itself (its standardised weight is its spread, the bias its mean).
 */
export function fitRescorerAt(samples: readonly FeatureSample[], features: readonly RescorerFeature[], lambda: number): Rescorer {
  if (features[0] !== 'logit_p') throw new RangeError('the first feature must be logit_p');
  const d = features.length;
  const { mean, scale } = standardiser(samples, d);
  const z = samples.map((s) => s.x.map((v, j) => (v - (mean[j] as number)) / (scale[j] as number)));
  const prior = features.map((_, j) => (j === 0 ? (scale[0] as number) : 0));
  // Parameters: [bias, w_0 .. w_{d-1}]; the bias is not penalised.
  let theta = [mean[0] as number, ...prior];
  const loss = (t: number[]): number => {
    let sum = 0;
    z.forEach((row, i) => {
      let s = t[0] as number;
      row.forEach((v, j) => { s += (t[j + 1] as number) * v; });
      // log(1 + e^s) - y s, computed without overflow.
      sum += Math.max(s, 0) + Math.log1p(Math.exp(-Math.abs(s))) - (samples[i] as FeatureSample).y * s;
    });
    for (let j = 0; j < d; j += 1) sum += (lambda / 2) * ((t[j + 1] as number) - (prior[j] as number)) ** 2;
    return sum;
  };
  let current = loss(theta);
  for (let iter = 0; iter < 50; iter += 1) {
    const g = new Array<number>(d + 1).fill(0);
    const h = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    z.forEach((row, i) => {
      const x = [1, ...row];
      let s = 0;
      x.forEach((v, j) => { s += (theta[j] as number) * v; });
      const q = sigmoid(s);
      const r = q - (samples[i] as FeatureSample).y;
      const w = q * (1 - q);
      for (let a = 0; a <= d; a += 1) {
        g[a] = (g[a] as number) + r * (x[a] as number);
        const ha = h[a] as number[];
        for (let b = 0; b <= a; b += 1) ha[b] = (ha[b] as number) + w * (x[a] as number) * (x[b] as number);
      }
    });
    for (let a = 1; a <= d; a += 1) {
      g[a] = (g[a] as number) + lambda * ((theta[a] as number) - (prior[a - 1] as number));
      (h[a] as number[])[a] = ((h[a] as number[])[a] as number) + lambda;
    }
    (h[0] as number[])[0] = ((h[0] as number[])[0] as number) + 1e-9;
    for (let a = 0; a <= d; a += 1) for (let b = a + 1; b <= d; b += 1) (h[a] as number[])[b] = (h[b] as number[])[a] as number;
    const step = solve(h, g);
    // Newton's step, halved until the loss does not rise (it is convex, so this ends).
    let size = 1;
    let next = theta.map((t, j) => t - size * (step[j] as number));
    let nextLoss = loss(next);
    while (nextLoss > current + 1e-12 && size > 1e-6) {
      size /= 2;
      next = theta.map((t, j) => t - size * (step[j] as number));
      nextLoss = loss(next);
    }
    if (nextLoss > current + 1e-12) break;
    const moved = Math.max(...next.map((t, j) => Math.abs(t - (theta[j] as number))));
    theta = next;
    current = nextLoss;
    if (moved < 1e-8) break;
  }
  return { method: 'adapt', features: [...features], mean, scale, weights: theta.slice(1), bias: theta[0] as number, lambda };
}

/** Mean log loss of a model's scores. */
function logLoss(model: Rescorer, samples: readonly FeatureSample[]): number {
  let sum = 0;
  for (const s of samples) {
    const q = Math.min(1 - 1e-6, Math.max(1e-6, rescore(model, s.x)));
    sum -= s.y === 1 ? Math.log(q) : Math.log(1 - q);
  }
  return sum / samples.length;
}

/**
 * Fits the re-scorer on `samples`, the penalty chosen among LAMBDAS by the lowest held-out log
 * loss over `folds` seeded stratified folds (on a tie the stronger penalty: nearer the shipped
 * score). Needs at least `folds` answers of each label.
 */
export function fitRescorer(samples: readonly FeatureSample[], features: readonly RescorerFeature[], options: { folds: number; seed: number }): Rescorer {
  const labels = samples.map((s) => s.y);
  const k = Math.max(2, Math.min(options.folds, labels.filter((y) => y === 1).length, labels.filter((y) => y === 0).length));
  const folds = stratifiedFolds(labels, k, options.seed);
  let best = LAMBDAS[LAMBDAS.length - 1] as number;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (const lambda of [...LAMBDAS].reverse()) {
    let sum = 0;
    for (let f = 0; f < k; f += 1) {
      const train = samples.filter((_, i) => folds[i] !== f);
      const held = samples.filter((_, i) => folds[i] === f);
      sum += logLoss(fitRescorerAt(train, features, lambda), held) * held.length;
    }
    if (sum < bestLoss - 1e-9) {
      bestLoss = sum;
      best = lambda;
    }
  }
  return fitRescorerAt(samples, features, best);
}
