/**
 * Fits one token-pooling support model (token-model.ts; pure, used by `npm run train`):
 * mini-batch Adam on the weighted binary cross-entropy of P(supported), L2 on the weights,
 * He-uniform initialisation and shuffles from a seeded PRNG, so the same rows and seed give the
 * same weights.
 */
import { createRandom } from '../random.ts';
import type { TokenModel } from './token-model.ts';

export interface TokenRow {
  /** `n` rows of the model's feature columns, flat. */
  x: Float32Array;
  n: number;
  /** Each token's weight in the mean pooling (its rarity), used when `rarityPool` is set. */
  pool?: Float32Array;
  /** 1 = supported. */
  y: number;
  weight: number;
}

export interface TokenFitOptions {
  features: string[];
  hidden: number;
  head: number;
  epochs: number;
  batchSize: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Weigh the mean pooling by the rows' `pool` weights. */
  rarityPool?: boolean;
  /**
   * Per feature: 1 = P(supported) may only rise with it, -1 = only fall, 0 = free. When given,
   * the first half of the token units are "support" units (rising with the evidence) and the
   * second half "doubt" units (falling with it); the weights after pooling keep those directions,
   * so the whole model is monotone in each marked feature (projected after every step).
   */
  monotone?: number[];
  /** Pool by the (rarity-weighted) mean only: the max-pool weights stay 0, so the model cannot count tokens. */
  meanOnly?: boolean;
}

interface Params { w1: Float64Array; b1: Float64Array; w2: Float64Array; b2: Float64Array; w3: Float64Array; b3: Float64Array }

const KEYS = ['w1', 'b1', 'w2', 'b2', 'w3', 'b3'] as const;

function zeros(p: Params): Params {
  return { w1: new Float64Array(p.w1.length), b1: new Float64Array(p.b1.length), w2: new Float64Array(p.w2.length),
    b2: new Float64Array(p.b2.length), w3: new Float64Array(p.w3.length), b3: new Float64Array(1) };
}

function init(F: number, H: number, K: number, random: () => number): Params {
  const uniform = (n: number, fanIn: number): Float64Array => {
    const a = Math.sqrt(6 / fanIn);
    return Float64Array.from({ length: n }, () => (2 * random() - 1) * a);
  };
  return { w1: uniform(H * F, F), b1: new Float64Array(H).fill(0.01), w2: uniform(K * 2 * H, 2 * H), b2: new Float64Array(K).fill(0.01),
    w3: uniform(K, K).map((v) => v * 0.1), b3: new Float64Array(1) };
}

/** Forward and backward pass of one example; adds `scale` * dLoss/dParams into `g`. */
function backprop(p: Params, g: Params, row: TokenRow, F: number, H: number, K: number, scale: number, work: Work, weighted: boolean): void {
  const { z1, sum, max, arg, pooled, z2, dz2, dp } = work;
  const n = row.n;
  const wt = (t: number): number => (weighted && row.pool ? (row.pool[t] ?? 0) : 1);
  let total = 0;
  for (let t = 0; t < n; t++) total += wt(t);
  total = total || 1;
  sum.fill(0); max.fill(0); arg.fill(-1);
  for (let t = 0; t < n; t++) {
    for (let j = 0; j < H; j++) {
      let z = p.b1[j] ?? 0;
      for (let i = 0; i < F; i++) z += (p.w1[j * F + i] ?? 0) * (row.x[t * F + i] ?? 0);
      z1[t * H + j] = z;
      if (z > 0) {
        sum[j] = (sum[j] ?? 0) + wt(t) * z;
        if (z > (max[j] ?? 0)) { max[j] = z; arg[j] = t; }
      }
    }
  }
  for (let j = 0; j < H; j++) { pooled[j] = (sum[j] ?? 0) / total; pooled[H + j] = max[j] ?? 0; }
  let logit = p.b3[0] ?? 0;
  for (let k = 0; k < K; k++) {
    let z = p.b2[k] ?? 0;
    for (let j = 0; j < 2 * H; j++) z += (p.w2[k * 2 * H + j] ?? 0) * (pooled[j] ?? 0);
    z2[k] = z;
    if (z > 0) logit += (p.w3[k] ?? 0) * z;
  }
  const d = (1 / (1 + Math.exp(-logit)) - row.y) * row.weight * scale;
  (g.b3[0] as number) += d;
  dp.fill(0);
  for (let k = 0; k < K; k++) {
    const z = z2[k] ?? 0;
    if (z <= 0) { dz2[k] = 0; continue; }
    g.w3[k] = (g.w3[k] ?? 0) + d * z;
    const dk = d * (p.w3[k] ?? 0);
    dz2[k] = dk;
    g.b2[k] = (g.b2[k] ?? 0) + dk;
    for (let j = 0; j < 2 * H; j++) {
      g.w2[k * 2 * H + j] = (g.w2[k * 2 * H + j] ?? 0) + dk * (pooled[j] ?? 0);
      dp[j] = (dp[j] ?? 0) + dk * (p.w2[k * 2 * H + j] ?? 0);
    }
  }
  for (let t = 0; t < n; t++) {
    for (let j = 0; j < H; j++) {
      if ((z1[t * H + j] ?? 0) <= 0) continue;
      const dz = ((dp[j] ?? 0) * wt(t)) / total + (arg[j] === t ? (dp[H + j] ?? 0) : 0);
      if (dz === 0) continue;
      g.b1[j] = (g.b1[j] ?? 0) + dz;
      for (let i = 0; i < F; i++) g.w1[j * F + i] = (g.w1[j * F + i] ?? 0) + dz * (row.x[t * F + i] ?? 0);
    }
  }
}

