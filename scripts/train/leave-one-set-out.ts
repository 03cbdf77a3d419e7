// Leave-one-set-out on the train splits: for each train set, fit on all the other sets and
// measure AUROC on the held-out one. A proxy, using training data only, for how a variant carries
// to answers from a source it has never seen (which is how the report splits are used).
//   node scripts/train/leave-one-set-out.ts [--candidates | --coverage]
import { SHARED_DATA_DIR } from '../args.ts';
import { auroc } from '../../src/data/metrics.ts';
import { fitModel, predictRow, type FitRow } from '../../src/engine/learned/fit.ts';
import { createLexicon } from '../../src/engine/learned/lexicon.ts';
import { readVectors } from '../../src/models/vectors.ts';
import { ALLOWED, exampleWeights, featurize, loadTrainExamples, pickFeatures } from './data.ts';
import { ALL_BUT_LENGTH } from './experiment.ts';
import { pct } from './eval.ts';

const examples = loadTrainExamples(SHARED_DATA_DIR, console.log);
const weights = exampleWeights(examples);
const vec = featurize(examples, createLexicon(readVectors()));
const noVec = featurize(examples, createLexicon(null));
const ROBUST = ['lex_all', 'vec_all', 'weak_all', 'rare_cov_all', 'num_missing_all', 'num_mismatch_best', 'ent_missing_all', 'neg_mismatch_best'];
const only = process.argv.includes('--candidates');
const variants = process.argv.includes('--coverage') ? [
  { name: 'coverage only (lex_all)', X: vec, features: ['lex_all'], hidden: [] as number[] },
  { name: 'vector coverage only (vec_all)', X: vec, features: ['vec_all'], hidden: [] as number[] },
  { name: 'lex_all + vec_all', X: vec, features: ['lex_all', 'vec_all'], hidden: [] as number[] },
] : only ? [
  { name: 'logistic regression, all features', X: vec, features: ALL_BUT_LENGTH, hidden: [] as number[] },
  { name: 'logistic regression, 8 whole-context features', X: vec, features: ROBUST, hidden: [] as number[] },
  { name: 'logistic regression, lex_all + number/name/negation cues', X: vec, features: ['lex_all', 'num_missing_all', 'num_mismatch_best', 'ent_missing_all', 'neg_mismatch_best'], hidden: [] as number[] },
  { name: 'logistic regression, lex_all + vec_all + cues', X: vec, features: ['lex_all', 'vec_all', 'num_missing_all', 'num_mismatch_best', 'ent_missing_all', 'neg_mismatch_best'], hidden: [] as number[] },
] : [
  { name: 'mlp-16 with word vectors', X: vec, features: ALL_BUT_LENGTH, hidden: [16] },
  { name: 'mlp-16 without word vectors', X: noVec, features: ALL_BUT_LENGTH, hidden: [16] },
  { name: 'lexical coverage only', X: noVec, features: ['lex_all'], hidden: [] as number[] },
];
const held = ['aggrefact', 'begin', 'wice', 'halueval', 'healthver', 'covidfact', 'scifact', 'climate-fever', 'fever-rte'];
console.log(`| variant | ${held.join(' | ')} | mean | mean of aggrefact, begin, wice |`);
console.log(`|---|${held.map(() => '---').join('|')}|---|---|`);
for (const v of variants) {
  const scores = held.map((h) => {
    const rows: FitRow[] = [];
    examples.forEach((e, i) => {
      if (e.set === h || (h === 'wice' && e.set === 'wice-tokens')) return;
      rows.push({ x: pickFeatures(v.X[i] ?? [], v.features), allowed: ALLOWED[e.label], weight: weights[i] ?? 0 });
    });
    const model = fitModel(rows, { features: [...v.features], hidden: v.hidden, epochs: 30, batchSize: 256, learningRate: 0.01, l2: 1e-3, seed: 7 });
    const idx = examples.map((e, i) => (e.set === h ? i : -1)).filter((i) => i >= 0);
    return auroc(idx.map((i) => examples[i]?.label !== 'S'), idx.map((i) => 1 - (predictRow(model, pickFeatures(v.X[i] ?? [], v.features))[0] ?? 0)));
  });
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`| ${v.name} | ${scores.map(pct).join(' | ')} | ${pct(mean(scores))} | ${pct(mean(scores.slice(0, 3)))} |`);
}
