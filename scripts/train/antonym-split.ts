// Issue 10 item 4: does a WordNet antonym of an aligned word help the contradicted-vs-not_stated
// split? Measured on the train splits only, on the examples whose labels say which (C or NS):
// per-set accuracy on the dev part (by group) and leave-one-set-out (fit on the other sets' C/NS
// examples, scored on the left-out set's), beside always saying not_stated, for the split model's
// nine features with and without the antonym features.
//   node scripts/train/antonym-split.ts [--seed 7] [--data ../shared/data]
import { argOf, SHARED_DATA_DIR } from '../args.ts';
import type { Example } from '../../src/data/example.ts';
import { extractFeatures, indexContext, type ContextIndex } from '../../src/engine/learned/features.ts';
import { createLexicon } from '../../src/engine/learned/lexicon.ts';
import { fitModel, predictRow, type FitRow } from '../../src/engine/learned/fit.ts';
import { tokenize } from '../../src/engine/learned/text.ts';
import { readVectors } from '../../src/models/vectors.ts';
import { readWordnetLexicon } from '../../src/models/wordnet.ts';
import type { Lexicon as WordRelations } from '../../src/engine/types.ts';
import { devMask, exampleWeights, loadTrainExamples, pickFeatures } from './data.ts';
import { pct } from './eval.ts';
import { SPLIT_FEATURES, SPLIT_FIT } from './split-model.ts';
import { auroc } from '../../src/data/metrics.ts';

const seed = Number(argOf('--seed', '7'));
const log = (s: string): void => { console.log(s); };
const t0 = performance.now();
const all = loadTrainExamples(argOf('--data', SHARED_DATA_DIR), log);
const devAll = devMask(all, 0.25, seed);
const weightsAll = exampleWeights(all);
const keep = all.map((e, i) => (e.label === 'C' || e.label === 'NS' ? i : -1)).filter((i) => i >= 0);
const examples: Example[] = keep.map((i) => all[i] as Example);
const dev = keep.map((i) => devAll[i] ?? false);
const weights = keep.map((i) => weightsAll[i] ?? 0);
const bySet = count(examples);
log(`${examples.length} C/NS examples: ${[...bySet.entries()].map(([s, c]) => `${s} ${c.C}/${c.n}`).join(', ')} (contradicted / all)`);

const lexicon = createLexicon(readVectors());
const wordnet = readWordnetLexicon();

/** Whether a content word of the claim has a direct antonym among `words` the claim does not itself use. */
function antonymIn(claimWords: readonly string[], words: Iterable<string>, relations: WordRelations): boolean {
  const own = new Set(claimWords);
  for (const w of words) {
    if (own.has(w) || /\d/.test(w)) continue;
    for (const c of claimWords) if (!/\d/.test(c) && relations.relation(c, w) === 'antonym') return true;
  }
  return false;
}

function windowWords(ctx: ContextIndex, centre: number): Set<string> {
  const out = new Set<string>();
  for (let s = Math.max(0, centre - 1); centre >= 0 && s <= centre + 1 && s < ctx.sentences.length; s++) {
    for (const id of ctx.sentences[s]?.ids ?? []) out.add(ctx.words[id] ?? '');
  }
  return out;
}

