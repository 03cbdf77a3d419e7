/**
 * `--format csv`: one row per answer (and per error row), streamed, written by csv-stringify
 * (the project of the csv-parse that reads CSV input). RFC 4180 quoting, CRLF between records.
 */
import { stringify, type Options } from 'csv-stringify/sync';
import { CLAIM_STATUSES } from '../../contract/schemas.ts';
import { countClaims } from '../gate.ts';
import type { Sink } from './sink.ts';
import type { ReportRow, Reporter } from './types.ts';

/** The CSV header, in order. */
export const CSV_COLUMNS = [
  'file', 'line', 'index', 'decision', 'status', 'p_hallucinated', 'sentences', 'claims', ...CLAIM_STATUSES,
  'reasons', 'corrections', 'check_id', 'model', 'error_code', 'error_message',
] as const;

const OPTIONS: Options = {
  record_delimiter: '\r\n',
  // csv-stringify quotes a cell holding the whole record delimiter (CRLF); a lone CR or LF
  // inside a cell must be quoted too, or a reader splits the record there.
  quoted_match: /[\r\n]/,
  // Text from the input (file names, claim text in corrections, messages) must not run as a
  // spreadsheet formula: a cell starting with = + - @ tab or CR gets a leading '.
  escape_formulas: true,
};

/** One CSV record (ending with CRLF) of `cells`; null is an empty cell. */
export function csvRecord(cells: ReadonlyArray<string | number | null>): string {
  return stringify([cells as Array<string | number | null>], OPTIONS);
}

/** The cells of one row, in `CSV_COLUMNS` order. */
export function csvRow(row: ReportRow): Array<string | number | null> {
  const place = [row.file, row.line, row.index];
  const none = CLAIM_STATUSES.map(() => null);
  if (row.kind === 'error') return [...place, 'error', null, null, null, null, ...none, null, null, null, null, row.code, row.message];
  const r = row.result;
  const byStatus = countClaims(r);
  const counts = CLAIM_STATUSES.map((s) => byStatus[s]);
  return [
    ...place, row.decision.held ? 'hold' : 'send', r.status, r.score.p_hallucinated, r.sentences.length, counts.reduce((a, b) => a + b, 0),
    ...counts,
    row.decision.reasons.join('; '), (r.corrections ?? []).join(' | '), r.id, r.score.model, null, null,
  ];
}

/** Writes the header, then one line per row. */
export function createCsvReporter(out: Sink): Reporter {
  let started = false;
  const header = (): Promise<void> => {
    if (started) return Promise.resolve();
    started = true;
    return out.write(csvRecord(CSV_COLUMNS));
  };
  return {
    async row(row) {
      await header();
      await out.write(csvRecord(csvRow(row)));
    },
    end: header,
  };
}
