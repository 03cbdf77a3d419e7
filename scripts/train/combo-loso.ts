// Leave-one-set-out of the small monotone combinations of claim-level scores (combo-variants.ts)
// beside word overlap and the coverage model refit on the same rows (token-loso.ts's rows and
// machinery; train splits only, report overlap dropped).
//   node scripts/train/combo-loso.ts [--variants avg-prob,mono-ov-cov] [--sets wice,aggrefact] [--seed 7]
import { argOf, SHARED_DATA_DIR } from '../args.ts';
import { createLexicon } from '../../src/engine/learned/lexicon.ts';
import { readVectors } from '../../src/models/vectors.ts';
import { HELD_OUT, leaveOneSetOut, readTokenData } from './token-support.ts';
import { COMBO_VARIANTS, comboScorer } from './combo-variants.ts';
import { pct } from './eval.ts';

const seed = Number(argOf('--seed', '7'));
const names = argOf('--variants', Object.keys(COMBO_VARIANTS).join(',')).split(',');
const held = argOf('--sets', HELD_OUT.join(',')).split(',');
const t0 = performance.now();
const data = readTokenData(SHARED_DATA_DIR, createLexicon(readVectors()), seed, console.log);
console.log(`${data.examples.length} examples featurized in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const scorers = names.map((n) => {
  const v = COMBO_VARIANTS[n];
  if (!v) throw new Error(`unknown variant ${n}; known: ${Object.keys(COMBO_VARIANTS).join(', ')}`);
  return comboScorer(data, v, seed, console.log);
});
const figures = leaveOneSetOut(data, [], held, seed, console.log, scorers);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const GROUNDING = ['aggrefact', 'begin', 'wice'];
const summary = (bySet: Record<string, number>): { scores: number[]; m: number; g: number } => {
  const scores = held.map((h) => bySet[h] ?? NaN);
  return { scores, m: mean(scores), g: GROUNDING.every((s) => held.includes(s)) ? mean(GROUNDING.map((s) => bySet[s] ?? NaN)) : NaN };
};
const overlap = summary(figures['word overlap'] ?? {});
const coverage = summary(figures['coverage, logistic (refit)'] ?? {});
// The bar (MODEL.md): mean and grounding mean above both overlap's and coverage's, no left-out set
// more than 1 point below overlap (compared unrounded).
const wins = (r: ReturnType<typeof summary>): boolean => r.m > overlap.m && r.m > coverage.m && r.g > overlap.g && r.g > coverage.g
  && r.scores.every((x, k) => x >= (overlap.scores[k] ?? 0) - 0.01);
const pct2 = (x: number): string => (Number.isFinite(x) ? (100 * x).toFixed(2) : 'n/a');
console.log(`\n| variant | ${held.join(' | ')} | mean | grounding mean | wins |`);
console.log(`|---|${held.map(() => '---').join('|')}|---|---|---|`);
for (const [name, bySet] of Object.entries(figures)) {
  const r = summary(bySet);
  const worst = Math.min(...r.scores.map((x, k) => x - (overlap.scores[k] ?? 0)));
  console.log(`| ${name} | ${r.scores.map(pct).join(' | ')} | ${pct2(r.m)} | ${pct2(r.g)} | ${wins(r) ? 'yes' : 'no'} (worst vs overlap ${pct2(worst)}) |`);
}
