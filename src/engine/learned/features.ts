/**
 * Alignment features of one claim against the context: how much of the claim the passages cover
 * (exact stems, and by word vectors: each claim word's best cosine to a passage word), over the
 * whole context and over its best one- and three-sentence windows; number, capitalised-name and
 * negation matches and mismatches; and word substitutions (a near neighbour in place of the word).
 * Every feature is a share or a flag, so claim length does not enter except through `len_log`,
 * which the shipped model masks out (it is kept only to measure the length shortcut).
 */
import { dot, type Lexicon } from './lexicon.ts';
import { splitSentences, tokenize, type Token } from './text.ts';
import { indexPlainWords } from './word-overlap.ts';

export const FEATURE_NAMES = [
  'lex_all', 'lex_best1', 'lex_best3', 'vec_all', 'vec_best1', 'vec_best3', 'min_sim_all', 'weak_all', 'weak_best3',
  'rare_cov_all', 'bigram_all', 'has_number', 'num_missing_all', 'num_mismatch_best', 'ent_missing_all',
  'ent_mismatch_best', 'neg_claim', 'neg_mismatch_best', 'subst_best3', 'len_log',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

export interface ContextSentence {
  passage: number;
  /** Indexes into `ContextIndex.words` of this sentence's content words. */
  ids: number[];
  stems: Set<string>;
  numbers: Set<string>;
  capitals: Set<string>;
  negations: number;
}

/** The context analysed once per answer and shared by all its claims. */
export interface ContextIndex {
  sentences: ContextSentence[];
  words: string[];
  units: Array<Float32Array | null>;
  stems: Set<string>;
  bigrams: Set<string>;
  numbers: Set<string>;
  /**
   * Per claim word (by its normal form): its best match in each context sentence. It depends
   * only on the word and the context, so an answer's claims and sentences share it.
   */
  sentenceSims: Map<string, Float64Array>;
  /** Every word of the passages as plain word overlap reads them (word-overlap.ts). */
  plainWords: Set<string>;
}

/** Splits the passages into sentences and indexes their words. */
export function indexContext(passages: readonly string[], lexicon: Lexicon): ContextIndex {
  const wordId = new Map<string, number>();
  const ctx: ContextIndex = { sentences: [], words: [], units: [], stems: new Set(), bigrams: new Set(), numbers: new Set(), sentenceSims: new Map(), plainWords: indexPlainWords(passages) };
  passages.forEach((text, passage) => {
    for (const sentence of splitSentences(text)) {
      const tokens = tokenize(sentence);
      const s: ContextSentence = { passage, ids: [], stems: new Set(), numbers: new Set(), capitals: new Set(), negations: 0 };
      let prev: string | null = null;
      for (const t of tokens) {
        if (t.negation) s.negations++;
        if (!t.content) continue;
        let id = wordId.get(t.norm);
        if (id === undefined) {
          id = ctx.words.length;
          wordId.set(t.norm, id);
          ctx.words.push(t.norm);
          ctx.units.push(lexicon.unit(t.norm));
        }
        s.ids.push(id);
        s.stems.add(t.stem);
        ctx.stems.add(t.stem);
        if (t.isNumber) { s.numbers.add(t.norm); ctx.numbers.add(t.norm); }
        if (t.capital) s.capitals.add(t.stem);
        if (prev !== null) ctx.bigrams.add(`${prev} ${t.stem}`);
        prev = t.stem;
      }
      ctx.sentences.push(s);
    }
  });
  return ctx;
}

/** Features and the facts behind them (for the verdict's `checks`). */
export interface ClaimFeatures {
  values: number[];
  /** Claim words with no good match anywhere in the context, weakest first. */
  weakWords: string[];
  /** Claim numbers found in no passage. */
  missingNumbers: string[];
  /** Index of the centre sentence of the best three-sentence window, -1 when the context is empty. */
  bestSentence: number;
  /** No content word in the claim: nothing to check. */
  empty: boolean;
}

const WEAK = 0.5;
const NEAR = 0.6;

/** Best match of word `t` in each context sentence: 1 for the same stem, else the best cosine (at least 0). */
export function sentenceSimsOf(t: Token, ctx: ContextIndex, lexicon: Lexicon): Float64Array {
  const cached = ctx.sentenceSims.get(t.norm);
  if (cached) return cached;
  const u = lexicon.unit(t.norm);
  const toWord = new Float64Array(ctx.units.length);
  if (u) ctx.units.forEach((v, id) => { if (v) toWord[id] = Math.max(0, dot(u, v)); });
  const row = new Float64Array(ctx.sentences.length);
  ctx.sentences.forEach((s, k) => {
    if (s.stems.has(t.stem)) { row[k] = 1; return; }
    let best = 0;
    for (const id of s.ids) best = Math.max(best, toWord[id] ?? 0);
    row[k] = best;
  });
  ctx.sentenceSims.set(t.norm, row);
  return row;
}

function windowScore(sims: readonly Float64Array[], weights: number[], from: number, to: number, exact: boolean): number {
  let covered = 0;
  let total = 0;
  sims.forEach((row, i) => {
    let best = 0;
    for (let s = from; s < to; s++) best = Math.max(best, exact ? (row[s] === 1 ? 1 : 0) : (row[s] ?? 0));
    covered += (weights[i] ?? 0) * best;
    total += weights[i] ?? 0;
  });
  return total > 0 ? covered / total : 1;
}

/** The best one- and three-sentence windows of a claim: their coverages and the best centre. */
interface BestWindows {
  best1: number;
  lexBest1: number;
  best3: number;
  lexBest3: number;
  /** Centre sentence of the best three-sentence window, -1 when the context is empty. */
  bestAt: number;
}

/**
 * Scans every centred window (sentence s with its neighbours). The best window is the one
 * covering most of the claim, ties going to the better centre sentence (which is cited as evidence).
 */
function scanWindows(sims: readonly Float64Array[], weights: readonly number[], total: number, S: number): BestWindows {
  const n = sims.length;
  let best1 = 0; let lexBest1 = 0; let best3 = 0; let lexBest3 = 0; let bestAt = S > 0 ? 0 : -1;
  let bestKey = -1;
  for (let s = 0; s < S; s++) {
    // One pass over the claim's words gives the four window scores of centre s; sums run in
    // word order, as windowScore's do, so the values are the same to the last bit.
    let c1 = 0; let e1 = 0; let c3 = 0; let e3 = 0;
    for (let i = 0; i < n; i++) {
      const row = sims[i] as Float64Array;
      const w = weights[i] ?? 0;
      const here = row[s] ?? 0;
      const before = s > 0 ? (row[s - 1] ?? 0) : 0;
      const after = s + 1 < S ? (row[s + 1] ?? 0) : 0;
      c1 += w * here;
      if (here === 1) e1 += w;
      c3 += w * Math.max(here, before, after);
      if (here === 1 || before === 1 || after === 1) e3 += w;
    }
    const w1 = total > 0 ? c1 / total : 1;
    const w3 = total > 0 ? c3 / total : 1;
    best1 = Math.max(best1, w1);
    lexBest1 = Math.max(lexBest1, total > 0 ? e1 / total : 1);
    best3 = Math.max(best3, w3);
    if (w3 + 1e-3 * w1 > bestKey) { bestKey = w3 + 1e-3 * w1; bestAt = s; }
    lexBest3 = Math.max(lexBest3, total > 0 ? e3 / total : 1);
  }
  return { best1, lexBest1, best3, lexBest3, bestAt };
}

/** Computes the features of `claim` against an indexed context. */
export function extractFeatures(claim: string, ctx: ContextIndex, lexicon: Lexicon): ClaimFeatures {
  const tokens = tokenize(claim);
  const content = tokens.filter((t) => t.content);
  const n = content.length;
  const weights = content.map((t) => lexicon.weight(t.norm));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  // sims[i][s]: best match of claim word i in context sentence s (1 for the same stem).
  const sims = content.map((t) => sentenceSimsOf(t, ctx, lexicon));
  const simAll = sims.map((row) => row.reduce((a, b) => Math.max(a, b), 0));
  const S = ctx.sentences.length;
  const { best1, lexBest1, best3, lexBest3, bestAt } = scanWindows(sims, weights, totalWeight, S);
  const window = bestAt >= 0 ? ctx.sentences.slice(Math.max(0, bestAt - 1), bestAt + 2) : [];
  const inWindow = (f: (s: ContextSentence) => boolean): boolean => window.some(f);
  const weighted = (pred: (t: Token, i: number) => boolean): number => {
    if (totalWeight === 0) return 0;
    let w = 0;
    content.forEach((t, i) => { if (pred(t, i)) w += weights[i] ?? 0; });
    return w / totalWeight;
  };
  const windowSim = (i: number): number => {
    let b = 0;
    for (let s = Math.max(0, bestAt - 1); bestAt >= 0 && s < Math.min(S, bestAt + 2); s++) b = Math.max(b, sims[i]?.[s] ?? 0);
    return b;
  };
  const numbers = content.filter((t) => t.isNumber);
  const missingNumbers = numbers.filter((t) => !ctx.numbers.has(t.norm)).map((t) => t.norm);
  const numMismatch = numbers.some((t) => !inWindow((s) => s.numbers.has(t.norm))) && inWindow((s) => s.numbers.size > 0);
  const capitals = content.filter((t) => t.capital && !t.isNumber);
  const entMissing = capitals.filter((t) => !ctx.stems.has(t.stem)).length;
  const entMismatch = capitals.some((t) => !inWindow((s) => s.stems.has(t.stem))) && inWindow((s) => s.capitals.size > 0);
  const rare = content.map((t, i) => ({ t, i })).filter(({ i }) => (weights[i] ?? 0) >= 0.75);
  const rareCov = rare.length === 0 ? 1 : rare.filter(({ t }) => ctx.stems.has(t.stem)).length / rare.length;
  let bigramTotal = 0; let bigramHit = 0;
  for (let i = 1; i < n; i++) {
    bigramTotal++;
    if (ctx.bigrams.has(`${content[i - 1]?.stem} ${content[i]?.stem}`)) bigramHit++;
  }
  const claimNeg = tokens.filter((t) => t.negation).length;
  const windowNeg = window.reduce((a, s) => a + s.negations, 0);
  const values = [
    windowScore(sims, weights, 0, S, true), lexBest1, lexBest3,
    windowScore(sims, weights, 0, S, false), best1, best3,
    n === 0 ? 1 : Math.min(...simAll),
    weighted((_, i) => (simAll[i] ?? 0) < WEAK),
    weighted((_, i) => windowSim(i) < WEAK),
    rareCov,
    bigramTotal === 0 ? 1 : bigramHit / bigramTotal,
    numbers.length > 0 ? 1 : 0,
    numbers.length === 0 ? 0 : missingNumbers.length / numbers.length,
    numMismatch ? 1 : 0,
    capitals.length === 0 ? 0 : entMissing / capitals.length,
    entMismatch ? 1 : 0,
    claimNeg > 0 ? 1 : 0,
    bestAt >= 0 && (claimNeg % 2) !== (windowNeg % 2) ? 1 : 0,
    weighted((_, i) => { const w = windowSim(i); return w < 1 && w >= NEAR; }),
    Math.log1p(n),
  ];
  const weakWords = content.map((t, i) => ({ w: t.norm, s: simAll[i] ?? 0 })).filter((x) => x.s < WEAK)
    .sort((a, b) => a.s - b.s).map((x) => x.w);
  return { values, weakWords: [...new Set(weakWords)], missingNumbers, bestSentence: bestAt, empty: n === 0 };
}
