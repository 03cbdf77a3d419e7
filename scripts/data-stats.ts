// Prints counts per set / split / label, and the word-overlap baseline per report split, as a
// sanity check of the loaders. Usage: node scripts/data-stats.ts [path/to/shared/data]
import { resolve } from 'node:path';
import { SHARED_DATA_DIR } from './args.ts';
import { scoreOverlap } from '../src/data/baseline-overlap.ts';
import type { Example } from '../src/data/example.ts';
import { SET_NAMES, loadSet } from '../src/data/load-sets.ts';
import { auroc, balancedAccuracy, bestThreshold } from '../src/data/metrics.ts';

const dataDir = process.argv[2] ? resolve(process.argv[2]) : SHARED_DATA_DIR;
const LABELS = ['S', 'C', 'NS', 'NS_OR_C'] as const;
const pct = (x: number): string => (Number.isNaN(x) ? '   -' : (100 * x).toFixed(1).padStart(5));
const isHallucinated = (e: Example): boolean => e.label !== 'S';

const bySet = new Map(SET_NAMES.map((name) => [name, loadSet(name, dataDir)]));

console.log('## Counts\n');
console.log('| set | split | use | S | C | NS | NS_OR_C | total | with spans |');
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
for (const [name, examples] of bySet) {
  for (const split of [...new Set(examples.map((e) => e.split))]) {
    const rows = examples.filter((e) => e.split === split);
    const count = (label: string): number => rows.filter((e) => e.label === label).length;
    const spans = rows.filter((e) => (e.spans?.length ?? 0) > 0).length;
    console.log(`| ${name} | ${split} | ${rows[0]?.use} | ${LABELS.map(count).join(' | ')} | ${rows.length} | ${spans} |`);
  }
}

/** Overlap scores and hallucination labels of some examples. */
function scored(examples: Example[]): { labels: boolean[]; scores: number[] } {
  return { labels: examples.map(isHallucinated), scores: examples.map(scoreOverlap) };
}

// Threshold: tuned on the same set's training examples where it has some, else on all training data.
const pooled = scored([...bySet.values()].flat().filter((e) => e.use === 'train'));
const pooledThreshold = bestThreshold(pooled.labels, pooled.scores).threshold;

console.log('\n## Word-overlap baseline on report splits (positive = not supported)\n');
console.log('| set | split | n | threshold from | BA | AUROC | BA at best threshold on the split itself (oracle) |');
console.log('|---|---|---:|---|---:|---:|---:|');
for (const [name, examples] of bySet) {
  const train = examples.filter((e) => e.use === 'train');
  const own = train.length > 0 ? scored(train) : null;
  const threshold = own ? bestThreshold(own.labels, own.scores).threshold : pooledThreshold;
  const reportSplits = examples.filter((e) => e.use === 'report').map((e) => e.split);
  const subsets: Array<[string, Example[]]> = [...new Set(reportSplits)].map((split) => [
    split, examples.filter((e) => e.split === split && e.use === 'report'),
  ]);
  if (name === 'aggrefact') {
    // Its S examples all come from CLIFF and Goyal'21: the fair comparison is within those two.
    subsets.push(['test, CLIFF + Goyal21 only', examples.filter((e) => e.use === 'report' && /\/(CLIFF|Goyal21)\//.test(e.id))]);
  }
  for (const [split, rows] of subsets) {
    const { labels, scores } = scored(rows);
    if (new Set(labels).size < 2) {
      console.log(`| ${name} | ${split} | ${labels.length} | - | single class | - | - |`);
      continue;
    }
    const ba = balancedAccuracy(labels, scores.map((s) => s >= threshold));
    const from = `${own ? `${name} train` : 'all train'} (${threshold.toFixed(3)})`;
    console.log(`| ${name} | ${split} | ${labels.length} | ${from} | ${pct(ba)} | ${pct(auroc(labels, scores))} | ${pct(bestThreshold(labels, scores).balancedAccuracy)} |`);
  }
}

// HaluEval shortcuts: on train.jsonl pairs, "the longer answer of the pair is the hallucinated one".
const halu = (bySet.get('halueval') ?? []).filter((e) => e.split === 'train');
const words = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const pairs = new Map<string, Example[]>();
for (const e of halu) pairs.set(e.id.replace(/\/(right|hallucinated)$/, ''), [...(pairs.get(e.id.replace(/\/(right|hallucinated)$/, '')) ?? []), e]);
const pairLabels: boolean[] = [];
const pairGuess: boolean[] = [];
for (const [right, hallucinated] of [...pairs.values()].filter((p) => p.length === 2)) {
  if (!right || !hallucinated) continue;
  const [a, b] = [right.claim.length, hallucinated.claim.length];
  pairLabels.push(false, true);
  pairGuess.push(a > b, b > a);
}
const h = scored(halu);
const lengths = halu.map((e) => words(e.claim));
console.log('\n## HaluEval-QA shortcuts (train.jsonl, 4,586 pairs)\n');
console.log(`- longer answer of the pair = hallucinated (characters; ties count as supported): BA ${pct(balancedAccuracy(pairLabels, pairGuess))}`);
console.log(`- answer length in words alone: AUROC ${pct(auroc(h.labels, lengths))}, BA at best threshold ${pct(bestThreshold(h.labels, lengths).balancedAccuracy)}`);
console.log(`- word overlap: AUROC ${pct(auroc(h.labels, h.scores))}, BA at best threshold ${pct(bestThreshold(h.labels, h.scores).balancedAccuracy)}`);
