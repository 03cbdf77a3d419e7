// Small monotone combinations of claim-level evidence scores (issue 10, MODEL.md): plain word
// overlap, rarity-weighted coverage, best-window scores, combined by a logistic unit (or a tiny
// MLP) whose weights stay >= 0, and untrained averages. Each is a leave-one-set-out scorer
// (token-support.ts), fit on the same rows and weights as the coverage model it is compared with.
import type { Example } from '../../src/data/example.ts';
import { fitModel, predictRow, type FitRow } from '../../src/engine/learned/fit.ts';
import type { ModelWeights } from '../../src/engine/learned/model.ts';
import { fitMonotone, type MonotoneRow } from '../../src/engine/learned/monotone-fit.ts';
import { indexPlainWords, scoreWordOverlap } from '../../src/engine/learned/word-overlap.ts';
import { ALLOWED, pickFeatures } from './data.ts';
import type { LosoScorer, TokenData } from './token-support.ts';

/** Claim-level scores, larger = more evidence: `overlap` is the engine's word overlap (1 - the baseline's score). */
export type ScoreName = 'overlap' | 'lex_all' | 'lex_best3' | 'vec_best3' | 'vec_all' | 'bigram_all' | 'min4' | 'max4' | 'mean_ov_cov';

export interface ComboVariant {
  name: string;
  /** 'mono': nonnegative-weight logistic (hidden 0) or MLP; 'avg-prob': mean of overlap and the refit coverage P(supported); 'avg-raw': mean of the inputs. */
  kind: 'mono' | 'avg-prob' | 'avg-raw';
  inputs: ScoreName[];
  hidden?: number;
}

export const COMBO_VARIANTS: Record<string, ComboVariant> = {
  'avg-prob': { name: 'mean of overlap and coverage P(supported), no training beyond coverage', kind: 'avg-prob', inputs: ['overlap', 'lex_all'] },
  'avg-raw': { name: 'mean of overlap and rarity-weighted coverage (no training)', kind: 'avg-raw', inputs: ['overlap', 'lex_all'] },
  'mono-tied': { name: 'logistic over the mean of overlap and coverage (one weight: avg-raw\'s ranking, calibrated)', kind: 'mono', inputs: ['mean_ov_cov'] },
  'mono-ov-cov': { name: 'monotone logistic: overlap + coverage', kind: 'mono', inputs: ['overlap', 'lex_all'] },
  'mono-ov-cov-win': { name: 'monotone logistic: overlap + coverage + best-window cosine + best-window exact', kind: 'mono', inputs: ['overlap', 'lex_all', 'vec_best3', 'lex_best3'] },
  'mono-cov-win': { name: 'monotone logistic: coverage + best-window cosine + best-window exact (no overlap)', kind: 'mono', inputs: ['lex_all', 'vec_best3', 'lex_best3'] },
  'mono-ov-cov-vwin': { name: 'monotone logistic: overlap + coverage + best-window cosine', kind: 'mono', inputs: ['overlap', 'lex_all', 'vec_best3'] },
  'mono-minmax': { name: 'monotone logistic: the four + their min and max', kind: 'mono', inputs: ['overlap', 'lex_all', 'vec_best3', 'lex_best3', 'min4', 'max4'] },
  'mono-ov-cov-vall': { name: 'monotone logistic: overlap + coverage + vector coverage', kind: 'mono', inputs: ['overlap', 'lex_all', 'vec_all'] },
  'mono-ov-cov-bigram': { name: 'monotone logistic: overlap + coverage + bigram share', kind: 'mono', inputs: ['overlap', 'lex_all', 'bigram_all'] },
  'mono-mlp4': { name: 'monotone MLP (4 tanh units): overlap + coverage + best-window cosine + best-window exact', kind: 'mono', inputs: ['overlap', 'lex_all', 'vec_best3', 'lex_best3'], hidden: 4 },
};

