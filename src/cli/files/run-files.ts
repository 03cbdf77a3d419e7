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
  /** A promise makes the run wait (a store writing in batches). */
  row(row: ReportRow): void | Promise<void>;
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

async function* allRows(options: RunFilesOptions, formats: readonly InputFormat[]): AsyncGenerator<RawRow> {
  for (const [i, source] of options.sources.entries()) {
    yield* readRows(source, { format: formats[i] as InputFormat, kind: options.kind, map: options.map, maxRecordChars: MAX_RECORD_CHARS });
  }
}

/**
 * The rows the run will report, when cheap to know before reading them all: every input a JSON
 * Lines file (counted beside the run), and no sampling or a count sample. Else null.
 */
async function countAhead(options: RunFilesOptions, formats: readonly InputFormat[]): Promise<number | null> {
  if (options.sampling.kind === 'rate') return null;
  if (options.sources.some((s, i) => formats[i] !== 'jsonl' || s.path === undefined)) return null;
  const { countJsonlRows } = await import('./count-rows.ts');
  const counts = await Promise.all(options.sources.map((s) => countJsonlRows(s.path as string)));
  const rows = counts.reduce((a, b) => a + b, 0);
  return options.sampling.kind === 'count' ? Math.min(options.sampling.count, rows) : rows;
}

function snapshot(summary: Summary, total: number | null, elapsedMs: number): ProgressSnapshot {
  return { rows: summary.rows, sent: summary.sent, held: summary.held, errors: summary.errors, unavailable: summary.unavailable, total, elapsedMs, claims: summary.claims };
}

/** Runs the files through the checker and the reporter; returns the summary. */
export async function runFiles(options: RunFilesOptions): Promise<Summary> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const summary = createSummary(options.sources.map((s) => s.name), options.gate);
  summary.model = options.model;
  const formats = options.sources.map((s) => options.inputFormat ?? detectFormat(s.name, s.head));
  // The total: counted ahead when cheap, and exact once the input is read to its end.
  let total: number | null = null;
  let readAll = false;
  void countAhead(options, formats).then((n) => {
    if (!readAll) total = n;
  }, () => {});
  let emitted = 0;
  async function* counted(rows: AsyncIterable<RawRow>): AsyncGenerator<RawRow> {
    for await (const row of rows) {
      emitted += 1;
      yield row;
    }
    readAll = true;
    total = emitted;
  }
  options.progress.update(snapshot(summary, total, 0));
  try {
    await runRows(counted(sampleRows(allRows(options, formats), options.sampling)), {
      kind: options.kind,
      checker: options.checker,
      gate: options.gate,
      onRow: async (row) => {
        countRow(summary, row);
        await options.recorder?.row(row);
        options.progress.update(snapshot(summary, total, now() - started));
        await options.reporter.row(row);
      },
    });
  } finally {
    await options.checker.close();
  }
  summary.elapsedMs = now() - started;
  return summary;
}
