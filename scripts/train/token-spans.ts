// Issue 10 item 3: can WiCE's unsupported-token spans teach a per-token layer which words of a
// not-supported claim lack support, better than the verifier's rule (a word whose best match
// anywhere in the passages is below cosine 0.5 is named in `checks`)? A logistic layer over the
// per-token evidence rows (token-features.ts) is fit on the WiCE token spans' train and dev
// parts (both train use) and scored once on their test part (a report split: measured, never
// tuned on), beside the rule and beside "the stem is in no passage".
//   node scripts/train/token-spans.ts [--seed 7] [--data ../shared/data]
import { argOf, SHARED_DATA_DIR } from '../args.ts';
import { auroc } from '../../src/data/metrics.ts';
import { loadSet } from '../../src/data/load-sets.ts';
import type { Example } from '../../src/data/example.ts';
import { extractFeatures, indexContext } from '../../src/engine/learned/features.ts';
import { createLexicon } from '../../src/engine/learned/lexicon.ts';
import { fitModel, predictRow, type FitRow } from '../../src/engine/learned/fit.ts';
import { stem, tokenize } from '../../src/engine/learned/text.ts';
import { createDefaultEngine } from '../../src/models/default-engine.ts';
import { extractTokenFeatures, TOKEN_FEATURES, TOKEN_WIDTH } from '../../src/engine/learned/token-features.ts';
import { readVectors } from '../../src/models/vectors.ts';
import { pct } from './eval.ts';

const seed = Number(argOf('--seed', '7'));
const log = (s: string): void => { console.log(s); };
const lexicon = createLexicon(readVectors());
const examples = loadSet('wice-tokens', argOf('--data', SHARED_DATA_DIR)).filter((e) => (e.spans?.length ?? 0) > 0);

interface Row { x: number[]; bad: boolean; example: number; engine: number }

/** One row per content or negation token (the order extractTokenFeatures keeps), labelled by the spans. */
function rowsOf(e: Example, example: number): Row[] | null {
  const ctx = indexContext(e.passages, lexicon);
  const m = extractTokenFeatures(e.claim, ctx, lexicon, extractFeatures(e.claim, ctx, lexicon).bestSentence);
  const tokens = tokenize(e.claim).filter((t) => t.content || t.negation);
  if (tokens.length !== m.n) return null;
  // Spans are code-point offsets; tokens carry UTF-16 offsets.
  const utf16 = (cp: number): number => Array.from(e.claim).slice(0, cp).join('').length;
  const spans = (e.spans ?? []).map(([a, b]) => [utf16(a), utf16(b)] as const);
  return tokens.map((t, i) => ({
    x: Array.from(m.x.subarray(i * TOKEN_WIDTH, (i + 1) * TOKEN_WIDTH)),
    bad: spans.some(([a, b]) => t.at < b && t.at + t.norm.length > a),
    example,
    engine: engineNamed.get(example)?.has(t.stem) ? 1 : 0,
  }));
}

const train: Row[] = [];
const test: Row[] = [];
/** Per test example: the stems of the words the shipped engine names in a not_stated claim's `checks`. */
const engine = createDefaultEngine();
const NAMED = /^No passage (?:states|gives)(?: this part of the claim)?:? (?!this\.)([^(]+?)(?: \([^)]*\))?\.$/;
const engineNamed = new Map<number, Set<string>>();
examples.forEach((e, i) => {
  if (e.use === 'train') return;
  const result = engine.check({ question: '', context: [...e.passages], answer: e.claim });
  const named = new Set<string>();
  for (const s of result.sentences ?? []) {
    for (const c of s.claims) {
      if (c.status !== 'not_stated') continue;
      for (const line of c.checks) {
        const m = NAMED.exec(line);
        for (const term of m?.[1]?.split(', ') ?? []) for (const w of tokenize(term)) named.add(stem(w.norm));
      }
    }
  }
  engineNamed.set(i, named);
});
let skipped = 0;
examples.forEach((e, i) => {
  const rows = rowsOf(e, i);
  if (!rows) { skipped++; return; }
  (e.use === 'train' ? train : test).push(...rows);
});
const share = (rows: readonly Row[]): string => pct(rows.filter((r) => r.bad).length / Math.max(1, rows.length));
log(`WiCE token spans: ${train.length} train tokens (${share(train)} unsupported), ${test.length} test tokens (${share(test)}); ${skipped} claims skipped (token count mismatch)`);

