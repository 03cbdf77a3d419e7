// Trains the framing model (src/engine/learned/framing-model.ts) on the development case sets
// (fixtures/cases/dev*.jsonl): each expectation's words, labelled framing when its expected status
// is not_checked alone (greetings, sympathy, thanks, offers, soft advice to ask someone), else not
// (stated facts, invented details, wrong figures, refusals); and BEGIN's dev split (a train split of
// ../shared/data, when it is there): responses labelled Generic are framing, the others (the
// writer's own experiences and claims, attributable or not) are not. The held-out sets (realistic,
// blind*), ../shared/cases and every report split are never read. Grouped cross-validation (folds of whole case files) picks
// the threshold: the lowest at which at most MAX_FALSE of the invented details (expected
// not_stated) would be read as framing. Deterministic: full-batch gradient descent, no sampling.
// usage: node scripts/train/framing.ts [--write]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { framingFeatures, framingLogit, type FramingModel } from '../../src/engine/learned/framing-model.ts';

const VERSION = 'ground-framing-1.4.0';
const DIR = fileURLToPath(new URL('../../fixtures/cases/', import.meta.url));
const OUT = fileURLToPath(new URL('../../models/framing.json', import.meta.url));
const BEGIN_DEV = ['wow/begin_dev_wow.tsv', 'cmu-dog/begin_dev_cmu.tsv', 'topicalchat/begin_dev_tc.tsv']
  .map((f) => fileURLToPath(new URL(`../../../shared/data/begin/${f}`, import.meta.url)));
/** The share of invented details (not_stated) cross-validation may read as framing at the threshold. */
const MAX_FALSE = 0.02;
/** Invented details weigh more: reading one as framing lets an error through. */
const NOT_STATED_WEIGHT = 3;
const L2 = 0.02;
const STEPS = 400;
const RATE = 0.5;
/** Features seen fewer times than this are dropped. */
const MIN_COUNT = 2;
/**
 * Development sets the shipped model is not trained on. 1.4.0 (engine 2.44.0) trains on dev to
 * dev41; dev42 to dev48 came after it and are left out, so that this script still rebuilds the
 * shipped 1.4.0 and they show it on cases it never saw. (1.3.0, dev to dev28, read invented advice, "It's best
 * to keep treats handy for the trip", as framing; with dev29 to dev41 as well the guard test holds.)
 */
const LEFT_OUT = new Set(['dev42.jsonl', 'dev43.jsonl', 'dev44.jsonl', 'dev45.jsonl', 'dev46.jsonl', 'dev47.jsonl', 'dev48.jsonl']);

interface Row { text: string; framing: boolean; notStated: boolean; file: string; features: string[] }

