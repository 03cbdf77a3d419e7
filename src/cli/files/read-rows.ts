/**
 * Reads the records of one source as rows of mapped fields. Every unmapped column is dropped as
 * its record is parsed; a record that cannot be read becomes an error row with its line number.
 */
import { projectFields, type FieldMap } from './field-map.ts';
import { tooLongError, type RawRow, type ReadOptions } from './raw-row.ts';
import { readCsvRows } from './read-csv.ts';
import type { Source } from './open-source.ts';
import { splitJsonArray, type JsonElement } from './split-json.ts';
import { splitLines, type TextLine } from './split-lines.ts';

export { UnreadableInput, type RawRow, type ReadOptions } from './raw-row.ts';

/** Yields the rows of `source` in file order. */
export async function* readRows(source: Source, options: ReadOptions): AsyncGenerator<RawRow> {
  if (options.format === 'csv') yield* readCsvRows(source, options);
  else yield* readJsonRows(source, options);
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
    } else if ('tooLong' in item && item.tooLong) yield { ...at, error: tooLongError(options.maxRecordChars) };
    else {
      const parsed = parseJsonRecord(item.text, options.map);
      yield 'fields' in parsed ? { ...at, fields: parsed.fields } : { ...at, error: { code: 'invalid_request', message: parsed.message } };
    }
  }
}
