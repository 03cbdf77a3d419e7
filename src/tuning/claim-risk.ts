/**
 * What `ground tune --adapt` learns from claim labels: the share of hallucinated claims among the
 * labelled claims of each status (smoothed toward the share over all labelled claims, so a status
 * with few labels says little), and from it one more feature of an answer, `claim_risk`: the
 * largest such share among its claims' statuses. It needs only the result's claim statuses, so
 * `--tuning` computes it for any answer, labelled or not. Pure.
 */
import { CLAIM_STATUSES, type ClaimStatus } from '../contract/schemas.ts';
import type { LabelledClaim } from './claim-labels.ts';

/** The feature's name in a tuning file (after the answer features). */
export const CLAIM_RISK = 'claim_risk';

/** Per status, the smoothed share of hallucinated labelled claims; `base` over all of them. */
export interface ClaimRisk {
  base: number;
  by_status: Record<ClaimStatus, number>;
}

/** Pseudo-claims at the overall share added to each status's counts. */
const SMOOTHING = 2;

/**
 * Fits the per-status shares on labelled claims (at least one).
 *
 * @example fitClaimRisk([{ status: 'not_stated', y: 1 }, { status: 'supported', y: 0 }]).by_status.not_stated // (1 + 2 * 0.5) / (1 + 2) = 0.667
 */
export function fitClaimRisk(claims: readonly LabelledClaim[]): ClaimRisk {
  if (claims.length === 0) throw new RangeError('claim risk needs labelled claims');
  const base = claims.filter((c) => c.y === 1).length / claims.length;
  const byStatus = Object.fromEntries(CLAIM_STATUSES.map((status) => {
    const of = claims.filter((c) => c.status === status);
    const hallucinated = of.filter((c) => c.y === 1).length;
    return [status, (hallucinated + SMOOTHING * base) / (of.length + SMOOTHING)];
  })) as Record<ClaimStatus, number>;
  return { base, by_status: byStatus };
}

/** An answer's `claim_risk`: the largest share among its claims' statuses; `base` with no claims. */
export function claimRiskOf(risk: ClaimRisk, statuses: readonly ClaimStatus[]): number {
  return statuses.length === 0 ? risk.base : Math.max(...statuses.map((s) => risk.by_status[s]));
}
