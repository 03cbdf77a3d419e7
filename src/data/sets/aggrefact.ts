/**
 * AggreFact-Unified (Liyan06/AggreFact): summaries from nine annotated sets with a unified error
 * taxonomy (intrinsic / extrinsic x NP / predicate / entire sentence) and annotated spans.
 *
 * Shape of the files, which decides the loader: the two .xlsx files hold only summaries WITH an
 * error, one sheet per error kind (a summary appears once per kind it has), and their CNN/DM
 * sheets have no `doc` column. The two *_error_types.csv files (CLIFF, Goyal'21) hold full
 * documents and also the correct summaries. So: erroneous summaries come from the sheets,
 * correct ones (S) from the CSVs, CNN/DM documents from the CSVs by id, and rows whose document
 * is nowhere here (the FRANK CNN/DM rows) are left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import XLSX from 'xlsx';
import type { Example, Label } from '../example.ts';
import { hashKey, mergeRanges, normalizeKey, readCsv } from '../read-files.ts';

type Cell = string | number | null;

interface Summary {
  /** Source annotation set: frank, xsumfaith, CLIFF, Goyal21 (kept in the example id). */
  dataset: string;
  id: string;
  cut: string;
  doc: string;
  summ: string;
  errorTypes: string[];
  spans: string[];
  /** AggreFact's own `label` where given (1 = consistent); a handful of rows say 1 with errors. */
  consistent: boolean;
}

/**
 * Reads every quoted string out of a Python list literal such as `['a', "b's"]` or `[['x']]`
 * (how the sheets store error types and spans); bare words like `nan` are skipped.
 */
export function parsePyStrings(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const quote = text[i];
    if (quote !== "'" && quote !== '"') continue;
    let value = '';
    for (i += 1; i < text.length && text[i] !== quote; i += 1) {
      if (text[i] === '\\' && i + 1 < text.length) i += 1;
      value += text[i];
    }
    out.push(value);
  }
  return out;
}

/**
 * intrinsic only -> C (the summary misuses what the document says), extrinsic only -> NS
 * (adds what it does not say), both or untyped (`entire_sent`) -> NS_OR_C, none -> S.
 */
export function aggreFactLabel(errorTypes: string[]): Label {
  const types = errorTypes.filter((t) => t !== 'noise' && t !== 'correct');
  if (types.length === 0) return errorTypes.length === 0 || errorTypes.includes('correct') ? 'S' : 'NS_OR_C';
  const intrinsic = types.some((t) => t.startsWith('intrinsic'));
  const extrinsic = types.some((t) => t.startsWith('extrinsic'));
  if (intrinsic && !extrinsic) return 'C';
  if (extrinsic && !intrinsic) return 'NS';
  return 'NS_OR_C';
}

const text = (cell: Cell | undefined): string => (cell === null || cell === undefined ? '' : String(cell));
const keyOf = (id: string, summ: string): string => `${id}\u0000${normalizeKey(summ)}`;
/** The sheets say `GoyalDurrett2021`, the CSV `Goyal’21`: one name for both. */
const datasetName = (raw: string): string => (/^goyal/i.test(raw) ? 'Goyal21' : raw);

function readSheets(dir: string, cut: string, docs: Map<string, string>): Summary[] {
  const book = XLSX.read(readFileSync(join(dir, `AggreFact-Unified-${cut}.xlsx`)));
  return book.SheetNames.flatMap((name) => {
    const sheet = book.Sheets[name];
    if (!sheet) return [];
    return XLSX.utils.sheet_to_json<Record<string, Cell>>(sheet, { defval: null }).map((row) => {
      const id = text(row.id);
      return {
        dataset: datasetName(text(row.dataset)),
        id,
        cut,
        doc: text(row.doc) || (docs.get(id) ?? ''),
        summ: text(row.summ).trim(),
        errorTypes: parsePyStrings(text(row.error_type)),
        spans: parsePyStrings(text(row.annotated_span)),
        consistent: text(row.label) === '1',
      };
    });
  });
}

function readErrorCsvs(dir: string): Summary[] {
  return ['CLIFF_error_types.csv', 'Goyal21_error_types.csv'].flatMap((file) =>
    readCsv(join(dir, file)).map((row) => {
      const raw = row.error_type ?? '';
      return {
        dataset: datasetName(row.dataset ?? ''),
        id: row.id ?? '',
        cut: row.cut ?? '',
        doc: row.doc ?? '',
        summ: (row.summ ?? '').trim(),
        errorTypes: raw === '' || raw === 'correct' ? [] : parsePyStrings(raw),
        spans: parsePyStrings(row.annotated_span ?? ''),
        consistent: raw === '' || raw === 'correct',
      };
    }),
  );
}

/** UTF-16 ranges of each annotated span, found case-insensitively in the summary. */
function findSpans(summ: string, spans: string[]): Array<[number, number]> {
  const lower = summ.toLowerCase();
  return spans.flatMap((span): Array<[number, number]> => {
    const needle = span.trim().toLowerCase();
    const at = needle ? lower.indexOf(needle) : -1;
    return at < 0 ? [] : [[at, at + needle.length]];
  });
}

/**
 * Loads `aggrefact`: val = train, test = report; one example per distinct (document id,
 * summary); id = `aggrefact/<cut>/<dataset>/<doc id>/<hash>`. `sourceLabel` lists the unified
 * error types (or `correct`). Caution: every S example comes from CLIFF or Goyal'21 (XSumFaith
 * and FRANK rows here are all erroneous), so S vs not-S is confounded with the source set;
 * compare within CLIFF + Goyal21 for a fair figure.
 */
export function loadAggreFact(dataDir: string): Example[] {
  const dir = join(dataDir, 'aggrefact-unified');
  const csvRows = readErrorCsvs(dir);
  const docs = new Map(csvRows.map((row) => [row.id, row.doc]));
  const merged = new Map<string, Summary>();
  for (const row of [...readSheets(dir, 'val', docs), ...readSheets(dir, 'test', docs), ...csvRows]) {
    const key = keyOf(row.id, row.summ);
    const prev = merged.get(key);
    if (!prev) merged.set(key, { ...row, errorTypes: [...row.errorTypes], spans: [...row.spans] });
    else {
      prev.errorTypes = [...new Set([...prev.errorTypes, ...row.errorTypes])];
      prev.spans = [...new Set([...prev.spans, ...row.spans])];
      prev.doc ||= row.doc;
    }
  }
  return [...merged.values()]
    .filter((row) => row.doc.trim() !== '' && row.summ !== '' && (row.cut === 'val' || row.cut === 'test'))
    .map((row): Example => {
      const label = row.consistent ? 'S' : aggreFactLabel(row.errorTypes);
      const spans = label === 'S' ? [] : mergeRanges(row.summ, findSpans(row.summ, row.spans));
      return {
        set: 'aggrefact',
        use: row.cut === 'val' ? 'train' : 'report',
        split: row.cut,
        id: `aggrefact/${row.cut}/${row.dataset}/${row.id}/${hashKey(row.summ).slice(0, 10)}`,
        group: `doc:${hashKey(row.id)}`,
        passages: [row.doc.trim()],
        claim: row.summ,
        label,
        ...(spans.length > 0 ? { spans } : {}),
        sourceLabel: row.errorTypes.length === 0 ? 'correct' : `${row.consistent ? 'label-1:' : ''}${row.errorTypes.join(',')}`,
      };
    });
}
