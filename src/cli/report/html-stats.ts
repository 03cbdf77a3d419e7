/**
 * Run-wide figures the HTML report draws beyond the summary: claims per type and status, and the
 * distribution of p_hallucinated for held and sent answers. Counted from every row, also the rows
 * the report leaves out, in constant memory.
 */
import { CLAIM_STATUSES, CLAIM_TYPES, type ClaimStatus, type ClaimType } from '../../contract/schemas.ts';
import type { ReportRow } from './types.ts';

/** Bins of the p_hallucinated histogram: [0, 0.1), [0.1, 0.2), ... [0.9, 1]. */
export const P_BINS = 10;

/** Counts for one decision (held or sent). */
export interface PDistribution {
  /** Answers per bin of p_hallucinated. */
  bins: number[];
  /** Answers with no score (unavailable, or nothing to score). */
  noScore: number;
}

/** What the HTML report's charts draw. */
export interface HtmlStats {
  /** Claims per claim type and status, over all checked answers. */
  claimsByType: Record<ClaimType, Record<ClaimStatus, number>>;
  held: PDistribution;
  sent: PDistribution;
}

function zeroStatuses(): Record<ClaimStatus, number> {
  return Object.fromEntries(CLAIM_STATUSES.map((s) => [s, 0])) as Record<ClaimStatus, number>;
}

/** Empty counts. */
export function createHtmlStats(): HtmlStats {
  const claimsByType = Object.fromEntries(CLAIM_TYPES.map((t) => [t, zeroStatuses()])) as Record<ClaimType, Record<ClaimStatus, number>>;
  return { claimsByType, held: { bins: Array<number>(P_BINS).fill(0), noScore: 0 }, sent: { bins: Array<number>(P_BINS).fill(0), noScore: 0 } };
}

/**
 * The bin of a score: 0.1 falls in [0.1, 0.2), 1 in the last bin. The small epsilon keeps an edge
 * such as 0.3 (0.3 * 10 = 2.9999… in some float sums) in the bin a reader expects.
 *
 * @example pBin(0.42) // 4
 */
export function pBin(p: number): number {
  return Math.min(P_BINS - 1, Math.max(0, Math.floor(p * P_BINS + 1e-9)));
}

/** Adds one row (mutates `stats`); error rows have no answer and are not counted here. */
export function countHtmlRow(stats: HtmlStats, row: ReportRow): void {
  if (row.kind === 'error') return;
  const dist = row.decision.held ? stats.held : stats.sent;
  const p = row.result.score.p_hallucinated;
  if (p === null || !Number.isFinite(p)) dist.noScore += 1;
  else dist.bins[pBin(p)]! += 1;
  for (const sentence of row.result.sentences) {
    for (const claim of sentence.claims) stats.claimsByType[claim.type][claim.status] += 1;
  }
}
