/**
 * The shipped `AnswerScorer`: `p_hallucinated` is the riskiest checkable claim's risk (see
 * `claim-risk.ts`), so it can always be explained from the claims.
 */
import type { AnswerScorer } from '../types.ts';
import { answerRisk } from './claim-risk.ts';

/** A scorer reporting `version` as `score.model`. */
export function createClaimScorer(version: string): AnswerScorer {
  return { version, scoreAnswer: (claims) => answerRisk(claims) };
}
