// `npm run bench:accuracy`: measures ground on every report split of ../shared/data (never used
// for training or tuning) beside the published figures, with ablation rows, and writes the
// tables to BENCHMARKS.md. Per-set thresholds ("BA tuned") are chosen on that set's train split.
//   node scripts/bench-accuracy.ts [--data ../shared/data] [--step N] [--compare FILE] [--model DIR [--out FILE]]
// --step N: every Nth example of each split. --compare FILE (from the repository's root): a second
// verifier artefact measured beside the shipped one, through the same engine (default: COMPARE_FILE,
// the model the shipped verifier is compared with). --model DIR: a second row per table, the
// shipped engine with that transformer model (as `ground check --model DIR`); such a run prints its
// tables (and writes them whole to --out FILE when given) and never touches BENCHMARKS.md.
import { loadSet } from '../src/data/load-sets.ts';
import { auroc, balancedAccuracy, bestThreshold, brier, ece, precisionRecall } from '../src/data/metrics.ts';
import { readVectors } from '../src/models/vectors.ts';
import { argOf, SHARED_DATA_DIR } from './args.ts';
import { BENCH_SETS, everyNth, HALUBENCH_PUBLISHED } from './bench/sets.ts';
import { createVariants, scoreAll, type BenchVariant, type Scored } from './bench/variants.ts';
import { THRESHOLD } from './train/calibrate.ts';
import { devMask } from './train/data.ts';
import { fix3, pct } from './train/eval.ts';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeBenchSection } from './write-bench-section.ts';
import type { Example } from '../src/data/example.ts';
import { loadRagTruth } from '../src/data/ragtruth.ts';
import { createCompareRows, losoTable } from './train/compare-verifiers.ts';

/**
 * The verifier artefact compared with the shipped `models/ground-verifier.json` in every table: the
 * token-pooling candidate of issue 10, which did not ship (MODEL.md), kept outside the package.
 */
const COMPARE_FILE = 'scripts/train/candidates/ground-verifier-token.json';

const dataDir = argOf('--data', SHARED_DATA_DIR);
const step = Number(argOf('--step', '1'));
// A folder with RAGTruth's response.jsonl and source_info.jsonl adds its test split as a table.
const ragtruthDir = argOf('--ragtruth', '');
const modelDir = argOf('--model', '');
const outFile = argOf('--out', '');
if (outFile && !modelDir) throw new Error('bench:accuracy: --out is for --model runs (without --model the tables go to BENCHMARKS.md)');
const started = performance.now();
// Loaded first, so a bad model fails at once; only with --model: the default run never imports @huggingface/transformers.
const model = modelDir ? await (await import('./bench/model-variant.ts')).createModelVariant(modelDir) : null;
const vectors = readVectors();
const compareFile = argOf('--compare', COMPARE_FILE);
const [shippedRow, ...otherRows] = createVariants(vectors);
const variants = [
  ...(shippedRow ? [shippedRow] : []), ...(model ? [model.variant] : []),
  ...createCompareRows(vectors, compareFile, 'compared'), ...otherRows,
];
/** Rows with the status column and pooled figures: the shipped engine, and the engine with --model. */
const statusRows = new Set([shippedRow, model?.variant]);
const out: string[] = [];
const pooled = new Map<BenchVariant, { labels: boolean[]; p: number[] }>();

async function row(v: BenchVariant, report: Example[], tune: Example[] | null, first: boolean, pool: boolean): Promise<string> {
  const labels = report.map((e) => e.label !== 'S');
  const scored: Scored[] = await scoreAll(v, report);
  const scores = scored.map((s) => s.score);
  const thr = tune && tune.length > 0 ? bestThreshold(tune.map((e) => e.label !== 'S'), (await scoreAll(v, tune)).map((s) => s.score)).threshold : NaN;
  const tuned = Number.isFinite(thr) ? pct(balancedAccuracy(labels, scores.map((s) => s >= thr))) : 'n/a';
  const p = scored.map((s) => s.p);
  const hasP = p.every((x) => typeof x === 'number');
  const probs = p as number[];
  const atOp = hasP ? pct(balancedAccuracy(labels, probs.map((x) => x >= THRESHOLD)))
    : scored.every((s) => s.flagged !== undefined) ? `${pct(balancedAccuracy(labels, scored.map((s) => s.flagged === true)))} (statuses)` : 'n/a';
  let cvn = 'n/a';
  const cn = report.map((e, i) => ({ e, s: scored[i] })).filter(({ e, s }) => (e.label === 'C' || e.label === 'NS') && s?.worst);
  // Beside it, the share a split that always says not_stated would get right (the set's bar).
  if (first && cn.length > 0) {
    cvn = `${pct(cn.filter(({ e, s }) => (s?.worst === 'contradicted') === (e.label === 'C')).length / cn.length)} (n=${cn.length}; `
      + `always not_stated ${pct(cn.filter(({ e }) => e.label === 'NS').length / cn.length)})`;
  }
  if (first && pool && hasP) {
    const into = pooled.get(v) ?? { labels: [], p: [] };
    into.labels.push(...labels);
    into.p.push(...probs);
    pooled.set(v, into);
  }
  const pr = hasP ? precisionRecall(labels, probs.map((x) => x >= THRESHOLD)) : null;
  const sent = hasP ? labels.filter((l, i) => !l && (probs[i] ?? 1) < THRESHOLD).length / Math.max(1, labels.filter((l) => !l).length) : NaN;
  const unavailable = scored.filter((s) => s.unavailable).length;
  return `| ${v.name} | ${atOp} | ${tuned} | ${pct(auroc(labels, scores))} | ${hasP ? fix3(ece(labels, probs)) : '—'} | ${hasP ? fix3(brier(labels, probs)) : '—'} | ${pr ? `${pct(pr.precision)} / ${pct(pr.recall)}` : '—'} | ${hasP ? pct(sent) : '—'} | ${first ? cvn : ''} | ${unavailable > 0 ? unavailable : ''} |`;
}