function readRows(): Row[] {
  const files = readdirSync(DIR).filter((f) => /^dev\d*\.jsonl$/.test(f) && !LEFT_OUT.has(f)).sort();
  const rows: Row[] = [];
  for (const file of files) {
    for (const line of readFileSync(DIR + file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const c = JSON.parse(line) as { expect?: { contains: string; status: string | string[] }[] };
      for (const e of c.expect ?? []) {
        const status = ([] as string[]).concat(e.status);
        // "The passages don't say" may be either; such rows teach nothing about framing.
        if (status.includes('not_checked') && status.length > 1) continue;
        const framing = status.length === 1 && status[0] === 'not_checked';
        rows.push({ text: e.contains, framing, notStated: status.length === 1 && status[0] === 'not_stated', file, features: framingFeatures(e.contains) });
      }
    }
  }
  // BEGIN dev: model_name, data_source, knowledge, message, response, begin_label (one fold per source).
  for (const path of BEGIN_DEV.filter((p) => existsSync(p))) {
    for (const line of readFileSync(path, 'utf8').split('\n').slice(1)) {
      const cols = line.replace(/\r$/, '').split('\t');
      const [response, label] = [cols[4], cols[5]];
      if (!response || !label) continue;
      rows.push({ text: response, framing: label === 'Generic', notStated: false, file: path, features: framingFeatures(response) });
    }
  }
  return rows;
}

/** Fits bias and weights by full-batch gradient descent (AdaGrad steps) on weighted log-loss with L2. */
function fit(rows: readonly Row[]): Pick<FramingModel, 'bias' | 'weights'> {
  const counts = new Map<string, number>();
  for (const r of rows) for (const f of r.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts.entries()].filter(([, n]) => n >= MIN_COUNT).map(([f]) => f).sort();
  const at = new Map(vocab.map((f, i) => [f, i]));
  const xs = rows.map((r) => r.features.map((f) => at.get(f)).filter((i): i is number => i !== undefined));
  const ws = rows.map((r) => (r.notStated ? NOT_STATED_WEIGHT : 1));
  const total = ws.reduce((a, b) => a + b, 0);
  const w = new Float64Array(vocab.length);
  const g2 = new Float64Array(vocab.length + 1).fill(1e-8);
  let bias = 0;
  for (let step = 0; step < STEPS; step++) {
    const grad = new Float64Array(vocab.length);
    let gb = 0;
    rows.forEach((r, k) => {
      let z = bias;
      for (const i of xs[k] ?? []) z += w[i] ?? 0;
      const err = ((1 / (1 + Math.exp(-z))) - (r.framing ? 1 : 0)) * (ws[k] ?? 1) / total;
      gb += err;
      for (const i of xs[k] ?? []) grad[i] = (grad[i] ?? 0) + err;
    });
    for (let i = 0; i < vocab.length; i++) {
      const gi = (grad[i] ?? 0) + L2 * (w[i] ?? 0) / rows.length;
      g2[i] = (g2[i] ?? 0) + gi * gi;
      w[i] = (w[i] ?? 0) - RATE * gi / Math.sqrt(g2[i] ?? 1);
    }
    g2[vocab.length] = (g2[vocab.length] ?? 0) + gb * gb;
    bias -= RATE * gb / Math.sqrt(g2[vocab.length] ?? 1);
  }
  const weights: Record<string, number> = {};
  vocab.forEach((f, i) => {
    const v = Math.round((w[i] ?? 0) * 1e4) / 1e4;
    if (v !== 0) weights[f] = v;
  });
  return { bias: Math.round(bias * 1e4) / 1e4, weights };
}

const prob = (m: Pick<FramingModel, 'bias' | 'weights'>, r: Row) => 1 / (1 + Math.exp(-framingLogit(m, r.features)));

const rows = readRows();
const files = [...new Set(rows.map((r) => r.file))];
const FOLDS = 5;
const held: { p: number; r: Row }[] = [];
for (let k = 0; k < FOLDS; k++) {
  const out = new Set(files.filter((_, i) => i % FOLDS === k));
  const m = fit(rows.filter((r) => !out.has(r.file)));
  for (const r of rows) if (out.has(r.file)) held.push({ p: prob(m, r), r });
}
const notStated = held.filter((h) => h.r.notStated).map((h) => h.p).sort((a, b) => b - a);
const threshold = Math.max(0.5, Math.ceil((notStated[Math.floor(MAX_FALSE * notStated.length)] ?? 0.5) * 100) / 100);
const rate = (pred: (h: { p: number; r: Row }) => boolean, of: (h: { p: number; r: Row }) => boolean) => {
  const s = held.filter(of);
  return `${s.filter(pred).length}/${s.length}`;
};
console.log(`${rows.length} rows from ${files.length} files (development case sets and BEGIN dev); ${rows.filter((r) => r.framing).length} framing, ${rows.filter((r) => r.notStated).length} not stated.`);
console.log(`Cross-validation (${FOLDS} folds of whole files) at threshold ${threshold}:`);
for (const t of [0.5, 0.7, 0.8, 0.9, threshold]) {
  const at = (h: { p: number }) => h.p >= t;
  const begin = (h: { r: Row }) => h.r.file.endsWith('.tsv');
  console.log(`  P >= ${t}: framing read as framing ${rate(at, (h) => h.r.framing)}; not stated read as framing ${rate(at, (h) => h.r.notStated)}; other ${rate(at, (h) => !h.r.framing && !h.r.notStated)}; BEGIN non-generic ${rate(at, (h) => begin(h) && !h.r.framing)}, generic ${rate(at, (h) => begin(h) && h.r.framing)}`);
}
const model: FramingModel = { version: VERSION, ...fit(rows), threshold };
console.log(`Final model: ${Object.keys(model.weights).length} weights, bias ${model.bias}.`);
if (process.argv.includes('--write')) {
  writeFileSync(OUT, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${OUT}`);
}
