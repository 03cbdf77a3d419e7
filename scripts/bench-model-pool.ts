// Benchmark of the engine worker pool with a `--model` transformer (not a test):
//   node scripts/bench-model-pool.ts [--model DIR] [--runs 3] [--batches 6]
// 1. `ground serve --workers 1|2`, with and without `--model DIR` (default the tiny NLI fixture):
//    time from spawn to the `listening` line and to the first /v1/health 200 (every worker has
//    loaded its engine and model), the process's RSS then, and its RSS and peak (VmHWM) after
//    4 batches of 50 answers. Runs interleave the configurations; medians are printed.
// 2. The answers of a batch grouped on a worker (one model call per group) against one by one:
//    answers/s for batches of 50 on an in-process pool, by the most checks a task may carry.
// 3. The model's own time for those answers' open claims: each answer's pairs in one call, or
//    the pairs of 16 answers in one call (what a group of 16 sends), on this thread.
// The 50 answers are the first 50 of fixtures/cases/dev.jsonl (development cases). Writes the
// figures into BENCHMARKS.md (section bench:model-pool). Linux only (reads /proc).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chooseModel } from '../src/models/transformer-choice.ts';
import { createDefaultEngine } from '../src/models/default-engine.ts';
import { checkModelDir, hashWeights, readTransformerModel, type TextPair } from '../src/models/transformer-model.ts';
import { createEnginePool } from '../src/runtime/engine-pool.ts';
import { createApiKey } from '../src/store/api-keys.ts';
import { openDatabase } from '../src/store/open-database.ts';
import { writeWorkspaceSettings } from '../src/store/workspaces.ts';
import { startServe } from './bench/serve.ts';
import { writeBenchSection } from './write-bench-section.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({ options: {
  model: { type: 'string', default: 'fixtures/models/tiny-nli' },
  runs: { type: 'string', default: '3' },
  batches: { type: 'string', default: '6' },
} });
const MODEL = resolve(ROOT, values.model);
const RUNS = Number(values.runs);
const BATCHES = Number(values.batches);

interface Case { question: string; context: string[]; answer: string }
const BATCH: Case[] = readFileSync(join(ROOT, 'fixtures/cases/dev.jsonl'), 'utf8').trim().split('\n').slice(0, 50)
  .map((line) => JSON.parse(line) as Case).map(({ question, context, answer }) => ({ question, context, answer }));

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mb = (kb: number): string => (kb / 1024).toFixed(0);

/** A field of /proc/PID/status in kB (VmRSS, VmHWM). */
function procKb(pid: number, field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? NaN);
}

interface ServeRun { listening: number; ready: number; rssReady: number; rssLoaded: number; peak: number; answersPerS: number }

async function serveOnce(workers: number, model: boolean, dataDir: string, key: string): Promise<ServeRun> {
  const started = performance.now();
  const server = await startServe(['--workers', String(workers), '--data-dir', dataDir, ...(model ? ['--model', MODEL] : [])]);
  try {
    const listening = performance.now() - started;
    for (;;) {
      const res = await fetch(`${server.url}/v1/health`).catch(() => null);
      if (res?.status === 200) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const ready = performance.now() - started;
    const pid = server.child.pid as number;
    const rssReady = procKb(pid, 'VmRSS');
    const body = JSON.stringify({ items: BATCH });
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const t = performance.now();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${server.url}/v1/ground/basic/batch`, { method: 'POST', headers, body });
      if (res.status !== 200) throw new Error(`batch answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    }
    const answersPerS = (4 * BATCH.length) / ((performance.now() - t) / 1000);
    return { listening, ready, rssReady, rssLoaded: procKb(pid, 'VmRSS'), peak: procKb(pid, 'VmHWM'), answersPerS };
  } finally {
    await server.stop();
  }
}

