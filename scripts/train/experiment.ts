// Fits one model variant on the train part and measures it on the dev part, per set.
import type { Example } from '../../src/data/example.ts';
import { FEATURE_NAMES } from '../../src/engine/learned/features.ts';
import { fitModel, predictRow, type FitRow } from '../../src/engine/learned/fit.ts';
import type { ModelWeights } from '../../src/engine/learned/model.ts';
import type { SetName } from '../../src/data/load-sets.ts';
import { ALLOWED, exampleWeights, pickFeatures } from './data.ts';
import { auroc, balancedAccuracy } from '../../src/data/metrics.ts';

export interface Variant {
  name: string;
  features: readonly string[];
  hidden: number[];
  /** Use the features computed without word vectors. */
  noVectors?: boolean;
  /** Leave HaluEval-QA out of training. */
  noHaluEval?: boolean;
  epochs?: number;
  l2?: number;
  /** Set budgets other than TRAIN_BUDGET. */
  budget?: Partial<Record<SetName, number>>;
}

export interface DevResult {
  variant: Variant;
  model: ModelWeights;
  perSet: Array<{ set: string; n: number; ba: number; auroc: number; cvn: number | null }>;
  /** Mean dev AUROC over sets other than HaluEval (the selection criterion). */
  macroAuroc: number;
  macroBa: number;
  /** Mean dev AUROC over the answer-grounding sets (AggreFact, BEGIN, WiCE). */
  groundingAuroc: number;
  seconds: number;
}

const GROUNDING = new Set(['aggrefact', 'begin', 'wice']);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

export const ALL_BUT_LENGTH = FEATURE_NAMES.filter((f) => f !== 'len_log');

/** Trains `variant` on the rows not in dev and scores the dev rows. */
export function runVariant(variant: Variant, examples: readonly Example[], feats: { vec: number[][]; noVec: number[][] }, baseWeights: readonly number[],
  dev: readonly boolean[], seed: number, supportedAt = 0.5): DevResult {
  const started = performance.now();
  const weights = variant.budget ? exampleWeights(examples, variant.budget) : baseWeights;
  const X = variant.noVectors ? feats.noVec : feats.vec;
  const rows: FitRow[] = [];
  examples.forEach((e, i) => {
    if (dev[i] || (variant.noHaluEval && e.set.startsWith('halueval'))) return;
    rows.push({ x: pickFeatures(X[i] ?? [], variant.features), allowed: ALLOWED[e.label], weight: weights[i] ?? 0 });
  });
  const model = fitModel(rows, { features: [...variant.features], hidden: variant.hidden, epochs: variant.epochs ?? 30, batchSize: 256, learningRate: 0.01, l2: variant.l2 ?? 1e-3, seed });
  const bySet = new Map<string, Array<{ y: boolean; p: number[]; label: string }>>();
  examples.forEach((e, i) => {
    if (!dev[i]) return;
    const p = predictRow(model, pickFeatures(X[i] ?? [], variant.features));
    const list = bySet.get(e.set) ?? [];
    list.push({ y: e.label !== 'S', p, label: e.label });
    bySet.set(e.set, list);
  });
  const perSet = [...bySet.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([set, list]) => {
    const labels = list.map((r) => r.y);
    const cn = list.filter((r) => r.label === 'C' || r.label === 'NS');
    return {
      set, n: list.length,
      ba: balancedAccuracy(labels, list.map((r) => (r.p[0] ?? 0) < supportedAt)),
      auroc: auroc(labels, list.map((r) => 1 - (r.p[0] ?? 0))),
      cvn: cn.length > 0 ? cn.filter((r) => ((r.p[1] ?? 0) > (r.p[2] ?? 0)) === (r.label === 'C')).length / cn.length : null,
    };
  });
  const scored = perSet.filter((r) => !r.set.startsWith('halueval') && Number.isFinite(r.auroc));
  return {
    variant, model, perSet,
    macroAuroc: scored.reduce((a, r) => a + r.auroc, 0) / (scored.length || 1),
    macroBa: scored.reduce((a, r) => a + r.ba, 0) / (scored.length || 1),
    groundingAuroc: mean(perSet.filter((r) => GROUNDING.has(r.set)).map((r) => r.auroc)),
    seconds: (performance.now() - started) / 1000,
  };
}
