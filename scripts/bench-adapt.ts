// `node scripts/bench-adapt.ts [--set covidfact] [--data DIR] [--step N] [--workers N]`: what
// `ground tune --adapt` does on one shared set (../shared/data), through the real bin/ground as a
// user runs it. The set's TRAIN split (less any example sharing a claim or passage with the report
// split) is written as a labelled JSONL file; `ground tune` fits on it twice (a calibration, then
// --adapt; both with --force, the refusal read from the report instead); the REPORT split is
// checked without a tuning and with each file, and the script prints AUROC, Brier score, ECE and
// the gate there, with the times tune took. Nothing is written outside a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Example } from '../src/data/example.ts';
import { dropReportOverlap, loadSet, type SetName } from '../src/data/load-sets.ts';
import { LIMITS } from '../src/contract/schemas.ts';
import { countTokens } from '../src/contract/tokens.ts';
import { areaUnderRoc, brierScore, expectedCalibrationError } from '../src/tuning/metrics.ts';
import { argOf, SHARED_DATA_DIR } from './args.ts';
import { BENCH_SETS, everyNth } from './bench/sets.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = argOf('--data', SHARED_DATA_DIR);
const setName = argOf('--set', 'covidfact') as SetName;
const step = Number(argOf('--step', '1'));
const workers = argOf('--workers', String(availableParallelism()));

if (!existsSync(dataDir)) {
  console.log(`bench-adapt: no data folder at ${dataDir}; nothing measured`);
  process.exit(0);
}
const bench = BENCH_SETS.find((b) => b.set === setName);
if (!bench?.tune) throw new Error(`bench-adapt: ${setName} has no train split to tune on`);
// Examples over the per-answer token limit are left out (ground check refuses them, 413).
const fits = (e: Example): boolean => countTokens({ question: e.question ?? '', context: e.passages, answer: e.claim }) <= LIMITS.maxTokensPerAnswer;
const all = loadSet(setName, dataDir);
const allReport = everyNth(all.filter(bench.report), step);
const allTrain = everyNth(dropReportOverlap(all.filter(bench.tune), allReport), step);
const report = allReport.filter(fits);
const train = allTrain.filter(fits);

const dir = mkdtempSync(join(tmpdir(), 'ground-bench-adapt-'));
/** A labelled JSONL file `ground tune` and `ground check` read (a set without questions gets a neutral one). */
function writeLabelled(name: string, examples: readonly Example[]): string {
  const path = join(dir, name);
  const lines = examples.map((e) => JSON.stringify({ question: e.question || 'What do the passages say?', context: e.passages, answer: e.claim, label: e.label === 'S' ? 'faithful' : 'hallucinated' }));
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

function ground(args: string[]): { code: number; stdout: string; stderr: string; seconds: number } {
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(ROOT, 'bin/ground'), ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' } });
  return { code: run.status ?? -1, stdout: run.stdout, stderr: run.stderr, seconds: (performance.now() - started) / 1000 };
}

interface Row { index: number; decision: string; status: string; score: { p_hallucinated: number | null; model: string } }

/** Figures of one check run of the report split (unverified answers left out of the score figures). */
function figures(rows: readonly Row[]): { n: number; auroc: number; brier: number; ece: number; held: number; recall: number; sentShare: number; ba: number } {
  const scored = rows.filter((r) => r.score.p_hallucinated !== null);
  const p = scored.map((r) => r.score.p_hallucinated as number);
  const y = scored.map((r) => (report[r.index]?.label === 'S' ? 0 : 1) as 0 | 1);
  const held = rows.map((r) => r.decision !== 'send');
  const isPos = rows.map((r) => report[r.index]?.label !== 'S');
  const pos = isPos.filter(Boolean).length;
  const recall = held.filter((h, i) => h && isPos[i]).length / pos;
  const sentShare = held.filter((h, i) => !h && !isPos[i]).length / (rows.length - pos);
  return { n: scored.length, auroc: areaUnderRoc(p, y), brier: brierScore(p, y), ece: expectedCalibrationError(p, y), held: held.filter(Boolean).length / rows.length, recall, sentShare, ba: (recall + sentShare) / 2 };
}

try {
  const trainFile = writeLabelled('train.jsonl', train);
  const reportFile = writeLabelled('report.jsonl', report);
  const tunes = {
    calibration: ground(['tune', trainFile, '--label-field', 'label', '--workers', workers, '-o', join(dir, 'calibration.json'), '--force']),
    adapt: ground(['tune', trainFile, '--label-field', 'label', '--workers', workers, '--adapt', '-o', join(dir, 'adapt.json'), '--force']),
  };
  for (const [name, t] of Object.entries(tunes)) if (t.code !== 0) throw new Error(`ground tune (${name}) exited ${t.code}: ${t.stderr}`);
  const checks = {
    'no tuning': ground(['check', reportFile, '--format', 'jsonl', '--workers', workers]),
    'calibration (ground tune)': ground(['check', reportFile, '--format', 'jsonl', '--workers', workers, '--tuning', join(dir, 'calibration.json')]),
    'adapt (ground tune --adapt)': ground(['check', reportFile, '--format', 'jsonl', '--workers', workers, '--tuning', join(dir, 'adapt.json')]),
  };
  const f = (v: number, d = 4): string => v.toFixed(d);
  const pc = (v: number): string => `${(v * 100).toFixed(1)}%`;
  const model = (JSON.parse(checks['no tuning'].stdout.split('\n')[0] ?? '{}') as Row).score?.model;
  console.log(`bench-adapt on ${bench.title}${step > 1 ? ` (every ${step}th example)` : ''}: ${model}; ${workers} workers`);
  const over = (kept: readonly Example[], whole: readonly Example[]): string => (kept.length < whole.length ? `, ${whole.length - kept.length} over the token limit left out` : '');
  console.log(`train split: ${train.length} answers (${train.filter((e) => e.label !== 'S').length} not supported${over(train, allTrain)}); report split: ${report.length} (${report.filter((e) => e.label !== 'S').length} not supported${over(report, allReport)})`);
  for (const [name, t] of Object.entries(tunes)) {
    const times = /^checks ([\d.]+) s, fitting ([\d.]+) s$/m.exec(t.stdout);
    console.log(`ground tune (${name}): ${t.seconds.toFixed(1)} s wall (checks ${times?.[1]} s, fitting ${times?.[2]} s)`);
    console.log(t.stdout.split('\n').filter((l) => /^(calibration|adapt| {2}largest|tuned threshold|held out| {2}(Brier|ECE|AUROC|gate|answers))/.test(l) || l.startsWith('WORSE') || l.startsWith('Note')).map((l) => `    ${l}`).join('\n'));
  }
  console.log('');
  console.log('| report split, checked with | answers scored | AUROC | Brier | ECE (10 bins) | held | recall (held of not supported) | faithful sent | balanced accuracy of the gate |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, c] of Object.entries(checks)) {
    const rows = c.stdout.trim().split('\n').map((l) => JSON.parse(l) as Row);
    const g = figures(rows);
    console.log(`| ${name} | ${g.n} | ${pc(g.auroc)} | ${f(g.brier)} | ${f(g.ece)} | ${pc(g.held)} | ${pc(g.recall)} | ${pc(g.sentShare)} | ${f(g.ba, 3)} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
