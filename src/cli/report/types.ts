/** The report's data: one row per input record, and the run's summary. Reporters render these. */
import type { ErrorCode } from '../../contract/errors.ts';
import type { CheckResult, ClaimStatus } from '../../contract/schemas.ts';
import type { JobCounts } from '../../store/jobs.ts';
import type { Decision, GateExit, GateOptions } from '../gate.ts';

interface RowPlace {
  /** The input as given (`-` for stdin). */
  file: string;
  /** 1-based line where the record starts. */
  line: number;
  /** 0-based record index in its file (a Connect line's `i` when given). */
  index: number;
}

/** An answer that went through the checker (its result may still be `unavailable`). */
export interface CheckedRow extends RowPlace {
  kind: 'checked';
  question: string;
  result: CheckResult;
  decision: Decision;
  /** A Connect line's timestamp. */
  t?: string;
}

/** A record that could not be read or was not a valid request. */
export interface ErrorRow extends RowPlace {
  kind: 'error';
  code: ErrorCode;
  message: string;
}

/** One row of a report. */
export type ReportRow = CheckedRow | ErrorRow;

/** Aggregate counts of a run: all a summary needs, whatever the input size. A job stores its `JobCounts` part. */
export interface Summary extends JobCounts {
  files: string[];
  /** Count of error rows per spec code. */
  errorCodes: Partial<Record<ErrorCode, number>>;
  /** Count of unavailable answers per reason (`network_error`, `verification_unavailable`, ...). */
  unavailableReasons: Record<string, number>;
  /** Claims per status, over all checked answers. */
  claims: Record<ClaimStatus, number>;
  gate: GateOptions;
  /** Worst exit code of a spec error met while checking (configuration, e.g. a rejected key). */
  errorExit: 0 | 2 | 3;
  exitCode: GateExit;
  /** The job the run was recorded as (`ground connect`). */
  jobId?: string;
}

/** Renders rows as they complete (in input order) and the summary at the end. */
export interface Reporter {
  row(row: ReportRow): void | Promise<void>;
  end(summary: Summary): void | Promise<void>;
}