async function serveTable(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ground-bench-model-'));
  try {
    const db = openDatabase(dataDir);
    const { key } = createApiKey(db, { workspaceId: 'bench', now: Date.now() });
    writeWorkspaceSettings(db, 'bench', { dailyTokens: 1e12, requestsPerMinute: 1e6 }, Date.now());
    db.close();
    const configs = [1, 2].flatMap((workers) => [false, true].map((model) => ({ workers, model })));
    const runs = new Map<string, ServeRun[]>();
    for (let r = 0; r < RUNS; r++) {
      for (const c of configs) {
        const k = JSON.stringify(c);
        runs.set(k, [...(runs.get(k) ?? []), await serveOnce(c.workers, c.model, dataDir, key)]);
      }
    }
    const rows = configs.map((c) => {
      const rs = runs.get(JSON.stringify(c)) ?? [];
      const m = (f: (s: ServeRun) => number): number => median(rs.map(f));
      return `| ${c.workers} | ${c.model ? `--model ${values.model}` : 'none'} | ${m((s) => s.listening).toFixed(0)} | ${m((s) => s.ready).toFixed(0)} | ${mb(m((s) => s.rssReady))} | ${mb(m((s) => s.rssLoaded))} | ${mb(m((s) => s.peak))} | ${m((s) => s.answersPerS).toFixed(0)} |`;
    });
    return [
      '| Workers | Model | Spawn to `listening` (ms) | Spawn to health 200 (ms) | RSS ready (MB) | RSS after 4 batches (MB) | Peak RSS (MB) | Answers/s (4 batches of 50) |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Rate { perS: number; cpuMs: number }

/**
 * Answers/s for BATCHES batches of 50 on a fresh pool (after one warm-up batch), and the CPU time
 * of the whole process (every thread) per answer, which other load on the machine disturbs less.
 */
async function poolRate(workers: number, maxGroup: number): Promise<Rate> {
  const pool = createEnginePool({ size: workers, maxGroup });
  try {
    await pool.ready();
    await Promise.all(BATCH.map((c) => pool.check(c)));
    const t = performance.now();
    const cpu = process.cpuUsage();
    for (let b = 0; b < BATCHES; b++) await Promise.all(BATCH.map((c) => pool.check(c)));
    const used = process.cpuUsage(cpu);
    const answers = BATCHES * BATCH.length;
    return { perS: answers / ((performance.now() - t) / 1000), cpuMs: (used.user + used.system) / 1000 / answers };
  } finally {
    await pool.close();
  }
}

async function groupTable(): Promise<string> {
  const checked = checkModelDir(MODEL);
  const hash = await hashWeights(join(checked.dir, checked.weights));
  const rows: string[] = [];
  for (const model of [true, false]) {
    chooseModel(model ? { dir: checked.dir, name: `model@${hash}`, hash } : null);
    for (const workers of [1, 2]) {
      const groups = model ? [1, 4, 16, 32] : [1, 16];
      const rates = new Map<number, Rate[]>();
      // Each run reverses the order of the last, so warming up favours no group size.
      for (let r = 0; r < RUNS; r++) {
        for (const g of r % 2 === 0 ? groups : [...groups].reverse()) rates.set(g, [...(rates.get(g) ?? []), await poolRate(workers, g)]);
      }
      const one = median((rates.get(1) ?? []).map((x) => x.perS));
      rows.push(`| ${model ? 'tiny-nli' : 'none'} | ${workers} | ${groups.map((g) => {
        const rate = median((rates.get(g) ?? []).map((x) => x.perS));
        return `${g}: ${rate.toFixed(0)}${g === 1 ? '' : ` (${rate >= one ? '+' : ''}${((rate / one - 1) * 100).toFixed(0)}%)`}`;
      }).join(', ')} | ${groups.map((g) => `${g}: ${median((rates.get(g) ?? []).map((x) => x.cpuMs)).toFixed(1)}`).join(', ')} |`);
    }
  }
  chooseModel(null);
  return ['| Model | Workers | Answers/s by checks per task (1 = one by one) | CPU ms per answer (all threads) |', '|---|---|---|---|', ...rows].join('\n');
}

/** Model ms per answer and pairs per call, scoring the 50 answers' open-claim pairs in calls of `per` answers. */
async function modelTable(): Promise<string> {
  const engine = createDefaultEngine();
  const pairs: TextPair[][] = BATCH.map((c) => engine.openClaims(c).flatMap((o) => o.evidence.map((e) => ({ premise: e.text, hypothesis: o.text }))));
  const scorer = await readTransformerModel(MODEL);
  const rows: string[] = [];
  try {
    const times = new Map<number, number[]>();
    for (let r = 0; r < RUNS * 4; r++) {
      for (const per of r % 2 === 0 ? [1, 16] : [16, 1]) {
        const t = performance.now();
        for (let i = 0; i < pairs.length; i += per) {
          const group = pairs.slice(i, i + per).flat();
          if (group.length > 0) await scorer.score(group);
        }
        times.set(per, [...(times.get(per) ?? []), (performance.now() - t) / pairs.length]);
      }
    }
    const total = pairs.flat().length;
    for (const per of [1, 16]) {
      let calls = 0;
      for (let i = 0; i < pairs.length; i += per) if (pairs.slice(i, i + per).flat().length > 0) calls++;
      rows.push(`| ${per === 1 ? 'one answer per call' : '16 answers per call'} | ${calls} | ${(total / calls).toFixed(1)} | ${median(times.get(per) ?? []).toFixed(2)} |`);
    }
  } finally {
    await scorer.dispose();
  }
  return [
    `| Model calls for the 50 answers (${pairs.flat().length} pairs, ${pairs.filter((p) => p.length > 0).length} answers with open claims) | Calls | Pairs per call | Model ms per answer (median of ${RUNS * 4}) |`,
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const load = loadavg().map((l) => l.toFixed(1)).join(', ');
const serve = await serveTable();
const grouped = await groupTable();
const modelOnly = await modelTable();
const md = [
  `Command: \`node scripts/bench-model-pool.ts --runs ${RUNS} --batches ${BATCHES}\` (${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average at start ${load}). Medians of ${RUNS} interleaved runs.`,
  '',
  serve,
  '',
  `Grouping (in-process pool, ${BATCHES} batches of the same 50 answers after a warm-up batch; the pool's default is 16 checks per task with a model, 1 without):`,
  '',
  grouped,
  '',
  'The model alone (one thread, 1 ONNX thread, batches of 16 pairs per forward pass as the pool runs it):',
  '',
  modelOnly,
].join('\n');
console.log(md);
writeBenchSection('bench:model-pool', md);
