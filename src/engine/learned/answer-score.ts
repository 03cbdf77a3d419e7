/**
 * The shipped answer score: the larger of two raw scores, calibrated.
 * - the claim score: the engine's claims (rules + this verifier), root mean square of P(not supported);
 * - the sentence score: this verifier on each whole sentence of the answer (`scoreAnswerText`).
 * The engine's sub-claims are short and lose context; whole sentences keep it. On the dev part the
 * larger of the two ranked answers better than either alone on AggreFact, BEGIN and SciFact and
 * close to the better one elsewhere (MODEL.md). The engine passes the checked input to the scorer.
 */
import { toPassages } from '../context/passages.ts';
import type { AnswerScorer, CheckInput } from '../types.ts';
import { applyIsotonic } from './calibration.ts';
import { rawAnswerScore, type ScorerConfig } from './scorer.ts';
import { scoreAnswerText } from './score-text.ts';
import type { LearnedVerifier } from './verifier.ts';

const FLOOR = 0.01;

/** The raw shipped score from its two parts. */
export function combineRaw(claimRaw: number, sentenceRaw: number): number {
  return Math.max(claimRaw, sentenceRaw);
}

/** A calibrated probability from a raw score, kept inside [0.01, 0.99]. */
export function calibrateRaw(config: ScorerConfig, raw: number): number {
  return Math.min(1 - FLOOR, Math.max(FLOOR, applyIsotonic(config.calibration, raw)));
}

/**
 * The shipped `AnswerScorer`: the claim score of the engine's claims and, when the engine passes
 * the checked input, the sentence score of the whole answer; the larger, calibrated.
 */
export function createAnswerScorer(verifier: LearnedVerifier, config: ScorerConfig): AnswerScorer {
  return {
    version: config.version,
    scoreAnswer(claims, input?: CheckInput): number {
      const claimRaw = rawAnswerScore(claims);
      if (!input) return calibrateRaw(config, claimRaw);
      const sentenceRaw = scoreAnswerText(verifier, toPassages(input.context).map((p) => p.text), input.answer).raw;
      return calibrateRaw(config, combineRaw(claimRaw, sentenceRaw));
    },
  };
}
