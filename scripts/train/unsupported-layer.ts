// The layer that names a claim's unsupported words (src/engine/learned/unsupported-words.ts):
// a logistic layer over the per-token evidence rows (token-features.ts), fit on WiCE's annotated
// unsupported spans, train and dev parts (both train use; the test part is a report split and is
// only measured, by token-spans.ts). Its cut is the best F1 on the training tokens. Deterministic
// given the seed. Used by `npm run train` and by token-spans.ts.
import { loadSet } from '../../src/data/load-sets.ts';
import type { Example } from '../../src/data/example.ts';
import { extractFeatures, indexContext } from '../../src/engine/learned/features.ts';
import type { Lexicon } from '../../src/engine/learned/lexicon.ts';
import { fitModel, predictRow, type FitRow } from '../../src/engine/learned/fit.ts';
import { tokenize } from '../../src/engine/learned/text.ts';
import { extractTokenFeatures, TOKEN_FEATURES, TOKEN_WIDTH } from '../../src/engine/learned/token-features.ts';
import type { UnsupportedWordsLayer } from '../../src/engine/learned/unsupported-words.ts';

/** One content or negation token of a claim: its evidence row and whether an annotated span covers it. */
export interface SpanRow { x: number[]; bad: boolean; example: number }

/** The WiCE claims with at least one annotated unsupported span. */
export function spanExamples(dataDir: string): Example[] {
  return loadSet('wice-tokens', dataDir).filter((e) => (e.spans?.length ?? 0) > 0);
}

/** The rows of one claim (the order extractTokenFeatures keeps), or null when the tokens do not line up. */
export function spanRows(e: Example, example: number, lexicon: Lexicon): SpanRow[] | null {
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
  }));
}

/** A logistic layer over `features(row)`, class 0 supported, class 2 unsupported. */
export function fitTokenLogistic(rows: readonly SpanRow[], seed: number, names: readonly string[], features: (x: readonly number[]) => number[] = (x) => [...x]): UnsupportedWordsLayer['model'] {
  const data: FitRow[] = rows.map((r) => ({ x: features(r.x), allowed: r.bad ? [2] : [0], weight: 1 }));
  return fitModel(data, { features: [...names], hidden: [], epochs: 30, batchSize: 256, learningRate: 0.01, l2: 1e-3, seed });
}

/** The threshold with the best F1 of `score` on `rows`. */
export function bestCut(rows: readonly SpanRow[], score: (x: readonly number[]) => number): number {
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

/** Fits the shipped layer on the train-use rows. */
export function fitUnsupportedLayer(rows: readonly SpanRow[], seed: number): UnsupportedWordsLayer {
  const model = fitTokenLogistic(rows, seed, TOKEN_FEATURES);
  return { model, cut: bestCut(rows, (x) => 1 - (predictRow(model, x)[0] ?? 0)) };
}
