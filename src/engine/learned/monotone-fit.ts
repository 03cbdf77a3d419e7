/**
 * Fits a monotone support model over a few claim-level evidence scores (pure; used by the
 * training scripts): a logistic unit, or one tanh hidden layer, whose weights are kept >= 0 after
 * every Adam step (projection), so more evidence in any input never lowers P(supported). Inputs
 * are standardised (std > 0, so the direction is the raw input's). Weighted binary cross-entropy,
 * L2 on the weights, seeded init and shuffles: the same rows and seed give the same weights.
 *
 * The result is a `ModelWeights` (model.ts) whose softmax gives P(supported) = sigmoid(z): the
 * output logits are [z + ln 2, 0, 0], so `forward` and `predictRow` run it unchanged.
 */
import { createRandom } from '../random.ts';
import type { ModelWeights } from './model.ts';

export interface MonotoneRow {
  /** Input values in the model's feature order (not standardised); larger = more evidence. */
  x: readonly number[];
  /** 1 = supported. */
  y: number;
  weight: number;
}

export interface MonotoneFitOptions {
  features: string[];
  /** Hidden tanh units (0: a logistic unit). */
  hidden: number;
  epochs: number;
  batchSize: number;
  learningRate: number;
  l2: number;
  seed: number;
}

interface Net { w1: Float64Array; b1: Float64Array; w2: Float64Array; b2: Float64Array }

function stats(rows: readonly MonotoneRow[], width: number): { mean: number[]; std: number[] } {
  let total = 0;
  const mean = new Array<number>(width).fill(0);
  const sq = new Array<number>(width).fill(0);
  for (const r of rows) { total += r.weight; for (let j = 0; j < width; j++) mean[j] = (mean[j] ?? 0) + r.weight * (r.x[j] ?? 0); }
  for (let j = 0; j < width; j++) mean[j] = (mean[j] ?? 0) / (total || 1);
  for (const r of rows) for (let j = 0; j < width; j++) sq[j] = (sq[j] ?? 0) + r.weight * ((r.x[j] ?? 0) - (mean[j] ?? 0)) ** 2;
  return { mean, std: sq.map((s) => Math.sqrt(s / (total || 1)) || 1) };
}

/** z and the hidden activations of a standardised input. */
function run(net: Net, x: readonly number[], F: number, H: number): { z: number; h: number[] } {
  if (H === 0) {
    let z = net.b2[0] ?? 0;
    for (let j = 0; j < F; j++) z += (net.w2[j] ?? 0) * (x[j] ?? 0);
    return { z, h: [] };
  }
  const h: number[] = [];
  let z = net.b2[0] ?? 0;
  for (let k = 0; k < H; k++) {
    let a = net.b1[k] ?? 0;
    for (let j = 0; j < F; j++) a += (net.w1[k * F + j] ?? 0) * (x[j] ?? 0);
    const t = Math.tanh(a);
    h.push(t);
    z += (net.w2[k] ?? 0) * t;
  }
  return { z, h };
}

/** Trains the model; every weight (not bias) ends >= 0. */
export function fitMonotone(rows: readonly MonotoneRow[], options: MonotoneFitOptions): ModelWeights {
  const F = options.features.length;
  const H = options.hidden;
  const { mean, std } = stats(rows, F);
  const xs = rows.map((r) => r.x.map((v, j) => (v - (mean[j] ?? 0)) / (std[j] ?? 1)));
  const init = createRandom(options.seed);
  const net: Net = {
    w1: Float64Array.from({ length: H * F }, () => init() * Math.sqrt(3 / F)),
    b1: new Float64Array(H),
    w2: Float64Array.from({ length: H === 0 ? F : H }, () => (H === 0 ? 0 : init() * Math.sqrt(3 / H))),
    b2: new Float64Array(1),
  };
  const keys = ['w1', 'b1', 'w2', 'b2'] as const;
  const m = keys.map((k) => new Float64Array(net[k].length));
  const v = keys.map((k) => new Float64Array(net[k].length));
  const totalWeight = rows.reduce((a, r) => a + r.weight, 0) || 1;
  const random = createRandom(options.seed + 1);
  const order = rows.map((_, i) => i);
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (let from = 0; from < order.length; from += options.batchSize) {
      const batch = order.slice(from, from + options.batchSize);
      const g = keys.map((k) => new Float64Array(net[k].length));
      const [g1, gb1, g2, gb2] = g as [Float64Array, Float64Array, Float64Array, Float64Array];
      const scale = rows.length / (totalWeight * batch.length);
      for (const n of batch) {
        const x = xs[n] ?? [];
        const row = rows[n] as MonotoneRow;
        const { z, h } = run(net, x, F, H);
        const d = (1 / (1 + Math.exp(-z)) - row.y) * row.weight * scale;
        gb2[0] = (gb2[0] ?? 0) + d;
        if (H === 0) { for (let j = 0; j < F; j++) g2[j] = (g2[j] ?? 0) + d * (x[j] ?? 0); continue; }
        for (let k = 0; k < H; k++) {
          const t = h[k] ?? 0;
          g2[k] = (g2[k] ?? 0) + d * t;
          const dk = d * (net.w2[k] ?? 0) * (1 - t * t);
          gb1[k] = (gb1[k] ?? 0) + dk;
          for (let j = 0; j < F; j++) g1[k * F + j] = (g1[k * F + j] ?? 0) + dk * (x[j] ?? 0);
        }
      }
      step++;
      keys.forEach((key, p) => {
        const w = net[key];
        const gp = g[p] as Float64Array; const mp = m[p] as Float64Array; const vp = v[p] as Float64Array;
        const isWeight = key === 'w1' || key === 'w2';
        for (let i = 0; i < w.length; i++) {
          const gi = (gp[i] ?? 0) + (isWeight ? options.l2 * (w[i] ?? 0) : 0);
          mp[i] = 0.9 * (mp[i] ?? 0) + 0.1 * gi;
          vp[i] = 0.999 * (vp[i] ?? 0) + 0.001 * gi * gi;
          const next = (w[i] ?? 0) - (options.learningRate * ((mp[i] ?? 0) / (1 - 0.9 ** step))) / (Math.sqrt((vp[i] ?? 0) / (1 - 0.999 ** step)) + 1e-8);
          w[i] = isWeight ? Math.max(0, next) : next;
        }
      });
    }
  }
  return toModelWeights(net, options.features, mean, std, H);
}

/** The fitted net as a three-way softmax model with P(supported) = sigmoid(z). */
function toModelWeights(net: Net, features: string[], mean: number[], std: number[], H: number): ModelWeights {
  const width = H === 0 ? features.length : H;
  const out = { w: [Array.from(net.w2), new Array<number>(width).fill(0), new Array<number>(width).fill(0)], b: [(net.b2[0] ?? 0) + Math.LN2, 0, 0] };
  const hidden = H === 0 ? [] : [{ w: Array.from({ length: H }, (_, k) => Array.from(net.w1.slice(k * features.length, (k + 1) * features.length))), b: Array.from(net.b1) }];
  return { features, mean, std, layers: [...hidden, out] };
}
