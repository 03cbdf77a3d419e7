/**
 * The shipped `AnswerScorer`: `p_hallucinated` is the riskiest checkable claim's risk (see
 * `claim-risk.ts`), so it can always be explained from the claims. Given a whole-answer doubt in
 * [0, 1] (the trained verifier reading each sentence), the score moves within the riskiest
 * claim's band, never out of it: the statuses decide the band, the doubt orders answers inside it.
 */
import type { AnswerScorer, CheckInput } from '../types.ts';
import { answerRisk, NOTHING_CHECKED } from './claim-risk.ts';

/** The band each claim risk lies in, as [low, high]: the score never leaves it. */
const BANDS: Array<[number, number]> = [[0.03, 0.33], [0.7, 0.92], [0.95, 0.99]];

/** `risk` moved within its band by `doubt` (half the claim's own place in the band, half the doubt). */
export function withinBand(risk: number, doubt: number): number {
  if (risk === NOTHING_CHECKED || !Number.isFinite(doubt)) return risk;
  const band = BANDS.find(([low, high]) => risk >= low && risk <= high);
  if (!band) return risk;
  const [low, high] = band;
  const place = (risk - low) / (high - low || 1);
  const d = Math.min(1, Math.max(0, doubt));
  return low + (high - low) * (0.5 * place + 0.5 * d);
}

/** A scorer reporting `version` as `score.model`; `doubt` reads the whole answer (optional). */
export function createClaimScorer(version: string, doubt?: (input: CheckInput) => number): AnswerScorer {
  return {
    version,
    scoreAnswer: (claims, input) => {
      const risk = answerRisk(claims);
      return doubt && input ? withinBand(risk, doubt(input)) : risk;
    },
  };
}
