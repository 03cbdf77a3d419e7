/**
 * Which words of a claim the passages do not support: a logistic layer over the per-token
 * evidence rows (token-features.ts), trained by `npm run train` on WiCE's annotated unsupported
 * spans (issue 10 item 3; MODEL.md). The engine names these words in a not_stated claim's
 * `checks` instead of the rules' missing terms when the layer flags any.
 */
import type { ModelWeights } from './model.ts';
import { predictRow } from './fit.ts';
import { TOKEN_WIDTH, type TokenMatrix } from './token-features.ts';
import { isStopWord, tokenize } from './text.ts';

/** The layer as stored in the verifier artefact. */
export interface UnsupportedWordsLayer {
  /** Logistic over the token features (TOKEN_FEATURES order); class 0 is "supported". */
  model: ModelWeights;
  /** A token is unsupported when 1 - P(supported) is at least this (best F1 on the training tokens). */
  cut: number;
}

export function isUnsupportedWordsLayer(x: unknown): x is UnsupportedWordsLayer {
  const l = x as Partial<UnsupportedWordsLayer> | null;
  return !!l && typeof l.cut === 'number' && Array.isArray(l.model?.layers) && l.model.mean?.length === TOKEN_WIDTH;
}

/** P(unsupported) of each row of `m`. */
export function unsupportedProbabilities(layer: UnsupportedWordsLayer, m: TokenMatrix): number[] {
  const out: number[] = [];
  for (let i = 0; i < m.n; i++) out.push(1 - (predictRow(layer.model, Array.from(m.x.subarray(i * TOKEN_WIDTH, (i + 1) * TOKEN_WIDTH)))[0] ?? 0));
  return out;
}

/** At most this many words or phrases are named: the ones the layer is surest of. */
export const MOST_NAMED = 3;

/**
 * The content words of `claim` (as written) the layer flags, likeliest unsupported first, at most
 * `most` of them; flagged words that stand side by side (only spaces or a hyphen between) form one
 * phrase ("airport shuttle"), ranked by its likeliest word.
 * Negation words are never named (a missing "not" is the rules' business), nor a pronoun's
 * contraction ("you'd", "she's", "let's"): they carry the answer's voice, not its facts.
 */
export function unsupportedWords(layer: UnsupportedWordsLayer, claim: string, m: TokenMatrix, most = MOST_NAMED): string[] {
  const tokens = tokenize(claim).filter((t) => t.content || t.negation);
  if (tokens.length !== m.n) return [];
  const p = unsupportedProbabilities(layer, m);
  const named = tokens.map((t, i) => !t.negation && !pronounContraction(t.norm) && (p[i] ?? 0) >= layer.cut);
  const out: Array<{ from: number; to: number; p: number }> = [];
  tokens.forEach((t, i) => {
    if (!named[i]) return;
    const to = t.end;
    const last = out.at(-1);
    if (last && named[i - 1] && /^[\s-]*$/.test(claim.slice(last.to, t.at))) {
      last.to = to;
      last.p = Math.max(last.p, p[i] ?? 0);
    } else out.push({ from: t.at, to, p: p[i] ?? 0 });
  });
  // The likeliest first; ties keep claim order (the sort is stable).
  return out.sort((a, b) => b.p - a.p).slice(0, most).map((s) => claim.slice(s.from, s.to));
}

/** "you'd", "she's", "we'll", "let's": a stop word or "let" joined to its contracted verb. */
function pronounContraction(norm: string): boolean {
  const head = /^([a-z]+)'[a-z]+$/.exec(norm)?.[1];
  return head !== undefined && (isStopWord(head) || head === 'let' || head === 'that');
}
