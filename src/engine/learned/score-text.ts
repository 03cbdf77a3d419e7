/**
 * Scores a whole answer against passages without the claim engine: one claim per sentence (this
 * module's own splitter), each verified, then combined. Training and `bench:accuracy` use it so
 * that what is calibrated is what is measured; a check through the engine uses the engine's claims.
 */
import type { ClaimProbabilities } from '../types.ts';
import { rawAnswerScore } from './scorer.ts';
import { splitSentences } from './text.ts';
import type { LearnedVerifier } from './verifier.ts';

export interface TextScore {
  /** Uncalibrated answer score (root mean square over sentences of P(not supported)). */
  raw: number;
  /** Per-sentence probabilities (null: nothing to check in that sentence). */
  claims: Array<ClaimProbabilities | null>;
}

/** Splits `answer` into sentences and scores each against `passages`. */
export function scoreAnswerText(verifier: LearnedVerifier, passages: readonly string[], answer: string): TextScore {
  const sentences = splitSentences(answer);
  const claims = (sentences.length > 0 ? sentences : [answer]).map((s) => verifier.score(s, passages).probs);
  const raw = rawAnswerScore(claims.map((probs) => ({ type: 'fact' as const, status: probs ? 'checked' : 'not_checked', probs })));
  return { raw, claims };
}