/** One table; `pool` adds the shipped row to the pooled figures (the eight report sets only). */
async function table(title: string, report: Example[], tune: Example[] | null, published: string, note: string, pool: boolean): Promise<void> {
  const t = performance.now();
  const hallucinated = report.filter((e) => e.label !== 'S').length;
  out.push(`### ${title}`, '', `${report.length} examples, ${pct(hallucinated / report.length)}% not supported${note}. Published: ${published}.`, '');
  out.push('| row | BA @ p ≥ 0.42 | BA tuned on train split | AUROC | ECE (15 bins) | Brier | precision / recall (caught) @ 0.42 | correct sent @ 0.42 | contradicted vs not_stated | unavailable |');
  out.push('|---|---|---|---|---|---|---|---|---|---|');
  for (const v of variants) out.push(await row(v, report, tune, statusRows.has(v), pool));
  out.push('');
  console.log(`${title}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

for (const b of BENCH_SETS) {
  const all = loadSet(b.set, dataDir);
  const report = everyNth(all.filter(b.report), step);
  const tune = b.tune ? everyNth(all.filter(b.tune), step) : null;
  await table(b.title, report, tune, b.published, step > 1 ? ` (every ${step}th example)` : '', true);
}
// HaluEval-QA is a train set: measured on the dev part carved out by training (same seed), so in-distribution.
const halu = loadSet('halueval', dataDir);
const haluIsDev = devMask(halu, 0.25, 7);
const haluDev = everyNth(halu.filter((_, i) => haluIsDev[i]), step);
await table('HaluEval-QA, dev part of the train split (in-distribution, not a report set)', haluDev, null, HALUBENCH_PUBLISHED, '', false);
if (ragtruthDir) {
  const rag = loadRagTruth(ragtruthDir);
  const report = everyNth(rag.filter((e) => e.use === 'report'), step);
  const tune = everyNth(rag.filter((e) => e.use === 'train'), step);
  await table(`RAGTruth test (${ragtruthDir}; answer-level: any annotated span = not supported)`, report, tune.length > 0 ? tune : null, 'none listed in ../shared/data/README.md', '', false);
}

/** The pooled figures of one row over the eight report sets. */
function pooledLine(v: BenchVariant | undefined, label: string): string {
  const p = v ? pooled.get(v) : undefined;
  if (!p) return `${label}: no figures.`;
  const pr = precisionRecall(p.labels, p.p.map((x) => x >= THRESHOLD));
  return `${label}: ECE ${fix3(ece(p.labels, p.p))}, Brier ${fix3(brier(p.labels, p.p))}, precision ${pct(pr.precision)} / recall ${pct(pr.recall)} at 0.42.`;
}
await model?.dispose();
const failures = model?.failures() ?? [];
if (failures.length > 0) console.error(`bench:accuracy: --model failed on ${failures.length} answers (counted unavailable); first: ${failures[0]}`);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
const flags = [step > 1 ? `--step ${step}` : '', modelDir ? `--model ${modelDir}` : ''].filter(Boolean).join(' ');
const header = [
  `Command: \`npm run bench:accuracy${flags ? ` -- ${flags}` : ''}\` · ${seconds} s on 2 cores · labels: positive = not supported (hallucinated).`,
  '',
  '"BA @ p ≥ 0.42" uses the shipped p_hallucinated at the spec\'s starting threshold (for the rules-only row: any claim flagged).',
  '"BA tuned" picks the threshold that maximises BA on the set\'s own train split (WiCE dev, HealthVer dev, COVID-Fact/SciFact train, BEGIN wow dev, AggreFact val); Q2 and QAGS have none.',
  'ECE and Brier are of the calibrated p_hallucinated (shipped row only; with --model also its row). "unavailable": answers the engine did not check (counted as flagged, p = 1).',
  '"contradicted vs not_stated": of the examples labelled contradicted or not stated that the engine flags, the share whose worst claim status names the label (shipped row only), beside the share that always saying not_stated gets right; `node scripts/train/antonym-split.ts` measures the split model and WordNet antonym features on the train splits (issue 10 item 4, MODEL.md).',
  pooledLine(shippedRow, 'Pooled over the eight report sets'),
  ...(model ? [pooledLine(model.variant, `With --model ${modelDir}, pooled the same way`)] : []),
  '',
];
out.push(...losoTable(['models/ground-verifier.json', compareFile]));
const text = [...header, ...out].join('\n');
// A run with --model is the user's comparison, not the committed figures: BENCHMARKS.md stays as it is.
if (!model) writeBenchSection('bench:accuracy', text);
else if (outFile) writeFileSync(resolve(outFile), `${text}\n`);
console.log(text);
