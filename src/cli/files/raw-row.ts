/** The rows readers yield, their options, and the error of an input that cannot be read at all. */
import type { ErrorCode } from '../../contract/errors.ts';
import type { InputFormat } from './detect-format.ts';
import type { FieldMap, FileKind } from './field-map.ts';

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

/** How a source is read. */
export interface ReadOptions {
  format: InputFormat;
  kind: FileKind;
  map: FieldMap;
  /** Longest record kept, in characters; longer ones become `request_too_large` rows. */
  maxRecordChars: number;
}

/** The error of a record over `maxRecordChars`: too large to check. */
export function tooLongError(maxChars: number): { code: 'request_too_large'; message: string } {
  return { code: 'request_too_large', message: `the record is over ${maxChars} characters` };
}

/** Thrown when a file cannot be used at all (e.g. a CSV header without a mapped column). */
export class UnreadableInput extends Error {}

