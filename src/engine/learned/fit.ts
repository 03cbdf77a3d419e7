/**
 * Fits the verifier's model (pure; used by `npm run train`): mini-batch Adam on the weighted
 * cross-entropy of a softmax over (supported, contradicted, not_stated), with L2 on the weights.
 * A target may allow several classes (e.g. "not supported" = contradicted or not_stated); its
 * loss is then -log of their summed probability. Deterministic given the seed.
 */
import { forwardLogits, softmax, type DenseLayer, type ModelWeights } from './model.ts';
import { createRandom } from '../random.ts';

export interface FitRow {
  /** Feature values, already in the model's feature order (not standardised). */
  x: number[];
  /** Allowed classes: indexes into CLASSES. */
  allowed: number[];
  weight: number;
}

export interface FitOptions {
  features: string[];
  hidden: number[];
  epochs: number;
  /** Rows per Adam step (rows are shuffled each epoch with the seeded PRNG). */
  batchSize: number;
  learningRate: number;
  l2: number;
  seed: number;
}

function shuffle(a: number[], random: () => number): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = a[i] ?? 0;
    a[i] = a[j] ?? 0;
    a[j] = t;
  }
}

function initLayers(sizes: number[], random: () => number): DenseLayer[] {
  const layers: DenseLayer[] = [];
  for (let l = 1; l < sizes.length; l++) {
    const nIn = sizes[l - 1] ?? 1;
    const nOut = sizes[l] ?? 1;
    const scale = Math.sqrt(6 / (nIn + nOut));
    const hiddenLayer = l < sizes.length - 1;
    layers.push({
      w: Array.from({ length: nOut }, () => Array.from({ length: nIn }, () => (hiddenLayer ? (2 * random() - 1) * scale : 0))),
      b: new Array<number>(nOut).fill(0),
    });
  }
  return layers;
}

/** Means and standard deviations of the columns (weighted by row weight). */
function columnStats(rows: readonly FitRow[], width: number): { mean: number[]; std: number[] } {
  const mean = new Array<number>(width).fill(0);
  const sq = new Array<number>(width).fill(0);
  let total = 0;
  for (const r of rows) {
    total += r.weight;
    for (let j = 0; j < width; j++) { mean[j] = (mean[j] ?? 0) + r.weight * (r.x[j] ?? 0); }
  }
  for (let j = 0; j < width; j++) mean[j] = (mean[j] ?? 0) / (total || 1);
  for (const r of rows) for (let j = 0; j < width; j++) sq[j] = (sq[j] ?? 0) + r.weight * ((r.x[j] ?? 0) - (mean[j] ?? 0)) ** 2;
  return { mean, std: sq.map((s) => Math.sqrt(s / (total || 1)) || 1) };
}

/** Trains a model and returns its weights (standardisation included). */
export function fitModel(rows: readonly FitRow[], options: FitOptions): ModelWeights {
  const width = options.features.length;
  const { mean, std } = columnStats(rows, width);
  const xs = rows.map((r) => r.x.map((v, j) => (v - (mean[j] ?? 0)) / (std[j] ?? 1)));
  const layers = initLayers([width, ...options.hidden, 3], createRandom(options.seed));
  const model: ModelWeights = { features: options.features, mean, std, layers };
  const params = layers.flatMap((l) => [...l.w, l.b]);
  const m = params.map((p) => new Array<number>(p.length).fill(0));
  const v = params.map((p) => new Array<number>(p.length).fill(0));
  const totalWeight = rows.reduce((a, r) => a + r.weight, 0) || 1;
  const random = createRandom(options.seed + 1);
  const order = rows.map((_, i) => i);
  let step = 0;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    shuffle(order, random);
    for (let from = 0; from < order.length; from += options.batchSize) {
      const batch = order.slice(from, from + options.batchSize);
      const grads = layers.map((l) => ({ w: l.w.map((row) => new Array<number>(row.length).fill(0)), b: new Array<number>(l.b.length).fill(0) }));
      // Scaled so that a batch's expected gradient is the full weighted mean's.
      const scale = rows.length / (totalWeight * batch.length);
      for (const n of batch) backprop(layers, xs[n] ?? [], rows[n] as FitRow, (rows[n]?.weight ?? 0) * scale, grads);
      const flatGrads = grads.flatMap((g, l) => [...g.w.map((r, o) => r.map((gv, i) => gv + options.l2 * (layers[l]?.w[o]?.[i] ?? 0))), g.b]);
      adamStep(params, flatGrads, m, v, ++step, options.learningRate);
    }
  }
  return model;
}

function backprop(layers: DenseLayer[], x: number[], row: FitRow, scale: number, grads: Array<{ w: number[][]; b: number[] }>): void {
  const acts: number[][] = [x];
  let h = x;
  layers.forEach((layer, l) => {
    const z = layer.w.map((r, o) => r.reduce((s, w, i) => s + w * (h[i] ?? 0), layer.b[o] ?? 0));
    h = l < layers.length - 1 ? z.map(Math.tanh) : z;
    acts.push(h);
  });
  const p = softmax(h);
  const allowedMass = row.allowed.reduce((s, k) => s + (p[k] ?? 0), 0) || 1e-12;
  let delta = p.map((pk, k) => (pk - (row.allowed.includes(k) ? pk / allowedMass : 0)) * scale);
  for (let l = layers.length - 1; l >= 0; l--) {
    const layer = layers[l];
    const g = grads[l];
    const input = acts[l] ?? [];
    if (!layer || !g) continue;
    delta.forEach((d, o) => {
      g.b[o] = (g.b[o] ?? 0) + d;
      const gw = g.w[o];
      if (gw) for (let i = 0; i < input.length; i++) gw[i] = (gw[i] ?? 0) + d * (input[i] ?? 0);
    });
    if (l > 0) {
      delta = input.map((a, i) => (1 - a * a) * delta.reduce((s, d, o) => s + d * (layer.w[o]?.[i] ?? 0), 0));
    }
  }
}

function adamStep(params: number[][], grads: number[][], m: number[][], v: number[][], t: number, lr: number): void {
  const b1 = 0.9; const b2 = 0.999; const eps = 1e-8;
  params.forEach((p, k) => {
    const g = grads[k] ?? []; const mk = m[k] ?? []; const vk = v[k] ?? [];
    for (let i = 0; i < p.length; i++) {
      const gi = g[i] ?? 0;
      mk[i] = b1 * (mk[i] ?? 0) + (1 - b1) * gi;
      vk[i] = b2 * (vk[i] ?? 0) + (1 - b2) * gi * gi;
      const mh = (mk[i] ?? 0) / (1 - b1 ** t);
      const vh = (vk[i] ?? 0) / (1 - b2 ** t);
      p[i] = (p[i] ?? 0) - (lr * mh) / (Math.sqrt(vh) + eps);
    }
  });
}

/** Model logits for a raw (unstandardised) row, for evaluation inside training. */
export function predictRow(model: ModelWeights, x: readonly number[]): number[] {
  return softmax(forwardLogits(model, x.map((v, j) => (v - (model.mean[j] ?? 0)) / (model.std[j] || 1))));
}