/** The named scores of every example (rows in `inputs` order). */
export function claimScores(examples: readonly Example[], values: readonly number[][], inputs: readonly ScoreName[]): number[][] {
  return examples.map((e, i) => {
    const v = values[i] ?? [];
    const [lexAll = 0, lexBest3 = 0, vecBest3 = 0, vecAll = 0, bigram = 0] = pickFeatures(v, ['lex_all', 'lex_best3', 'vec_best3', 'vec_all', 'bigram_all']);
    const overlap = scoreWordOverlap(e.claim, indexPlainWords(e.passages));
    const four = [overlap, lexAll, vecBest3, lexBest3];
    const named: Record<ScoreName, number> = {
      overlap, lex_all: lexAll, lex_best3: lexBest3, vec_best3: vecBest3, vec_all: vecAll, bigram_all: bigram,
      min4: Math.min(...four), max4: Math.max(...four), mean_ov_cov: (overlap + lexAll) / 2,
    };
    return inputs.map((n) => named[n]);
  });
}

/** The coverage model fit on `trainIdx` (as leaveOneSetOut's coverage row). */
export function fitCoverage(data: TokenData, trainIdx: readonly number[], seed: number): ModelWeights {
  const { examples, weights, feats } = data;
  const rows: FitRow[] = trainIdx.map((i) => ({ x: pickFeatures(feats.values[i] ?? [], ['lex_all']), allowed: ALLOWED[examples[i]?.label ?? 'S'], weight: weights[i] ?? 0 }));
  return fitModel(rows, { features: ['lex_all'], hidden: [], epochs: 30, batchSize: 256, learningRate: 0.01, l2: 1e-3, seed });
}

/** The refit coverage model's P(supported) for `testIdx`. */
function coverageP(data: TokenData, trainIdx: readonly number[], testIdx: readonly number[], seed: number): number[] {
  const model = fitCoverage(data, trainIdx, seed);
  return testIdx.map((i) => predictRow(model, pickFeatures(data.feats.values[i] ?? [], ['lex_all']))[0] ?? 0);
}

/** Fits a 'mono' variant on the given rows (30 epochs, batch 256, learning rate 0.01, L2 1e-3, as the coverage model). */
export function fitCombo(data: TokenData, variant: ComboVariant, trainIdx: readonly number[], seed: number): ReturnType<typeof fitMonotone> {
  const X = claimScores(data.examples, data.feats.values, variant.inputs);
  const rows: MonotoneRow[] = trainIdx.map((i) => ({ x: X[i] ?? [], y: data.examples[i]?.label === 'S' ? 1 : 0, weight: data.weights[i] ?? 0 }));
  return fitMonotone(rows, { features: [...variant.inputs], hidden: variant.hidden ?? 0, epochs: 30, batchSize: 256, learningRate: 0.01, l2: 1e-3, seed });
}

/** A leave-one-set-out scorer for `variant` (1 - P(supported)). */
export function comboScorer(data: TokenData, variant: ComboVariant, seed: number, log: (s: string) => void = () => {}): LosoScorer {
  const X = claimScores(data.examples, data.feats.values, variant.inputs);
  const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
  return {
    name: variant.name,
    score: (trainIdx, testIdx) => {
      if (variant.kind === 'avg-raw') return testIdx.map((i) => 1 - mean(X[i] ?? []));
      if (variant.kind === 'avg-prob') {
        const p = coverageP(data, trainIdx, testIdx, seed);
        return testIdx.map((i, k) => 1 - ((X[i]?.[0] ?? 0) + (p[k] ?? 0)) / 2);
      }
      const model = fitCombo(data, variant, trainIdx, seed);
      const last = model.layers[model.layers.length - 1];
      log(`  ${variant.name}: weights ${(last?.w[0] ?? []).map((w) => w.toFixed(3)).join(' ')}`);
      return testIdx.map((i) => 1 - (predictRow(model, X[i] ?? [])[0] ?? 0));
    },
  };
}
