// `node scripts/bench-tuning.ts [--set wice] [--data DIR] [--step N]`: what `ground tune` does to
// the shipped engine's p_hallucinated on one shared set (../shared/data): fits on the set's TRAIN
// split (held-out k-fold figures as ground tune prints them), applies the tuning to its REPORT
// split, and prints Brier score and ECE before and after there, with the gate's precision and
// recall, and the time fitting took. Training examples sharing a claim or passage with a report
// example are dropped first. Nothing is written; with no data folder it says so and stops.
import { existsSync } from 'node:fs';
import type { Example } from '../src/data/example.ts';
import { dropReportOverlap, loadSet, type SetName } from '../src/data/load-sets.ts';
import { brier as dataBrier, ece as dataEce } from '../src/data/metrics.ts';
import { createDefaultEngine } from '../src/models/default-engine.ts';
import { calibrate } from '../src/tuning/calibration.ts';
import { fitTuning } from '../src/tuning/fit-tuning.ts';
import { brierScore, expectedCalibrationError, gateAt, type GateItem, type Objective } from '../src/tuning/metrics.ts';
import { argOf, SHARED_DATA_DIR } from './args.ts';
import { BENCH_SETS, everyNth } from './bench/sets.ts';

const dataDir = argOf('--data', SHARED_DATA_DIR);
const setName = argOf('--set', 'wice') as SetName;
const step = Number(argOf('--step', '1'));
const objective = argOf('--objective', 'f1') as Objective;
const FAIL_ON = new Set(['contradicted', 'not_stated']);

if (!existsSync(dataDir)) {
  console.log(`bench:tuning: no data folder at ${dataDir}; nothing measured`);
  process.exit(0);
}
const bench = BENCH_SETS.find((b) => b.set === setName);
if (!bench?.tune) throw new Error(`bench:tuning: ${setName} has no train split to tune on`);
const all = loadSet(setName, dataDir);
const report = everyNth(all.filter(bench.report), step);
const train = everyNth(dropReportOverlap(all.filter(bench.tune), report), step);

const engine = createDefaultEngine();
function score(examples: readonly Example[]): { items: GateItem[]; unscored: number; ms: number } {
  const started = performance.now();
  const items: GateItem[] = [];
  let unscored = 0;
  for (const e of examples) {
    const r = engine.check({ question: e.question ?? '', context: e.passages, answer: e.claim });
    const p = r.score.p_hallucinated;
    if (r.status !== 'ok' || p === null) {
      unscored += 1;
      continue;
    }
    const ruleHeld = r.sentences.some((s) => s.claims.some((c) => FAIL_ON.has(c.status)));
    items.push({ p, y: e.label === 'S' ? 0 : 1, ruleHeld });
  }
  return { items, unscored, ms: performance.now() - started };
}

const trained = score(train);
const reported = score(report);
const fitStart = performance.now();
const fit = fitTuning(trained.items, { folds: 5, seed: 0, method: 'auto', baseThreshold: 0.42, tuneThreshold: true, objective });
const fitMs = performance.now() - fitStart;
// method 'auto' fits a calibration, never the re-scorer (scripts/bench-adapt.ts measures --adapt).
const calibration = fit.calibration.method === 'adapt' ? null : fit.calibration;
if (calibration === null) throw new Error('bench:tuning: expected a calibration');

const f = (v: number | null, d = 4): string => (v === null ? '-' : v.toFixed(d));
const p100 = (v: number | null): string => (v === null ? '-' : `${(v * 100).toFixed(1)}%`);
const y = reported.items.map((i) => i.y);
const before = reported.items.map((i) => i.p);
const after = reported.items.map((i) => calibrate(calibration, i.p) as number);
const gateBefore = gateAt(reported.items, 0.42);
const gateAfter = gateAt(reported.items, fit.threshold ?? 0.42, after);
const bools = y.map((v) => v === 1);

console.log(`bench:tuning on ${bench.title}: ${engine.model}`);
console.log(`train: ${trained.items.length} answers scored (${trained.items.filter((i) => i.y === 1).length} not supported), ${trained.unscored} unverified left out; checks ${(trained.ms / 1000).toFixed(1)} s`);
console.log(`report: ${reported.items.length} answers scored (${y.filter((v) => v === 1).length} not supported), ${reported.unscored} unverified left out; checks ${(reported.ms / 1000).toFixed(1)} s`);
console.log(`fitting (both methods, 5 folds each, then the final fit): ${fitMs.toFixed(0)} ms; chosen ${fit.calibration.method} (held-out Brier on train: ${Object.entries(fit.methods).map(([m, b]) => `${m} ${f(b)}`).join(', ')}); tuned threshold ${f(fit.threshold, 2)} (best ${objective})`);
console.log('');
console.log('| split | figure | before | after |');
console.log('|---|---|---|---|');
console.log(`| train, 5-fold held out | Brier | ${f(fit.before.brier)} | ${f(fit.after.brier)} |`);
console.log(`| train, 5-fold held out | ECE (10 bins) | ${f(fit.before.ece)} | ${f(fit.after.ece)} |`);
console.log(`| train, 5-fold held out | gate precision / recall / held / bal. acc. | ${p100(fit.before.gate.precision)} / ${p100(fit.before.gate.recall)} / ${p100(fit.before.gate.held)} / ${f(fit.before.gate.balancedAccuracy, 3)} | ${p100(fit.after.gate.precision)} / ${p100(fit.after.gate.recall)} / ${p100(fit.after.gate.held)} / ${f(fit.after.gate.balancedAccuracy, 3)} |`);
console.log(`| report | Brier | ${f(brierScore(before, y))} | ${f(brierScore(after, y))} |`);
console.log(`| report | ECE (10 bins) | ${f(expectedCalibrationError(before, y))} | ${f(expectedCalibrationError(after, y))} |`);
console.log(`| report | ECE (15 bins, src/data/metrics.ts) | ${f(dataEce(bools, before))} | ${f(dataEce(bools, after))} |`);
console.log(`| report | Brier (src/data/metrics.ts) | ${f(dataBrier(bools, before))} | ${f(dataBrier(bools, after))} |`);
console.log(`| report | gate precision / recall / held / bal. acc. (0.42 before, tuned after) | ${p100(gateBefore.precision)} / ${p100(gateBefore.recall)} / ${p100(gateBefore.held)} / ${f(gateBefore.balancedAccuracy, 3)} | ${p100(gateAfter.precision)} / ${p100(gateAfter.recall)} / ${p100(gateAfter.held)} / ${f(gateAfter.balancedAccuracy, 3)} |`);
if (fit.worse.length > 0) console.log(`\nground tune would refuse this tuning (worse on held-out train answers: ${fit.worse.join('; ')})`);
