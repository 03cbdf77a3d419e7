/**
 * The verifier's model: standardised features -> optional tanh hidden layers -> softmax over
 * (supported, contradicted, not_stated). With no hidden layer it is multinomial logistic
 * regression. Weights are plain data (see `models/ground-verifier.json`).
 */
import type { ClaimProbabilities } from '../types.ts';
import type { TokenEnsemble } from './token-model.ts';

export interface DenseLayer {
  /** `w[out][in]`. */
  w: number[][];
  b: number[];
}

export interface ModelWeights {
  /** Feature names in input order (a subset of FEATURE_NAMES, in that order). */
  features: string[];
  mean: number[];
  std: number[];
  /** Hidden layers (tanh) then the output layer of 3 logits: supported, contradicted, not_stated. */
  layers: DenseLayer[];
}

/**
 * The shipped verifier: `support` ranks claims (its P(supported) is kept); `split`, when given,
 * divides the rest between contradicted and not_stated. Two models because the features that carry
 * from one source of answers to another (coverage) are not those that tell a contradiction from a
 * gap (negation, number and name mismatches); see MODEL.md.
 */
export interface VerifierModel {
  /** A model over whole-claim features, or a token-pooling ensemble over per-token evidence (token-model.ts). */
  support: ModelWeights | TokenEnsemble;
  split?: ModelWeights;
  /**
   * Weight of plain word overlap (word-overlap.ts) in P(supported): P = (1 - w) * support's P +
   * w * overlap. Absent: 0. The shipped model averages the two (0.5), chosen by leave-one-set-out.
   */
  overlapShare?: number;
}

export const CLASSES = ['supported', 'contradicted', 'not_stated'] as const;

/** Applies one dense layer. */
function applyLayer(layer: DenseLayer, x: readonly number[]): number[] {
  return layer.w.map((row, o) => {
    let s = layer.b[o] ?? 0;
    for (let i = 0; i < row.length; i++) s += (row[i] ?? 0) * (x[i] ?? 0);
    return s;
  });
}

/** Numerically stable softmax. */
export function softmax(z: readonly number[]): number[] {
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** Standardises the raw feature vector, picking the model's features by index. */
export function standardise(model: ModelWeights, values: readonly number[], index: readonly number[]): number[] {
  return index.map((j, i) => ((values[j] ?? 0) - (model.mean[i] ?? 0)) / (model.std[i] || 1));
}

/** Logits of the last layer for a standardised input (hidden layers use tanh). */
export function forwardLogits(model: ModelWeights, x: readonly number[]): number[] {
  let h: readonly number[] = x;
  model.layers.forEach((layer, l) => {
    const z = applyLayer(layer, h);
    h = l < model.layers.length - 1 ? z.map(Math.tanh) : z;
  });
  return [...h];
}

/** Three-way probabilities for a standardised input. */
export function forward(model: ModelWeights, x: readonly number[]): ClaimProbabilities {
  const [s = 0, c = 0, ns = 0] = softmax(forwardLogits(model, x));
  return { supported: s, contradicted: c, not_stated: ns };
}

/**
 * Combines the two models: P(supported) from `support`; the remainder split in the ratio of
 * `split`'s contradicted to not_stated (standardised inputs for each).
 */
export function combineSplit(support: ClaimProbabilities, split: ClaimProbabilities | null): ClaimProbabilities {
  if (!split) return support;
  const rest = 1 - support.supported;
  const q = split.contradicted + split.not_stated > 0 ? split.contradicted / (split.contradicted + split.not_stated) : 0.5;
  return { supported: support.supported, contradicted: rest * q, not_stated: rest * (1 - q) };
}
