/**
 * The CI gate: the spec's client decision guidance applied to every answer, and the exit code of
 * a run. Held: the result is not `ok` (unverified), or a claim has a status in `failOn`
 * (default contradicted and not_stated), or `p_hallucinated` is at or above the threshold (a null
 * score skips that part). Otherwise the answer would be sent.
 */
import { CLAIM_STATUSES, type CheckResult, type ClaimStatus } from '../contract/schemas.ts';

/** The gate's settings (`--threshold`, `--fail-on`, `--allow-bad-rows`). */
export interface GateOptions {
  /** Hold when `p_hallucinated` >= threshold. Default 0.42. */
  threshold: number;
  /** Claim statuses that hold an answer. Default contradicted, not_stated. */
  failOn: readonly ClaimStatus[];
  /** When true, unreadable or invalid rows do not change the exit code (they are still reported). */
  allowBadRows: boolean;
}

/** The spec's starting point: hold on contradicted or not_stated claims, or p >= 0.42. */
export const DEFAULT_GATE: GateOptions = { threshold: 0.42, failOn: ['contradicted', 'not_stated'], allowBadRows: false };

/** Send or hold, with the reasons for a hold (empty when sent). */
export interface Decision {
  held: boolean;
  reasons: string[];
}

/** The number of claims of `result` per status. */
export function countClaims(result: CheckResult): Record<ClaimStatus, number> {
  const counts = Object.fromEntries(CLAIM_STATUSES.map((s) => [s, 0])) as Record<ClaimStatus, number>;
  for (const sentence of result.sentences) {
    for (const claim of sentence.claims) counts[claim.status] += 1;
  }
  return counts;
}

/** Applies the gate to one result. */
export function decide(result: CheckResult, gate: GateOptions): Decision {
  if (result.status !== 'ok') return { held: true, reasons: [`unverified (${String(result.meta.reason ?? result.status)})`] };
  const reasons: string[] = [];
  const counts = countClaims(result);
  for (const status of gate.failOn) {
    const n = counts[status];
    if (n > 0) reasons.push(`${n} ${status.replaceAll('_', ' ')} claim${n === 1 ? '' : 's'}`);
  }
  const p = result.score.p_hallucinated;
  if (p !== null && p >= gate.threshold) reasons.push(`p_hallucinated ${p.toFixed(3)} >= ${gate.threshold}`);
  return { held: reasons.length > 0, reasons };
}

/** Parses `--fail-on contradicted,not_stated` (or `none`); returns why when invalid (no flag name: commander adds it). */
export function parseFailOn(value: string): ClaimStatus[] | string {
  if (value.trim() === 'none') return [];
  const parts = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  // An empty value (e.g. an unset variable in CI) must not switch the gate off: that is `none`.
  if (parts.length === 0) return `It names no claim status; use ${CLAIM_STATUSES.join(', ')} or none`;
  const bad = parts.find((p) => !(CLAIM_STATUSES as readonly string[]).includes(p));
  if (bad !== undefined) return `"${bad}" is not a claim status; use ${CLAIM_STATUSES.join(', ')} or none`;
  return [...new Set(parts as ClaimStatus[])];
}

/** What the exit code is computed from. */
export interface GateTally {
  /** Rows read (after sampling), error rows included. */
  rows: number;
  /** Answers checked with status ok. */
  checked: number;
  /** Answers that came back unavailable (unverified: no verdict). */
  unavailable: number;
  /** Answers held, the unavailable ones included (an unverified answer is always held). */
  held: number;
  /** Rows that could not be read or were invalid. */
  badRows: number;
  /** The worst exit code among the spec errors met while checking (e.g. 2 for a rejected key). */
  errorExit: 0 | 2 | 3;
}

/** The exit codes of a run: 0 send, 1 held, 2 usage or input error, 3 no verdict. */
export type GateExit = 0 | 1 | 2 | 3;

/**
 * The exit code of a run, in this order:
 * - 2 when the configuration was refused (e.g. a rejected key), nothing was read at all (an
 *   empty file or sample), or a row was unreadable or invalid (unless `allowBadRows`);
 * - 3 when no answer was checked (every row unavailable, or every row bad and allowed):
 *   `allowBadRows` never turns "nothing checked" into a pass;
 * - 1 when a checked answer is held;
 * - 3 when some answers got no verdict (unavailable), so not every answer can be sent;
 * - else 0: at least one answer checked, and every answer would be sent.
 */
export function exitCodeFor(tally: GateTally, gate: GateOptions): GateExit {
  if (tally.errorExit === 2) return 2;
  if (tally.rows === 0) return 2;
  if (tally.badRows > 0 && !gate.allowBadRows) return 2;
  if (tally.checked === 0) return 3;
  if (tally.held - tally.unavailable > 0) return 1;
  if (tally.unavailable > 0) return 3;
  return 0;
}
