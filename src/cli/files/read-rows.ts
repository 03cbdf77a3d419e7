/**
 * Reads the records of one source as rows of mapped fields. Every unmapped column is dropped as
 * its record is parsed; a record that cannot be read becomes an error row with its line number.
 */
import type { ErrorCode } from '../../contract/errors.ts';
import { CANONICAL_FIELDS, columnsToFields, projectFields, type FieldMap, type FileKind } from './field-map.ts';
import { csvDelimiter, type InputFormat } from './detect-format.ts';
import type { Source } from './open-source.ts';
import { splitJsonArray, type JsonElement } from './split-json.ts';
import { splitLines, type TextLine } from './split-lines.ts';

interface RowPlace {
  file: string;
  /** 1-based line where the record starts. */
  line: number;
  /** 0-based position of the record in its file, bad records included. */
  index: number;
}

/** A readable record (mapped fields only) or why it could not be read. */
export type RawRow =
  | (RowPlace & { fields: Record<string, unknown>; error?: undefined })
  | (RowPlace & { error: { code: ErrorCode; message: string }; fields?: undefined });

export interface ReadOptions {
  format: InputFormat;
  kind: FileKind;
  map: FieldMap;
  /** Longest record kept, in characters; longer ones become `request_too_large` rows. */
  maxRecordChars: number;
}

/** Thrown when a file cannot be used at all (e.g. a CSV header without a mapped column). */
export class UnreadableInput extends Error {}

const REQUIRED: Readonly<Record<FileKind, readonly string[]>> = { check: ['question', 'context', 'answer'], connect: ['q', 'a', 'ctx'] };

/** Yields the rows of `source` in file order. */
export async function* readRows(source: Source, options: ReadOptions): AsyncGenerator<RawRow> {
  if (options.format === 'csv') yield* readCsvRows(source, options);
  else yield* readJsonRows(source, options);
}

function tooLong(file: string, line: number, index: number, max: number): RawRow {
  return { file, line, index, error: { code: 'request_too_large', message: `the record is over ${max} characters` } };
}

/** Parses one JSON record and keeps only its mapped fields. */
export function parseJsonRecord(text: string, map: FieldMap): { fields: Record<string, unknown> } | { message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { message: 'the record is not valid JSON' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { message: 'the record must be a JSON object' };
  return { fields: projectFields(value as Record<string, unknown>, map) };
}

async function* readJsonRows(source: Source, options: ReadOptions): AsyncGenerator<RawRow> {
  const items: AsyncIterable<JsonElement | (TextLine & { error?: undefined })> = options.format === 'jsonl' ? splitLines(source.chunks, options.maxRecordChars) : splitJsonArray(source.chunks, options.maxRecordChars);
  let index = 0;
  for await (const item of items) {
    const at = { file: source.name, line: item.line, index: index++ };
    if (item.error !== undefined) {
      yield { ...at, error: { code: 'invalid_request', message: item.error } };
    } else if ('tooLong' in item && item.tooLong) yield tooLong(source.name, item.line, at.index, options.maxRecordChars);
    else {
      const parsed = parseJsonRecord(item.text, options.map);
      yield 'fields' in parsed ? { ...at, fields: parsed.fields } : { ...at, error: { code: 'invalid_request', message: parsed.message } };
    }
  }
}

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
async function* readCsvRows(source: Source, options: ReadOptions): AsyncGenerator<RawRow> {
  const { parse } = await import('csv-parse');
  const byColumn = columnsToFields(options.map);
  const queue: CsvItem[] = [];
  let headerProblem: string | null = null;
  let newlines = 0; // newlines consumed after the header line
  const place = (raw: string | undefined): number => {
    const text = raw ?? '';
    const line = 2 + newlines + countBreaks(/^[\r\n]*/.exec(text)?.[0] ?? '');
    newlines += countBreaks(text);
    return line;
  };
  const parser = parse({
    bom: true,
    delimiter: csvDelimiter(source.name),
    columns: (header: string[]) => {
      const fields = header.map((h) => byColumn.get(h.trim()) ?? false);
      const missing = REQUIRED[options.kind].filter((f) => !fields.includes(f)).map((f) => options.map.get(f) ?? f);
      if (missing.length > 0) headerProblem = `${source.name}: no column named ${missing.join(', ')} in the CSV header`;
      return fields;
    },
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: options.maxRecordChars,
    raw: true,
    on_record: (rec: CsvRecord) => {
      queue.push({ line: place(rec.raw), fields: normaliseCsvFields(rec.record, options.kind) });
      return null;
    },
    on_skip: (err, raw) => {
      const big = err?.code === 'CSV_MAX_RECORD_SIZE';
      // The message names the problem only: a CSV error's text may quote the record (and so personal data).
      const message = big ? `the record is over ${options.maxRecordChars} characters` : `the CSV record cannot be read (${err?.code ?? 'error'})`;
      queue.push({ line: place(raw), error: { code: big ? 'request_too_large' : 'invalid_request', message } });
      return undefined;
    },
  });
  let failure: Error | null = null;
  parser.on('error', (err) => {
    failure = err;
  });
  parser.resume();
  let index = 0;
  const drain = function* (): Generator<RawRow> {
    if (headerProblem) throw new UnreadableInput(headerProblem);
    if (failure) throw new UnreadableInput(`${source.name}: ${(failure as Error).message}`);
    for (const item of queue.splice(0)) yield { file: source.name, index: index++, ...item };
  };
  for await (const chunk of source.chunks) {
    await new Promise<void>((resolve) => parser.write(chunk, () => resolve()));
    yield* drain();
  }
  await new Promise<void>((resolve) => parser.end(() => resolve()));
  yield* drain();
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
