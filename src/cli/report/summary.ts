/** Summary counting: constant memory whatever the number of rows. */
import { ERRORS, type ErrorCode } from '../../contract/errors.ts';
import { CLAIM_STATUSES, type ClaimStatus } from '../../contract/schemas.ts';
import { exitCodeFor, type GateOptions } from '../gate.ts';
import type { ReportRow, Summary } from './types.ts';

/** A fresh summary for a run over `files`. */
export function createSummary(files: string[], gate: GateOptions): Summary {
  const claims = Object.fromEntries(CLAIM_STATUSES.map((s) => [s, 0])) as Record<ClaimStatus, number>;
  // With no rows yet the gate's answer is "nothing checked" (exit 2); each counted row recomputes it.
  const exitCode = exitCodeFor({ rows: 0, checked: 0, unavailable: 0, held: 0, badRows: 0, errorExit: 0 }, gate);
  return { files, rows: 0, checked: 0, unavailable: 0, sent: 0, held: 0, errors: 0, errorCodes: {}, unavailableReasons: {}, claims, gate, errorExit: 0, exitCode, elapsedMs: 0, model: '' };
}

/** Adds one row to the counts (mutates `summary`). */
export function countRow(summary: Summary, row: ReportRow): void {
  summary.rows += 1;
  if (row.kind === 'error') {
    summary.errors += 1;
    summary.errorCodes[row.code] = (summary.errorCodes[row.code] ?? 0) + 1;
  } else {
    const reason = row.result.meta.reason;
    if (row.result.status === 'ok') summary.checked += 1;
    else {
      summary.unavailable += 1;
      const why = typeof reason === 'string' ? reason : 'unknown';
      summary.unavailableReasons[why] = (summary.unavailableReasons[why] ?? 0) + 1;
    }
    // An answer left unavailable by a refused configuration (e.g. a rejected key) fails the run.
    const error = typeof reason === 'string' && reason in ERRORS ? ERRORS[reason as ErrorCode] : undefined;
    if (error !== undefined && error.exit === 2 && !error.retry) summary.errorExit = 2;
    if (row.decision.held) summary.held += 1;
    else summary.sent += 1;
    if (!summary.model && row.result.score.model) summary.model = row.result.score.model;
    for (const sentence of row.result.sentences) for (const claim of sentence.claims) summary.claims[claim.status] += 1;
  }
  summary.exitCode = exitCodeFor({ ...summary, badRows: summary.errors }, summary.gate);
}
