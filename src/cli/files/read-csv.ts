/**
 * CSV (and TSV) rows through csv-parse. Unmapped columns are disabled in the header, so their
 * cells are never put into a record; an unreadable record becomes an error row with its line.
 */
import type { ErrorCode } from '../../contract/errors.ts';
import { CANONICAL_FIELDS, columnsToFields, type FileKind } from './field-map.ts';
import { createCsvRecordGuard, isCutRecord, type CsvRecordGuard } from './csv-record-guard.ts';
import { csvDelimiter } from './detect-format.ts';
import type { Source } from './open-source.ts';
import { tooLongError, UnreadableInput, type RawRow, type ReadOptions } from './raw-row.ts';

const REQUIRED: Readonly<Record<FileKind, readonly string[]>> = { check: ['question', 'context', 'answer'], connect: ['q', 'a', 'ctx'] };

interface CsvRecord {
  record: Record<string, string>;
  raw: string;
}

type CsvItem = { line: number; fields: Record<string, unknown> } | { line: number; error: { code: ErrorCode; message: string } };

/**
 * CSV through csv-parse, driven chunk by chunk: records and unreadable records are queued in
 * parse order by callbacks, so line numbers and order hold. Line numbers are counted from each
 * record's raw text (csv-parse's own count treats CRLF inside quotes as two lines), which holds
 * a record's leading blank lines and its line end (CRLF shown as CR at record ends).
 */
export async function* readCsvRows(source: Source, options: ReadOptions): AsyncGenerator<RawRow> {
  const queue: CsvItem[] = [];
  const state: { headerProblem: string | null; failure: string | null } = { headerProblem: null, failure: null };
  const guard = createCsvRecordGuard(csvDelimiter(source.name), options.maxRecordChars);
  const parser = await createCsvParser(source.name, options, queue, state, guard);
  let index = 0;
  const drain = function* (): Generator<RawRow> {
    if (guard.headerTooLong()) throw new UnreadableInput(`${source.name}: the CSV header is over ${options.maxRecordChars} characters`);
    if (state.headerProblem) throw new UnreadableInput(state.headerProblem);
    if (state.failure) throw new UnreadableInput(`${source.name}: the CSV cannot be read (${state.failure})`);
    for (const item of queue.splice(0)) yield { file: source.name, index: index++, ...item };
  };
  for await (const chunk of source.chunks) {
    const text = guard.filter(chunk);
    if (text !== '') await new Promise<void>((resolve) => parser.write(text, () => resolve()));
    yield* drain();
  }
  const rest = guard.flush();
  if (rest !== '') await new Promise<void>((resolve) => parser.write(rest, () => resolve()));
  await new Promise<void>((resolve) => parser.end(() => resolve()));
  yield* drain();
}

/** A csv-parse parser that queues every record (mapped fields only) or skipped record, in order. */
async function createCsvParser(name: string, options: ReadOptions, queue: CsvItem[], state: { headerProblem: string | null; failure: string | null }, guard: CsvRecordGuard) {
  const { parse } = await import('csv-parse');
  const byColumn = columnsToFields(options.map);
  const tooLong = tooLongError(options.maxRecordChars);
  let newlines = 0; // newlines consumed after the header line
  /** The record's first line; `cut`: the guard shortened it (its cut line breaks still count). */
  const place = (raw: string | undefined, cut: boolean): number => {
    const text = raw ?? '';
    const line = 2 + newlines + countBreaks(/^[\r\n]*/.exec(text)?.[0] ?? '');
    newlines += countBreaks(text) + (cut ? guard.takeCutBreaks() : 0);
    return line;
  };
  const parser = parse({
    bom: true,
    delimiter: csvDelimiter(name),
    columns: (header: string[]) => {
      const fields = header.map((h) => byColumn.get(h.trim()) ?? false);
      const missing = REQUIRED[options.kind].filter((f) => !fields.includes(f)).map((f) => options.map.get(f) ?? f);
      if (missing.length > 0) state.headerProblem = `${name}: no column named ${missing.join(', ')} in the CSV header`;
      // Two columns for one field: which one to check is a guess, so the file is refused.
      const twice = fields.find((f, i) => f !== false && fields.indexOf(f) !== i);
      if (twice) state.headerProblem ??= `${name}: more than one column named ${options.map.get(twice) ?? twice} in the CSV header`;
      return fields;
    },
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // Records are bounded by the guard, not by csv-parse's max_record_size (see csv-record-guard.ts).
    raw: true,
    on_record: (rec: CsvRecord) => {
      const cut = isCutRecord(rec.raw, options.maxRecordChars);
      queue.push(cut ? { line: place(rec.raw, true), error: tooLong } : { line: place(rec.raw, false), fields: normaliseCsvFields(rec.record, options.kind) });
      return null;
    },
    on_skip: (err, raw) => {
      const cut = isCutRecord(raw ?? '', options.maxRecordChars);
      // The message names the problem only: a CSV error's text may quote the record (and so personal data).
      const error = cut ? tooLong : { code: 'invalid_request' as const, message: `the CSV record cannot be read (${err?.code ?? 'error'})` };
      queue.push({ line: place(raw, cut), error });
      return undefined;
    },
  });
  parser.on('error', (err: NodeJS.ErrnoException) => {
    // Only the code: a CSV error's message may quote the record.
    state.failure = err.code ?? 'error';
  });
  parser.resume();
  return parser;
}

/** Line breaks in `text`: CRLF, CR or LF, each one. */
function countBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/**
 * CSV cells are text: a context cell holding a JSON array is read as passages, and a Connect
 * `i` of digits as a number. Empty cells count as missing.
 */
function normaliseCsvFields(record: Record<string, string>, kind: FileKind): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of CANONICAL_FIELDS[kind]) {
    const cell = record[field];
    if (cell === undefined || cell === '') continue;
    if ((field === 'context' || field === 'ctx') && cell.trimStart().startsWith('[')) out[field] = parseJsonCell(cell, field);
    else if (field === 'ctx') out[field] = [{ text: cell }];
    else if (field === 'i' && /^\d+$/.test(cell.trim())) out[field] = Number(cell.trim());
    else out[field] = cell;
  }
  // Other mapped columns (`ground tune`'s label) are kept as text; unmapped ones never reach here.
  for (const [field, cell] of Object.entries(record)) {
    if (!(CANONICAL_FIELDS[kind] as readonly string[]).includes(field) && cell !== '') out[field] = cell;
  }
  return out;
}

/** A JSON array cell as passages; a cell that only looks like one is a single passage. */
function parseJsonCell(cell: string, field: string): unknown {
  try {
    return JSON.parse(cell);
  } catch {
    return field === 'ctx' ? [{ text: cell }] : cell;
  }
}
