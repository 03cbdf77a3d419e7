/** `--format csv`: one row per answer (and per error row), streamed. RFC 4180 quoting. */
import { CLAIM_STATUSES } from '../../contract/schemas.ts';
import { countClaims } from '../gate.ts';
import type { Sink } from './sink.ts';
import type { ReportRow, Reporter } from './types.ts';

/** The CSV header, in order. */
export const CSV_COLUMNS = [
  'file', 'line', 'index', 'decision', 'status', 'p_hallucinated', 'sentences', 'claims', ...CLAIM_STATUSES,
  'reasons', 'corrections', 'check_id', 'model', 'error_code', 'error_message',
] as const;

/** Quotes a cell when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
    return out.write(`${CSV_COLUMNS.join(',')}\r\n`);
  };
  return {
    async row(row) {
      await header();
      await out.write(`${csvRow(row).map(csvCell).join(',')}\r\n`);
    },
    end: header,
  };
}
