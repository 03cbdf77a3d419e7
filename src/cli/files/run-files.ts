/**
 * One file run: every source is read in turn (format detected or forced), sampled, checked
 * through `runRows`, counted, recorded and reported. Returns the summary; never exits.
 */
import type { GateOptions } from '../gate.ts';
import type { Progress, ProgressSnapshot } from '../report/progress.ts';
import { countRow, createSummary } from '../report/summary.ts';
import type { ReportRow, Reporter, Summary } from '../report/types.ts';
import { detectFormat, type InputFormat } from './detect-format.ts';
import type { FieldMap, FileKind } from './field-map.ts';
import type { Source } from './open-source.ts';
import { readRows, type RawRow } from './read-rows.ts';
import { runRows, type Checker } from './run-rows.ts';
import { sampleRows, type Sampling } from './sample.ts';

/** Receives every row (e.g. the jobs store); called before the reporter. */
export interface RowRecorder {
  row(row: ReportRow): void;
}

/** Everything a file run needs, resolved and validated by the command. */
export interface RunFilesOptions {
  kind: FileKind;
  sources: Source[];
  /** Forces the input format of every source. */
  inputFormat?: InputFormat;
  map: FieldMap;
  sampling: Sampling;
  gate: GateOptions;
  checker: Checker;
  model: string;
  reporter: Reporter;
  progress: Progress;
  recorder?: RowRecorder;
  now?: () => number;
}

/** Longest record kept in memory, in characters (the spec's 1 MB body limit, with room for unmapped columns). */
export const MAX_RECORD_CHARS = 4_000_000;

async function* allRows(options: RunFilesOptions): AsyncGenerator<RawRow> {
  for (const source of options.sources) {
    const format = options.inputFormat ?? detectFormat(source.name, source.head);
    yield* readRows(source, { format, kind: options.kind, map: options.map, maxRecordChars: MAX_RECORD_CHARS });
  }
}

/** Total bytes of the inputs, when every size is known (files, not stdin). */
function totalSize(sources: readonly Source[]): number | null {
  let size = 0;
  for (const source of sources) {
    if (source.size === null) return null;
    size += source.size;
  }
  return size;
}

function snapshot(summary: Summary, sources: readonly Source[], size: number | null, elapsedMs: number): ProgressSnapshot {
  const bytes = sources.reduce((a, s) => a + s.bytesRead(), 0);
  return { rows: summary.rows, sent: summary.sent, held: summary.held, errors: summary.errors, unavailable: summary.unavailable, bytes, size, elapsedMs, claims: summary.claims };
}

/** Runs the files through the checker and the reporter; returns the summary. */
export async function runFiles(options: RunFilesOptions): Promise<Summary> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const summary = createSummary(options.sources.map((s) => s.name), options.gate);
  summary.model = options.model;
  const size = totalSize(options.sources);
  try {
    await runRows(sampleRows(allRows(options), options.sampling), {
      kind: options.kind,
      checker: options.checker,
      gate: options.gate,
      onRow: async (row) => {
        countRow(summary, row);
        options.recorder?.row(row);
        options.progress.update(snapshot(summary, options.sources, size, now() - started));
        await options.reporter.row(row);
      },
    });
  } finally {
    await options.checker.close();
  }
  summary.elapsedMs = now() - started;
  return summary;
}
