// Issue 10 item 3: can WiCE's unsupported-token spans teach a per-token layer which words of a
// not-supported claim lack support, better than the verifier's rule (a word whose best match
// anywhere in the passages is below cosine 0.5 is named in `checks`)? A logistic layer over the
// per-token evidence rows (token-features.ts) is fit on the WiCE token spans' train and dev
// parts (both train use) and scored once on their test part (a report split: measured, never
// tuned on), beside the rule and beside "the stem is in no passage".
//   node scripts/train/token-spans.ts [--seed 7] [--data ../shared/data]
import { argOf, SHARED_DATA_DIR } from '../args.ts';
import { auroc } from '../../src/data/metrics.ts';
import { createLexicon } from '../../src/engine/learned/lexicon.ts';
import { predictRow } from '../../src/engine/learned/fit.ts';
import { stem, tokenize } from '../../src/engine/learned/text.ts';
import { createDefaultEngine } from '../../src/models/default-engine.ts';
import { TOKEN_FEATURES } from '../../src/engine/learned/token-features.ts';
import { readVectors } from '../../src/models/vectors.ts';
import { pct } from './eval.ts';
import { bestCut, fitTokenLogistic, fitUnsupportedLayer, spanExamples, spanRows, type SpanRow } from './unsupported-layer.ts';

const seed = Number(argOf('--seed', '7'));
const log = (s: string): void => { console.log(s); };
const lexicon = createLexicon(readVectors());
const examples = spanExamples(argOf('--data', SHARED_DATA_DIR));

interface Row extends SpanRow { engine: number }

/** Per test example: the stems of the words the shipped engine names in a not_stated claim's `checks`. */
const engine = createDefaultEngine();
const NAMED = /^No passage (?:states|gives)(?: this part of the claim)?:? (?!this\.)([^(]+?)(?: \([^)]*\))?\.$/;
const engineNamed = new Map<number, Set<string>>();
/** Per test example: the stems of the first word or phrase each not_stated claim's `checks` name. */
const engineFirst = new Map<number, Set<string>[]>();
/** Test examples the engine calls not_stated (any claim). */
const engineNotStated = new Set<number>();
examples.forEach((e, i) => {
  if (e.use === 'train') return;
  const result = engine.check({ question: '', context: [...e.passages], answer: e.claim });
  const named = new Set<string>();
  for (const s of result.sentences ?? []) {
    for (const c of s.claims) {
      if (c.status !== 'not_stated') continue;
      engineNotStated.add(i);
      for (const line of c.checks) {
        const m = NAMED.exec(line);
        const terms = m?.[1]?.split(', ') ?? [];
        for (const term of terms) for (const w of tokenize(term)) named.add(stem(w.norm));
        if (terms[0]) engineFirst.set(i, [...(engineFirst.get(i) ?? []), new Set(tokenize(terms[0]).map((w) => stem(w.norm)))]);
      }
    }
  }
  engineNamed.set(i, named);
});
/** One row per content or negation token, labelled by the spans, with the engine's naming. */
function rowsOf(i: number): Row[] | null {
  const e = examples[i];
  const rows = e ? spanRows(e, i, lexicon) : null;
  if (!e || !rows) return null;
  const tokens = tokenize(e.claim).filter((t) => t.content || t.negation);
  return rows.map((r, k) => ({ ...r, engine: engineNamed.get(i)?.has(tokens[k]?.stem ?? '') ? 1 : 0 }));
}

const train: Row[] = [];
const test: Row[] = [];
let skipped = 0;
examples.forEach((e, i) => {
  const rows = rowsOf(i);
  if (!rows) { skipped++; return; }
  (e.use === 'train' ? train : test).push(...rows);
});
const share = (rows: readonly Row[]): string => pct(rows.filter((r) => r.bad).length / Math.max(1, rows.length));
log(`WiCE token spans: ${train.length} train tokens (${share(train)} unsupported), ${test.length} test tokens (${share(test)}); ${skipped} claims skipped (token count mismatch)`);

const col = (name: string): number => (TOKEN_FEATURES as readonly string[]).indexOf(name);
/** P(unsupported) from a logistic layer fit on `rows` over the values `features` reads from a row. */
function fitLogistic(rows: readonly Row[], features: (x: readonly number[]) => number[]): (x: readonly number[]) => number {
  const model = fitTokenLogistic(rows, seed, features(rows[0]?.x ?? []).map((_, i) => `f${i}`), features);
  return (x) => 1 - (predictRow(model, features(x))[0] ?? 0);
}
// The layer `npm run train` ships (the same fit, under the features' names).
const shipped = fitUnsupportedLayer(train, seed);
const layer = (x: readonly number[]): number => 1 - (predictRow(shipped.model, x)[0] ?? 0);
const layerCut = shipped.cut;
/** The features and their pairwise products. */
const pairwise = (x: readonly number[]): number[] => {
  const out = [...x];
  for (let a = 0; a < x.length; a++) for (let b = a + 1; b < x.length; b++) out.push((x[a] ?? 0) * (x[b] ?? 0));
  return out;
};
const SCORERS: Array<{ name: string; score: (x: readonly number[], row?: Row) => number; cut: number | null }> = [
  { name: 'the engine: the words a not_stated claim names in `checks`', score: (_x, row) => row?.engine ?? 0, cut: 0.5 },
  { name: 'rule shipped: best cosine anywhere below 0.5 (content words)', score: (x) => (x[col('content')] === 1 ? 1 - (x[col('cos_any')] ?? 0) : 0), cut: 0.5 },
  { name: 'stem in no passage', score: (x) => 1 - (x[col('exact_any')] ?? 0), cut: 0.5 },
  { name: 'logistic over the 11 token features (fit on train)', score: layer, cut: null },
  { name: 'shipped engine\'s words, or the logistic layer at its threshold', score: (x, row) => ((row?.engine ?? 0) === 1 || layer(x) >= layerCut ? 1 : 0), cut: 0.5 },
  { name: 'logistic over the 11 token features and their pairwise products (fit on train)', score: fitLogistic(train, pairwise), cut: null },
];

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

// What a user reads: on the test claims the engine calls not_stated, the words its `checks` name.
const shown = test.filter((r) => engineNotStated.has(r.example));
const prf = (flag: (r: Row) => boolean): string => {
  const tp = shown.filter((r) => r.bad && flag(r)).length;
  const p = tp / Math.max(1, shown.filter(flag).length);
  const r = tp / Math.max(1, shown.filter((x) => x.bad).length);
  return `${pct(p)} / ${pct(r)} / ${pct((2 * p * r) / Math.max(1e-9, p + r))}`;
};
log(`\nOn the ${engineNotStated.size} test claims the engine calls not_stated (${shown.length} tokens, ${share(shown)} unsupported), precision / recall / F1:`);
log(`- the words the engine's checks name: ${prf((r) => r.engine === 1)}`);
log(`- the shipped layer at its cut: ${prf((r) => layer(r.x) >= layerCut)}`);
// The first word or phrase a not_stated claim names: does an annotated span cover it?
let firstIn = 0; let firsts = 0;
for (const [i, sets] of engineFirst) {
  const e = examples[i];
  if (!e) continue;
  const rows = test.filter((r) => r.example === i);
  const tokens = tokenize(e.claim).filter((t) => t.content || t.negation);
  for (const first of sets) {
    firsts++;
    if (tokens.some((t, k) => first.has(t.stem) && rows[k]?.bad)) firstIn++;
  }
}
log(`- the first word or phrase a not_stated claim names lies in an annotated span: ${firstIn} of ${firsts} (${pct(firstIn / Math.max(1, firsts))})`);