const rows = examples.map((e) => {
  const ctx = indexContext(e.passages, lexicon);
  const f = extractFeatures(e.claim, ctx, lexicon);
  const claimWords = [...new Set(tokenize(e.claim).filter((t) => t.content).map((t) => t.norm))];
  const antBest = antonymIn(claimWords, windowWords(ctx, f.bestSentence), wordnet) ? 1 : 0;
  const antAny = antBest === 1 || antonymIn(claimWords, ctx.words, wordnet) ? 1 : 0;
  return [...pickFeatures(f.values, SPLIT_FEATURES), antBest, antAny];
});
log(`features: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
for (const [set] of bySet) {
  const at = examples.map((e, i) => (e.set === set ? i : -1)).filter((i) => i >= 0);
  const rate = (label: 'C' | 'NS', col: number): string => {
    const of = at.filter((i) => examples[i]?.label === label);
    return pct(of.filter((i) => (rows[i]?.[col] ?? 0) === 1).length / Math.max(1, of.length));
  };
  log(`  ${set}: antonym in best window C ${rate('C', 9)} / NS ${rate('NS', 9)}; anywhere C ${rate('C', 10)} / NS ${rate('NS', 10)}`);
}

const VARIANTS: Array<{ name: string; columns: number[] }> = [
  { name: 'split model (nine features, shipped)', columns: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
  { name: '+ antonym in best window', columns: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
  { name: '+ antonym in best window and anywhere', columns: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
];

/** P(contradicted | flagged) from the split model fit on `indexes`. */
function fitOn(indexes: readonly number[], columns: readonly number[]): (i: number) => number {
  const fit: FitRow[] = indexes.map((i) => ({ x: columns.map((c) => rows[i]?.[c] ?? 0), allowed: examples[i]?.label === 'C' ? [1] : [2], weight: weights[i] ?? 0 }));
  const model = fitModel(fit, { ...SPLIT_FIT, features: columns.map((c) => `f${c}`), seed });
  return (i) => {
    const p = predictRow(model, columns.map((c) => rows[i]?.[c] ?? 0));
    return (p[1] ?? 0) / Math.max(1e-12, (p[1] ?? 0) + (p[2] ?? 0));
  };
}

const sets = [...bySet.keys()];
/** Accuracy at P(contradicted) > 0.5 and, where the set has both labels, AUROC of P(contradicted). */
const accuracy = (indexes: readonly number[], pC: (i: number) => number): string => {
  const right = indexes.filter((i) => (pC(i) > 0.5) === (examples[i]?.label === 'C')).length;
  const labels = indexes.map((i) => examples[i]?.label === 'C');
  const both = labels.some(Boolean) && labels.some((l) => !l);
  return `${pct(right / Math.max(1, indexes.length))}${both ? ` / ${pct(auroc(labels, indexes.map(pC)))}` : ''} (n=${indexes.length})`;
};
log(`\nAccuracy of contradicted vs not_stated on the dev part (fit on the rest) / AUROC of P(contradicted):`);
log(`| variant | ${sets.join(' | ')} |`);
log(`|---|${sets.map(() => '---').join('|')}|`);
log(`| always not_stated | ${sets.map((s) => accuracy(examples.map((e, i) => (dev[i] && e.set === s ? i : -1)).filter((i) => i >= 0), () => 0)).join(' | ')} |`);
const trainIdx = examples.map((_, i) => (dev[i] ? -1 : i)).filter((i) => i >= 0);
for (const v of VARIANTS) {
  const saysC = fitOn(trainIdx, v.columns);
  log(`| ${v.name} | ${sets.map((s) => accuracy(examples.map((e, i) => (dev[i] && e.set === s ? i : -1)).filter((i) => i >= 0), saysC)).join(' | ')} |`);
}
log(`\nLeave-one-set-out accuracy / AUROC (fit on the other sets' C/NS examples, scored on all of the set left out):`);
log(`| variant | ${sets.join(' | ')} |`);
log(`|---|${sets.map(() => '---').join('|')}|`);
log(`| always not_stated | ${sets.map((s) => accuracy(examples.map((e, i) => (e.set === s ? i : -1)).filter((i) => i >= 0), () => 0)).join(' | ')} |`);
for (const v of VARIANTS) {
  const cells = sets.map((s) => {
    const saysC = fitOn(examples.map((e, i) => (e.set === s ? -1 : i)).filter((i) => i >= 0), v.columns);
    return accuracy(examples.map((e, i) => (e.set === s ? i : -1)).filter((i) => i >= 0), saysC);
  });
  log(`| ${v.name} | ${cells.join(' | ')} |`);
}
log(`\n${((performance.now() - t0) / 1000).toFixed(0)} s`);

function count(list: readonly Example[]): Map<string, { n: number; C: number }> {
  const out = new Map<string, { n: number; C: number }>();
  for (const e of list) {
    const c = out.get(e.set) ?? { n: 0, C: 0 };
    c.n++;
    if (e.label === 'C') c.C++;
    out.set(e.set, c);
  }
  return out;
}
