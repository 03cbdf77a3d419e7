// The token-pooling support model: its leave-one-set-out figures (train splits only, report
// overlap dropped) beside plain word overlap and the coverage model refit on the same rows, and
// the final ensemble fit on every kept train example. Used by scripts/train.ts and
// scripts/train/token-loso.ts.
import type { Example } from '../../src/data/example.ts';
import { auroc } from '../../src/data/metrics.ts';
import { scoreOverlap } from '../../src/data/baseline-overlap.ts';
import { fitModel, predictRow, type FitRow } from '../../src/engine/learned/fit.ts';
import type { Lexicon } from '../../src/engine/learned/lexicon.ts';
import { createTokenSupport, type TokenEnsemble } from '../../src/engine/learned/token-model.ts';
import { ALLOWED, exampleWeights, pickFeatures } from './data.ts';
import { featurizeTokens, loadTokenTrainExamples, tokenRows, type Featurized } from './token-data.ts';
import { fitTokenEnsemble, type TokenVariant } from './token-variants.ts';

/** The train sets left out in turn. */
export const HELD_OUT = ['aggrefact', 'begin', 'wice', 'halueval', 'healthver', 'covidfact', 'scifact', 'climate-fever', 'fever-rte'];

export interface TokenData {
  examples: Example[];
  weights: number[];
  feats: Featurized;
}

/** Loads and featurizes the token model's training data. */
export function readTokenData(dataDir: string, lexicon: Lexicon, seed: number, log: (s: string) => void): TokenData {
  const examples = loadTokenTrainExamples(dataDir, seed, log);
  return { examples, weights: exampleWeights(examples), feats: featurizeTokens(examples, lexicon) };
}

/** AUROC on each held-out set, per row name. */
export type LosoFigures = Record<string, Record<string, number>>;

/**
 * A row scored by a function of the held-out set's train and test indexes (into `TokenData.examples`):
 * it returns the test examples' scores, higher = less likely supported.
 */
export interface LosoScorer {
  name: string;
  score: (trainIdx: readonly number[], testIdx: readonly number[]) => number[];
}

/**
 * Leave-one-set-out of overlap, the coverage model, each token variant and each `extra` scorer
 * (1 - P(supported), whole claims).
 */
export function leaveOneSetOut(data: TokenData, variants: readonly TokenVariant[], held: readonly string[], seed: number,
  log: (s: string) => void, extra: readonly LosoScorer[] = []): LosoFigures {
  const { examples, weights, feats } = data;
  const trainIdx = (h: string): number[] => examples.map((e, i) => (e.set === h || (h === 'wice' && e.set === 'wice-tokens') ? -1 : i)).filter((i) => i >= 0);
  const testIdx = (h: string): number[] => examples.map((e, i) => (e.set === h ? i : -1)).filter((i) => i >= 0);
  const labels = (idx: number[]): boolean[] => idx.map((i) => examples[i]?.label !== 'S');
  const out: LosoFigures = {};
  const run = (name: string, score: (h: string, idx: number[]) => number[]): void => {
    const t = performance.now();
    out[name] = Object.fromEntries(held.map((h) => { const idx = testIdx(h); return [h, auroc(labels(idx), score(h, idx))]; }));
    log(`leave-one-set-out ${name}: ${held.map((h) => `${h} ${(100 * (out[name]?.[h] ?? NaN)).toFixed(1)}`).join(', ')} (${((performance.now() - t) / 1000).toFixed(0)} s)`);
  };
  run('word overlap', (_h, idx) => idx.map((i) => scoreOverlap(examples[i] as Example)));
  run('coverage, logistic (refit)', (h, idx) => {
    const rows: FitRow[] = trainIdx(h).map((i) => ({ x: pickFeatures(feats.values[i] ?? [], ['lex_all']), allowed: ALLOWED[examples[i]?.label ?? 'S'], weight: weights[i] ?? 0 }));
    const model = fitModel(rows, { features: ['lex_all'], hidden: [], epochs: 30, batchSize: 256, learningRate: 0.01, l2: 1e-3, seed });
    return idx.map((i) => 1 - (predictRow(model, pickFeatures(feats.values[i] ?? [], ['lex_all']))[0] ?? 0));
  });
  for (const v of variants) {
    run(v.name, (h, idx) => {
      const support = createTokenSupport(fitTokenEnsemble(tokenRows(examples, feats.tokens, weights, trainIdx(h), v.features), v, seed));
      return idx.map((i) => { const m = feats.tokens[i]; return m && m.n > 0 ? 1 - support(m) : 0; });
    });
  }
  for (const x of extra) run(x.name, (h, idx) => x.score(trainIdx(h), idx));
  return out;
}

/** The final ensemble of `variant`, fit on every kept train example. */
export function fitFinalTokenSupport(data: TokenData, variant: TokenVariant, seed: number): TokenEnsemble {
  const all = data.examples.map((_, i) => i);
  return fitTokenEnsemble(tokenRows(data.examples, data.feats.tokens, data.weights, all, variant.features), variant, seed);
}
