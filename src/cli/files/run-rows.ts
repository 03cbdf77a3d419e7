/**
 * The streaming core of `ground check FILE` and `ground connect`: validates each row, keeps a
 * bounded window of checks in flight, and hands every finished row to `onRow` in input order.
 * Memory is bounded by the window, not by the input.
 */
import { toGroundError } from '../../contract/errors.ts';
import type { CheckRequest, CheckResult } from '../../contract/schemas.ts';
import { decide, type GateOptions } from '../gate.ts';
import type { ReportRow } from '../report/types.ts';
import type { FileKind } from './field-map.ts';
import type { RawRow } from './read-rows.ts';
import { parseRowFields } from './to-request.ts';

/** Where checks run: the local engine pool or a remote `ground serve`. */
export interface Checker {
  /** How many checks may be in flight at once. */
  readonly window: number;
  check(request: CheckRequest): Promise<CheckResult>;
  /**
   * Sends whatever is queued (a remote checker batches; the local one has nothing to flush).
   * Called once the input ends. A batching checker's window must exceed its batch size, so
   * the oldest row in flight has always been sent.
   */
  flush?(): void;
  close(): Promise<void>;
}

/**
 * The result of an answer that could not be checked: `unavailable`, never a pass. `reason`
 * carries the error code (the spec's, or the client's own such as `network_error`).
 */
export function unavailableResult(code: string): CheckResult {
  return { status: 'unavailable', id: '', score: { p_hallucinated: null, model: '' }, sentences: [], meta: { latency_ms: 0, reason: code } };
}

/** The kind of rows, where they are checked, the gate, and who receives each finished row. */
export interface RunRowsOptions {
  kind: FileKind;
  checker: Checker;
  gate: GateOptions;
  onRow(row: ReportRow): void | Promise<void>;
}

async function toReportRow(raw: RawRow, options: RunRowsOptions): Promise<ReportRow> {
  const place = { file: raw.file, line: raw.line, index: raw.index };
  if (raw.error !== undefined) return { ...place, kind: 'error', code: raw.error.code, message: raw.error.message };
  const parsed = parseRowFields(options.kind, raw.fields);
  if (!parsed.ok) return { ...place, kind: 'error', code: parsed.code, message: parsed.message };
  const { request, i, t } = parsed.value;
  let result: CheckResult;
  try {
    result = await options.checker.check(request);
  } catch (err) {
    result = unavailableResult(toGroundError(err).code);
  }
  return {
    ...place,
    index: i ?? place.index,
    kind: 'checked',
    question: request.question,
    result,
    decision: decide(result, options.gate),
    ...(t === undefined ? {} : { t }),
  };
}

/** Checks every row of `rows`, calling `onRow` for each in input order. */
export async function runRows(rows: AsyncIterable<RawRow>, options: RunRowsOptions): Promise<void> {
  const inFlight: Array<Promise<ReportRow>> = [];
  const window = Math.max(1, options.checker.window);
  for await (const raw of rows) {
    const pending = toReportRow(raw, options);
    pending.catch(() => {});
    inFlight.push(pending);
    if (inFlight.length >= window) {
      await options.onRow(await (inFlight.shift() as Promise<ReportRow>));
    }
  }
  options.checker.flush?.();
  while (inFlight.length > 0) await options.onRow(await (inFlight.shift() as Promise<ReportRow>));
}
