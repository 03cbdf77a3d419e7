/**
 * The shipped answer score: the larger of two raw scores, calibrated.
 * - the claim score: the engine's claims (rules + this verifier), root mean square of P(not supported);
 * - the sentence score: this verifier on each whole sentence of the answer (`scoreAnswerText`).
 * The engine's sub-claims are short and lose context; whole sentences keep it. On the dev part the
 * larger of the two ranked answers better than either alone on AggreFact, BEGIN and SciFact and
 * close to the better one elsewhere (MODEL.md). `AnswerScorer` receives only the claims, so the
 * sentence score is added after the engine's check by `finishCheck`.
 */
import type { CheckResult } from '../../contract/schemas.ts';
import { toPassages } from '../passages.ts';
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

export interface AnswerScoring {
  /** Give this to `createEngine`: it scores the claims and remembers their raw score. */
  scorer: AnswerScorer;
  /** After `engine.check(input)`: sets `score.p_hallucinated` from both raw scores. */
  finishCheck(input: CheckInput, result: CheckResult): CheckResult;
}

/** Scoring for one engine (not shared between engines: it remembers the last check's claim score). */
export function createAnswerScoring(verifier: LearnedVerifier, config: ScorerConfig): AnswerScoring {
  let claimRaw: number | null = null;
  return {
    scorer: {
      version: config.version,
      scoreAnswer(claims): number {
        claimRaw = rawAnswerScore(claims);
        return calibrateRaw(config, claimRaw);
      },
    },
    finishCheck(input, result): CheckResult {
      const raw = claimRaw;
      claimRaw = null;
      if (result.status !== 'ok' || result.score.p_hallucinated === null || raw === null) return result;
      const sentenceRaw = scoreAnswerText(verifier, toPassages(input.context).map((p) => p.text), input.answer).raw;
      result.score.p_hallucinated = calibrateRaw(config, combineRaw(raw, sentenceRaw));
      return result;
    },
  };
}
