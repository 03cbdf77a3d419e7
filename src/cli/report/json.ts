/**
 * Machine formats. `jsonl`: one object per row (a CheckResult with the row's place and the gate's
 * decision, or an error). `json`: one document `{ "results": [...], "summary": {...} }`, written
 * as rows complete so its size never sits in memory.
 */
import type { Sink } from './sink.ts';
import type { ReportRow, Reporter, Summary } from './types.ts';

/** The JSON object of one row. Clients that read CheckResults ignore the added fields. */
export function rowToJson(row: ReportRow): Record<string, unknown> {
  const place = { file: row.file, line: row.line, index: row.index };
  if (row.kind === 'error') return { ...place, error: { code: row.code, message: row.message } };
  return { ...place, ...(row.t === undefined ? {} : { t: row.t }), decision: row.decision.held ? 'hold' : 'send', reasons: row.decision.reasons, ...row.result };
}

/** The JSON object of a summary (snake_case, like the wire format). */
export function summaryToJson(s: Summary): Record<string, unknown> {
  return {
    files: s.files,
    rows: s.rows,
    checked: s.checked,
    unavailable: s.unavailable,
    sent: s.sent,
    held: s.held,
    errors: s.errors,
    error_codes: s.errorCodes,
    unavailable_reasons: s.unavailableReasons,
    claims: s.claims,
    threshold: s.gate.threshold,
    fail_on: s.gate.failOn,
    exit_code: s.exitCode,
    elapsed_ms: Math.round(s.elapsedMs),
    model: s.model,
    ...(s.jobId ? { job_id: s.jobId } : {}),
  };
}

/** One JSON object per line; no summary line (the summary goes to stderr). */
export function createJsonlReporter(out: Sink): Reporter {
  return {
    row: (row) => out.write(`${JSON.stringify(rowToJson(row))}\n`),
    end: () => {},
  };
}

/** `{ "results": [ ... ], "summary": { ... } }`, streamed. */
export function createJsonReporter(out: Sink): Reporter {
  let first = true;
  return {
    async row(row) {
      await out.write(`${first ? '{"results":[\n' : ',\n'}${JSON.stringify(rowToJson(row))}`);
      first = false;
    },
    async end(summary) {
      await out.write(`${first ? '{"results":[' : '\n'}],\n"summary":${JSON.stringify(summaryToJson(summary))}}\n`);
    },
  };
}
