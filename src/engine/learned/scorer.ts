/**
 * The answer-level score: each checked claim's probability of not being supported, combined as
 * their root mean square, then mapped through the isotonic table fit on held-out training data.
 * The root mean square sits between the mean and the maximum: one clearly unsupported claim
 * still lifts the score, but one noisy short claim does not decide a long answer alone (on the
 * dev part it beat the maximum on AggreFact summaries by 9 AUROC points and lost 1.5 on BEGIN).
 */
import type { ClaimType } from '../../contract/schemas.ts';
import type { ClaimProbabilities } from '../types.ts';
import type { IsotonicTable } from './calibration.ts';

export interface ScorerConfig {
  version: string;
  calibration: IsotonicTable;
}

/**
 * The least raw score of a claim with this final status. The engine's certain rules (a wrong
 * number, a name no passage mentions) overrule the model's status; their verdict must count
 * even when the model's probabilities lean the other way. Also the score of a rule-only claim.
 */
const STATUS_FLOOR: Record<string, number> = { contradicted: 0.8, not_stated: 0.6, depends_on_error: 0.6 };
const RULE_ONLY: Record<string, number> = { contradicted: 0.9, not_stated: 0.8, depends_on_error: 0.8, supported: 0.1 };
/** Claim statuses that carry no evidence either way. */
const IGNORED = new Set(['not_checked', 'unverified_step']);

type ScoredClaim = { type: ClaimType; status: string; probs: ClaimProbabilities | null };

/**
 * The raw (uncalibrated) answer score: root mean square over checked claims of P(not supported),
 * each raised to the floor of the claim's final status; 0 with no checked claims.
 */
export function rawAnswerScore(claims: ReadonlyArray<ScoredClaim>): number {
  let sum = 0;
  let n = 0;
  for (const c of claims) {
    if (IGNORED.has(c.status) || c.type === 'opinion' || c.type === 'refusal') continue;
    const p = c.probs ? Math.max(1 - c.probs.supported, STATUS_FLOOR[c.status] ?? 0) : (RULE_ONLY[c.status] ?? 0.5);
    sum += p * p;
    n++;
  }
  return n > 0 ? Math.sqrt(sum / n) : 0;
}
