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

export const FEATURE_NAMES = [
  'lex_all', 'lex_best1', 'lex_best3', 'vec_all', 'vec_best1', 'vec_best3', 'min_sim_all', 'weak_all', 'weak_best3',
  'rare_cov_all', 'bigram_all', 'has_number', 'num_missing_all', 'num_mismatch_best', 'ent_missing_all',
  'ent_mismatch_best', 'neg_claim', 'neg_mismatch_best', 'subst_best3', 'len_log',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

interface ContextSentence {
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
}

/** Splits the passages into sentences and indexes their words. */
export function indexContext(passages: readonly string[], lexicon: Lexicon): ContextIndex {
  const wordId = new Map<string, number>();
  const ctx: ContextIndex = { sentences: [], words: [], units: [], stems: new Set(), bigrams: new Set(), numbers: new Set() };
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

function windowScore(sims: number[][], weights: number[], from: number, to: number, exact: boolean): number {
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

/** Computes the features of `claim` against an indexed context. */
export function extractFeatures(claim: string, ctx: ContextIndex, lexicon: Lexicon): ClaimFeatures {
  const tokens = tokenize(claim);
  const content = tokens.filter((t) => t.content);
  const n = content.length;
  const weights = content.map((t) => lexicon.weight(t.norm));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  // sims[i][s]: best match of claim word i in context sentence s (1 for the same stem).
  const simToWord = content.map((t) => {
    const u = lexicon.unit(t.norm);
    return ctx.units.map((v) => (u && v ? Math.max(0, dot(u, v)) : 0));
  });
  const sims = content.map((t, i) => ctx.sentences.map((s) => {
    if (s.stems.has(t.stem)) return 1;
    let best = 0;
    for (const id of s.ids) best = Math.max(best, simToWord[i]?.[id] ?? 0);
    return best;
  }));
  const simAll = sims.map((row) => row.reduce((a, b) => Math.max(a, b), 0));
  const S = ctx.sentences.length;
  let best1 = 0; let lexBest1 = 0; let best3 = 0; let lexBest3 = 0; let bestAt = S > 0 ? 0 : -1;
  // Windows are centred: sentence s with its neighbours. The best window is the one covering
  // most of the claim, ties going to the better centre sentence (which is cited as evidence).
  let bestKey = -1;
  for (let s = 0; s < S; s++) {
    const w1 = windowScore(sims, weights, s, s + 1, false);
    best1 = Math.max(best1, w1);
    lexBest1 = Math.max(lexBest1, windowScore(sims, weights, s, s + 1, true));
    const from = Math.max(0, s - 1);
    const to = Math.min(S, s + 2);
    const w3 = windowScore(sims, weights, from, to, false);
    best3 = Math.max(best3, w3);
    if (w3 + 1e-3 * w1 > bestKey) { bestKey = w3 + 1e-3 * w1; bestAt = s; }
    lexBest3 = Math.max(lexBest3, windowScore(sims, weights, from, to, true));
  }
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