const col = (name: string): number => (TOKEN_FEATURES as readonly string[]).indexOf(name);
/** P(unsupported) from a logistic layer fit on `rows` over the values `features` reads from a row. */
function fitLogistic(rows: readonly Row[], features: (x: readonly number[]) => number[]): (x: readonly number[]) => number {
  const data: FitRow[] = rows.map((r) => ({ x: features(r.x), allowed: r.bad ? [2] : [0], weight: 1 }));
  const width = data[0]?.x.length ?? 0;
  const model = fitModel(data, { features: Array.from({ length: width }, (_, i) => `f${i}`), hidden: [], epochs: 30, batchSize: 256, learningRate: 0.01, l2: 1e-3, seed });
  return (x) => 1 - (predictRow(model, features(x))[0] ?? 0);
}
const layer = fitLogistic(train, (x) => [...x]);
const layerCut = bestCut(train, layer);
/** The features and their pairwise products. */
const pairwise = (x: readonly number[]): number[] => {
  const out = [...x];
  for (let a = 0; a < x.length; a++) for (let b = a + 1; b < x.length; b++) out.push((x[a] ?? 0) * (x[b] ?? 0));
  return out;
};
const SCORERS: Array<{ name: string; score: (x: readonly number[], row?: Row) => number; cut: number | null }> = [
  { name: 'shipped engine: the words a not_stated claim names in `checks`', score: (_x, row) => row?.engine ?? 0, cut: 0.5 },
  { name: 'rule shipped: best cosine anywhere below 0.5 (content words)', score: (x) => (x[col('content')] === 1 ? 1 - (x[col('cos_any')] ?? 0) : 0), cut: 0.5 },
  { name: 'stem in no passage', score: (x) => 1 - (x[col('exact_any')] ?? 0), cut: 0.5 },
  { name: 'logistic over the 11 token features (fit on train)', score: layer, cut: null },
  { name: 'shipped engine\'s words, or the logistic layer at its threshold', score: (x, row) => ((row?.engine ?? 0) === 1 || layer(x) >= layerCut ? 1 : 0), cut: 0.5 },
  { name: 'logistic over the 11 token features and their pairwise products (fit on train)', score: fitLogistic(train, pairwise), cut: null },
];

/** Best F1 over thresholds on `rows`. */
function bestCut(rows: readonly Row[], score: (x: readonly number[]) => number): number {
  const scored = rows.map((r) => ({ s: score(r.x), bad: r.bad })).sort((a, b) => b.s - a.s);
  const positives = scored.filter((r) => r.bad).length;
  let tp = 0; let best = 0; let cut = 0.5;
  scored.forEach((r, k) => {
    if (r.bad) tp++;
    const f1 = (2 * tp) / (k + 1 + positives);
    if (f1 > best) { best = f1; cut = r.s; }
  });
  return cut;
}

log('\n| scorer (WiCE token spans, test part) | token AUROC | precision / recall / F1 (threshold) | claims whose weakest word is in a span |');
log('|---|---|---|---|');
for (const s of SCORERS) {
  const cut = s.cut ?? (s.score === layer ? layerCut : bestCut(train, s.score));
  const scores = test.map((r) => s.score(r.x, r));
  const flagged = scores.map((v) => (s.cut === null ? v >= cut : v > cut));
  const tp = test.filter((r, i) => r.bad && flagged[i]).length;
  const p = tp / Math.max(1, flagged.filter(Boolean).length);
  const r = tp / Math.max(1, test.filter((x) => x.bad).length);
  const byClaim = new Map<number, { s: number; bad: boolean }>();
  test.forEach((row, i) => {
    const v = scores[i] ?? 0;
    const was = byClaim.get(row.example);
    if (!was || v > was.s) byClaim.set(row.example, { s: v, bad: row.bad });
  });
  const top1 = [...byClaim.values()].filter((c) => c.bad).length / Math.max(1, byClaim.size);
  log(`| ${s.name} | ${pct(auroc(test.map((x) => x.bad), scores))} | ${pct(p)} / ${pct(r)} / ${pct((2 * p * r) / Math.max(1e-9, p + r))} (${cut.toFixed(3)}) | ${pct(top1)} (n=${byClaim.size}) |`);
}
