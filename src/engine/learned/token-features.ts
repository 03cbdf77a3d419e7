/**
 * Per-token evidence of a claim, the input of the token-pooling support model (token-model.ts):
 * one row per content or negation token of the claim, each a handful of numbers in [0, 1] that
 * say how well the passages cover that token, in the claim's best evidence window (the centred
 * three-sentence window `extractFeatures` picks by rarity-weighted coverage) and anywhere.
 * Rows are stored flat in a Float32Array, `TOKEN_WIDTH` numbers per token.
 */
import { sentenceSimsOf, type ContextIndex } from './features.ts';
import type { Lexicon } from './lexicon.ts';
import { splitSentences, tokenize } from './text.ts';

export const TOKEN_FEATURES = [
  /** The token's stem is in the best window (a negation: the window has a negation too). */
  'exact_win',
  /** The token's stem is anywhere in the context. */
  'exact_any',
  /** Best match in the best window: 1 for the same stem, else the best word-vector cosine. */
  'cos_win',
  /** Best match anywhere in the context. */
  'cos_any',
  /** Rarity weight of the word (lexicon.weight: common words 0.25, rare or unknown 1). */
  'rarity',
  'number',
  /** Capitalised and not sentence-initial: most often a name. */
  'capital',
  'negation',
  /** A content word (not a negation word). */
  'content',
  /** The token and the content token before it stand side by side somewhere in the context. */
  'bigram_any',
  /** A number the best window lacks while giving other numbers. */
  'num_clash_win',
] as const;
export type TokenFeature = (typeof TOKEN_FEATURES)[number];
export const TOKEN_WIDTH = TOKEN_FEATURES.length;

/** The per-token rows of one claim. */
export interface TokenMatrix {
  /** Number of tokens (rows). */
  n: number;
  /** `n * TOKEN_WIDTH` values, row after row. */
  x: Float32Array;
  /** The tokens' normal forms, in claim order (for explanations). */
  words: string[];
}

/**
 * The rows of `claim` against `ctx`, with `bestAt` the centre sentence of its best window
 * (`ClaimFeatures.bestSentence`; -1 for an empty context).
 */
export function extractTokenFeatures(claim: string, ctx: ContextIndex, lexicon: Lexicon, bestAt: number): TokenMatrix {
  const S = ctx.sentences.length;
  const from = bestAt >= 0 ? Math.max(0, bestAt - 1) : 0;
  const to = bestAt >= 0 ? Math.min(S, bestAt + 2) : 0;
  const window = ctx.sentences.slice(from, to);
  const windowNegation = window.some((s) => s.negations > 0) ? 1 : 0;
  const anyNegation = ctx.sentences.some((s) => s.negations > 0) ? 1 : 0;
  const windowNumbers = window.some((s) => s.numbers.size > 0);
  const rows: number[] = [];
  const words: string[] = [];
  for (const sentence of splitSentences(claim)) {
    let prev: string | null = null;
    for (const t of tokenize(sentence)) {
      if (t.negation) {
        rows.push(windowNegation, anyNegation, windowNegation, anyNegation, 0.5, 0, 0, 1, 0, 0, 0);
        words.push(t.norm);
        continue;
      }
      if (!t.content) continue;
      const sims = sentenceSimsOf(t, ctx, lexicon);
      let cosWin = 0;
      for (let s = from; s < to; s++) cosWin = Math.max(cosWin, sims[s] ?? 0);
      let cosAny = 0;
      for (let s = 0; s < S; s++) cosAny = Math.max(cosAny, sims[s] ?? 0);
      const exactWin = cosWin === 1 && window.some((s) => s.stems.has(t.stem)) ? 1 : 0;
      rows.push(
        exactWin, ctx.stems.has(t.stem) ? 1 : 0, cosWin, cosAny, lexicon.weight(t.norm),
        t.isNumber ? 1 : 0, t.capital ? 1 : 0, 0, 1,
        prev !== null && ctx.bigrams.has(`${prev} ${t.stem}`) ? 1 : 0,
        t.isNumber && exactWin === 0 && windowNumbers ? 1 : 0,
      );
      words.push(t.norm);
      prev = t.stem;
    }
  }
  return { n: words.length, x: Float32Array.from(rows), words };
}