interface Work { z1: Float64Array; sum: Float64Array; max: Float64Array; arg: Int32Array; pooled: Float64Array; z2: Float64Array; dz2: Float64Array; dp: Float64Array }

/** Unit j's direction: +1 for a support unit (first half), -1 for a doubt unit. */
const unitSign = (j: number, H: number): number => (j < H / 2 ? 1 : -1);

/** Keeps the monotone directions (see TokenFitOptions.monotone). */
function project(p: Params, monotone: readonly number[], F: number, H: number, K: number): void {
  for (let j = 0; j < H; j++) {
    const u = unitSign(j, H);
    for (let i = 0; i < F; i++) {
      const dir = (monotone[i] ?? 0) * u;
      const w = p.w1[j * F + i] ?? 0;
      if ((dir > 0 && w < 0) || (dir < 0 && w > 0)) p.w1[j * F + i] = 0;
    }
    for (let k = 0; k < K; k++) {
      for (const c of [j, H + j]) {
        const w = p.w2[k * 2 * H + c] ?? 0;
        if (w * u < 0) p.w2[k * 2 * H + c] = 0;
      }
    }
  }
  for (let k = 0; k < K; k++) if ((p.w3[k] ?? 0) < 0) p.w3[k] = 0;
}

/** Zeroes the weights that read the max pool. */
function dropMaxPool(p: Params, H: number, K: number): void {
  for (let k = 0; k < K; k++) for (let j = 0; j < H; j++) p.w2[k * 2 * H + H + j] = 0;
}

/** Trains one member on `rows` (rows with no tokens are skipped). */
export function fitTokenModel(rows: readonly TokenRow[], options: TokenFitOptions): TokenModel {
  const F = options.features.length;
  const H = options.hidden;
  const K = options.head;
  const usable = rows.filter((r) => r.n > 0 && r.weight > 0);
  const maxN = usable.reduce((a, r) => Math.max(a, r.n), 1);
  const random = createRandom(options.seed);
  const p = init(F, H, K, random);
  if (options.monotone) {
    // Start inside the constraints: weights with the wrong sign are flipped, not zeroed.
    for (let j = 0; j < H; j++) for (let i = 0; i < F; i++) {
      const dir = (options.monotone[i] ?? 0) * unitSign(j, H);
      if (dir !== 0) p.w1[j * F + i] = dir * Math.abs(p.w1[j * F + i] ?? 0);
    }
    for (let k = 0; k < K; k++) for (let c = 0; c < 2 * H; c++) p.w2[k * 2 * H + c] = unitSign(c % H, H) * Math.abs(p.w2[k * 2 * H + c] ?? 0);
    for (let k = 0; k < K; k++) p.w3[k] = Math.abs(p.w3[k] ?? 0);
  }
  if (options.meanOnly) dropMaxPool(p, H, K);
  const m = zeros(p);
  const v = zeros(p);
  const work: Work = { z1: new Float64Array(maxN * H), sum: new Float64Array(H), max: new Float64Array(H), arg: new Int32Array(H),
    pooled: new Float64Array(2 * H), z2: new Float64Array(K), dz2: new Float64Array(K), dp: new Float64Array(2 * H) };
  const order = usable.map((_, i) => i);
  const b1 = 0.9; const b2 = 0.999; const eps = 1e-8;
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const tmp = order[i] ?? 0; order[i] = order[j] ?? 0; order[j] = tmp;
    }
    for (let from = 0; from < order.length; from += options.batchSize) {
      const batch = order.slice(from, from + options.batchSize);
      const total = batch.reduce((a, k) => a + (usable[k]?.weight ?? 0), 0) || 1;
      const g = zeros(p);
      for (const k of batch) backprop(p, g, usable[k] as TokenRow, F, H, K, 1 / total, work, options.rarityPool === true);
      step++;
      for (const key of KEYS) {
        const pk = p[key]; const gk = g[key]; const mk = m[key]; const vk = v[key];
        const decay = key.startsWith('w') ? options.l2 : 0;
        for (let i = 0; i < pk.length; i++) {
          const gi = (gk[i] ?? 0) + decay * (pk[i] ?? 0);
          mk[i] = b1 * (mk[i] ?? 0) + (1 - b1) * gi;
          vk[i] = b2 * (vk[i] ?? 0) + (1 - b2) * gi * gi;
          pk[i] = (pk[i] ?? 0) - (options.learningRate * ((mk[i] ?? 0) / (1 - b1 ** step))) / (Math.sqrt((vk[i] ?? 0) / (1 - b2 ** step)) + eps);
        }
      }
      if (options.monotone) project(p, options.monotone, F, H, K);
      if (options.meanOnly) dropMaxPool(p, H, K);
    }
  }
  const round = (a: Float64Array): number[] => Array.from(a, (x) => Number(x.toPrecision(6)));
  return { kind: 'token-pool', features: [...options.features], hidden: H, head: K, w1: round(p.w1), b1: round(p.b1),
    w2: round(p.w2), b2: round(p.b2), w3: round(p.w3), b3: Number((p.b3[0] ?? 0).toPrecision(6)),
    ...(options.rarityPool ? { rarityPool: true } : {}) };
}
