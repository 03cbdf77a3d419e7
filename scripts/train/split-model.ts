// The contradicted-vs-not_stated model: logistic regression on the examples whose labels say
// which (HealthVer, Climate-FEVER, AggreFact's intrinsic/extrinsic errors, WiCE's not supported),
// over the features that mark a conflict rather than a gap.
import type { Example } from '../../src/data/example.ts';
import { fitModel, predictRow, type FitOptions, type FitRow } from '../../src/engine/learned/fit.ts';
import type { ModelWeights } from '../../src/engine/learned/model.ts';
import { pickFeatures } from './data.ts';
import { pct } from './eval.ts';

export const SPLIT_FEATURES = ['lex_all', 'vec_best3', 'neg_claim', 'neg_mismatch_best', 'num_missing_all', 'num_mismatch_best',
  'ent_missing_all', 'ent_mismatch_best', 'subst_best3'];

/** How the split model is fit: logistic regression (no hidden layer). */
export const SPLIT_FIT: Omit<FitOptions, 'features' | 'seed'> = { hidden: [], epochs: 30, batchSize: 256, learningRate: 0.01, l2: 1e-3 };

const pick = (x: readonly number[]): number[] => pickFeatures(x, SPLIT_FEATURES);

/** Fits the split model on the non-dev C/NS examples and reports its dev accuracy per set. */
export function fitSplit(examples: readonly Example[], X: readonly number[][], weights: readonly number[], dev: readonly boolean[],
  seed: number, log: (s: string) => void): ModelWeights {
  const rows: FitRow[] = [];
  examples.forEach((e, i) => {
    if (dev[i] || (e.label !== 'C' && e.label !== 'NS')) return;
    rows.push({ x: pick(X[i] ?? []), allowed: e.label === 'C' ? [1] : [2], weight: weights[i] ?? 0 });
  });
  const model = fitModel(rows, { ...SPLIT_FIT, features: SPLIT_FEATURES, seed });
  const bySet = new Map<string, { n: number; right: number }>();
  examples.forEach((e, i) => {
    if (!dev[i] || (e.label !== 'C' && e.label !== 'NS')) return;
    const p = predictRow(model, pick(X[i] ?? []));
    const r = bySet.get(e.set) ?? { n: 0, right: 0 };
    r.n++;
    if (((p[1] ?? 0) > (p[2] ?? 0)) === (e.label === 'C')) r.right++;
    bySet.set(e.set, r);
  });
  log(`contradicted-vs-not_stated split model (${rows.length} rows), dev accuracy: ${[...bySet.entries()].sort().map(([s, r]) => `${s} ${pct(r.right / r.n)} (n=${r.n})`).join(', ')}`);
  return model;
}
