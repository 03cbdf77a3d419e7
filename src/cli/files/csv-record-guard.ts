/**
 * Bounds CSV records before csv-parse sees them. csv-parse's own `max_record_size` cannot be
 * used with `skip_records_with_error`: after the error it drops the rest of the chunk and fails
 * again on every later chunk, so one long record turned into many error rows and the rows after
 * it were lost. This guard follows the CSV structure (quotes at a field start, `""` inside
 * quotes, line ends outside quotes) and cuts a record after `maxChars + 1` characters: the parser
 * gets a short, well-formed record (closed quote, real line end) that the reader reports as too
 * long, and every later record intact. Line breaks cut out of a record are counted, so line
 * numbers after it stay right.
 */

export interface CsvRecordGuard {
  /** The text to give the parser for the next chunk of the file. */
  filter(chunk: string): string;
  /** The text to give the parser at the end of the file. */
  flush(): string;
  /** Line breaks cut out of the next cut record, in record order (0 when none is queued). */
  takeCutBreaks(): number;
  /** Whether the first record (the header) was over the limit. */
  headerTooLong(): boolean;
}

/** A record whose text (without its line end and the blank lines before it) is over `maxChars` was cut. */
export function isCutRecord(raw: string, maxChars: number): boolean {
  return raw.replace(/^[\r\n]+/, '').replace(/[\r\n]+$/, '').length > maxChars;
}

/** Creates a guard for one file with `delimiter` (one character) and records of at most `maxChars`. */
export function createCsvRecordGuard(delimiter: string, maxChars: number): CsvRecordGuard {
  const delim = delimiter.charCodeAt(0);
  let inQuotes = false;
  let pendingQuote = false; // a `"` inside quotes: closes them unless another `"` follows
  let atFieldStart = true;
  let length = 0; // characters of the current record given to the parser
  let cut = false;
  let cutInQuotes = false;
  let cutBreaks = 0;
  let prevCr = false;
  let records = 0;
  let headerCut = false;
  const queue: number[] = [];

  const endRecord = (): string => {
    let closer = '';
    if (cut) {
      closer = cutInQuotes ? '"' : '';
      if (records === 0) headerCut = true;
      else queue.push(cutBreaks);
    }
    if (length > 0 || cut) records += 1;
    length = 0;
    cut = false;
    cutBreaks = 0;
    atFieldStart = true;
    return closer;
  };

  return {
    filter(chunk) {
      let out = '';
      let from = cut ? -1 : 0; // start of the run of chars passed on, -1 while cutting
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk.charCodeAt(i);
        if (pendingQuote) {
          pendingQuote = false;
          if (c === 0x22) {
            // `""`: one quote, inside the field.
            if (!cut) length += 1;
            continue;
          }
          inQuotes = false; // the pending quote closed the field; read this char outside quotes
        }
        if (!inQuotes && (c === 0x0a || c === 0x0d)) {
          const wasCut = cut;
          const closer = endRecord();
          if (wasCut) {
            out += closer;
            from = i;
          }
          prevCr = c === 0x0d;
          continue;
        }
        if (!cut && length > maxChars) {
          // Cut before this char: the parser is inside quotes exactly when we are now.
          cut = true;
          cutInQuotes = inQuotes;
          out += chunk.slice(from, i);
          from = -1;
        }
        if (inQuotes && c === 0x22) pendingQuote = true;
        else if (!inQuotes && c === 0x22 && atFieldStart) inQuotes = true;
        atFieldStart = !inQuotes && c === delim;
        if (cut && (c === 0x0a ? !prevCr : c === 0x0d)) cutBreaks += 1;
        prevCr = c === 0x0d;
        if (!cut) length += 1;
      }
      return from === -1 ? out : out + chunk.slice(from);
    },
    flush() {
      pendingQuote = false;
      inQuotes = false;
      return length > 0 || cut ? endRecord() : '';
    },
    takeCutBreaks: () => queue.shift() ?? 0,
    headerTooLong: () => headerCut,
  };
}
