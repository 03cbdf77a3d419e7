// Leave-one-set-out for the token-pooling support model, on the train splits only (report overlap
// dropped): for each train set, fit on all the others and measure AUROC of 1 - P(supported) on
// the one left out (whole claims), beside plain word overlap and the shipped coverage model
// refit on the same rows. This is how the shipped support model is chosen (MODEL.md).
//   node scripts/train/token-loso.ts [--variants mono-match,ens-5] [--sets wice,aggrefact] [--seed 7]
import { argOf, SHARED_DATA_DIR } from '../args.ts';
import { createLexicon } from '../../src/engine/learned/lexicon.ts';
import { readVectors } from '../../src/models/vectors.ts';
import { HELD_OUT, leaveOneSetOut, readTokenData } from './token-support.ts';
import { TOKEN_VARIANTS } from './token-variants.ts';
import { pct } from './eval.ts';

const seed = Number(argOf('--seed', '7'));
const names = argOf('--variants', 'mono-match').split(',');
const held = argOf('--sets', HELD_OUT.join(',')).split(',');
const variants = names.map((n) => {
  const v = TOKEN_VARIANTS[n];
  if (!v) throw new Error(`unknown variant ${n}; known: ${Object.keys(TOKEN_VARIANTS).join(', ')}`);
  return v;
});
const t0 = performance.now();
const data = readTokenData(SHARED_DATA_DIR, createLexicon(readVectors()), seed, console.log);
console.log(`${data.examples.length} examples featurized in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const figures = leaveOneSetOut(data, variants, held, seed, console.log);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`\n| variant | ${held.join(' | ')} | mean | grounding mean |`);
console.log(`|---|${held.map(() => '---').join('|')}|---|---|`);
for (const [name, bySet] of Object.entries(figures)) {
  const scores = held.map((h) => bySet[h] ?? NaN);
  const g = ['aggrefact', 'begin', 'wice'].filter((s) => held.includes(s)).map((s) => bySet[s] ?? NaN);
  console.log(`| ${name} | ${scores.map(pct).join(' | ')} | ${pct(mean(scores))} | ${g.length === 3 ? pct(mean(g)) : 'n/a'} |`);
}
