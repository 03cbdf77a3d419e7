// Fits the calibration inside the answer score's two bands (src/engine/score/score-bands.ts) on
// the train splits: the shipped engine scores a seeded sample of each train set (report overlap
// dropped), then one isotonic table per band maps the banded score to the share of wrong answers
// at that score, each set weighted equally. The bands stay on their side of the spec's 0.42, so
// every send/hold decision is unchanged; the order inside a band is kept (the tables are monotone).
// Prints ECE and Brier before and after, cross-fitted (fit on half of each set's groups,
// measured on the other half), per set and pooled.
// usage: node scripts/train/fit-score-bands.ts [--per-set 400] [--seed 7] [--data ../shared/data] [--write]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Example } from '../../src/data/example.ts';
import { brier, ece } from '../../src/data/metrics.ts';
import { createDefaultEngine } from '../../src/models/default-engine.ts';
import { bandOf, fitScoreBands, type ScoredAnswer, type ScoreBands } from '../../src/engine/score/score-bands.ts';
import { createRandom } from '../../src/engine/random.ts';
import { argOf } from '../args.ts';
import { loadTokenTrainExamples } from './token-data.ts';

const perSet = Number(argOf('--per-set', '400'));
const seed = Number(argOf('--seed', '7'));
const dataDir = argOf('--data', fileURLToPath(new URL('../../../shared/data', import.meta.url)));
const out = fileURLToPath(new URL('../../models/score-bands.json', import.meta.url));

/** The sets the bands are fitted on: every train split that checks a claim or answer against passages. */
const SETS = new Set(['aggrefact', 'begin', 'wice', 'halueval', 'healthver', 'covidfact', 'scifact', 'climate-fever']);

const examples = loadTokenTrainExamples(dataDir, seed, (s) => console.error(s), perSet).filter((e) => SETS.has(e.set));
console.error(`scoring ${examples.length} train answers with the shipped engine (no score bands)`);
const engine = createDefaultEngine({ scoreBands: null });
const scored: Array<ScoredAnswer & { example: Example }> = [];
for (const e of examples) {
  const r = engine.check({ question: e.question ?? '', context: e.passages, answer: e.claim });
  if (r.status !== 'ok' || r.score.p_hallucinated === null) continue;
  scored.push({ example: e, set: e.set, p: r.score.p_hallucinated, wrong: e.label !== 'S' });
}

// Cross-fit: half of each set's groups fit, the other half measures; then the other way round.
const random = createRandom(seed);
const half = new Map<string, boolean>();
for (const s of scored) if (!half.has(s.example.group)) half.set(s.example.group, random() < 0.5);
const measured: Array<{ set: string; wrong: boolean; before: number; after: number }> = [];
for (const side of [true, false]) {
  const bands = fitScoreBands(scored.filter((s) => half.get(s.example.group) === side));
  for (const s of scored.filter((x) => half.get(x.example.group) !== side)) measured.push({ set: s.set, wrong: s.wrong, before: s.p, after: bandOf(bands, s.p) });
}
const row = (name: string, rows: typeof measured) => {
  const labels = rows.map((r) => r.wrong);
  const f = (x: number) => x.toFixed(3);
  return `| ${name} | ${rows.length} | ${(100 * labels.filter(Boolean).length / rows.length).toFixed(1)}% | ${f(ece(labels, rows.map((r) => r.before)))} -> ${f(ece(labels, rows.map((r) => r.after)))} | ${f(brier(labels, rows.map((r) => r.before)))} -> ${f(brier(labels, rows.map((r) => r.after)))} |`;
};
console.log('| train set (cross-fitted) | answers | wrong | ECE before -> after | Brier before -> after |');
console.log('|---|---|---|---|---|');
for (const set of [...new Set(measured.map((m) => m.set))].sort()) console.log(row(set, measured.filter((m) => m.set === set)));
console.log(row('pooled', measured));

const bands: ScoreBands = { ...fitScoreBands(scored), fittedOn: [...SETS].sort(), perSet, seed, answers: scored.length };
console.log(JSON.stringify(bands));
if (process.argv.includes('--write')) {
  writeFileSync(out, `${JSON.stringify(bands)}\n`);
  console.error(`wrote ${out}`);
}
