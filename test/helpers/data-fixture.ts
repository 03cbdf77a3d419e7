/**
 * The small hand-written copy of ../shared/data in `fixtures/data` (same folders, file names and
 * formats, a few rows per file), made ready for the loaders: the AggreFact workbooks, which are
 * binary, are written from `aggrefact-unified/sheets.json` (sheet name -> rows) into a temporary
 * copy, so the loader reads a real .xlsx while the repository holds only text.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import XLSX from 'xlsx';

/** `fixtures/data` in this repository. */
export const FIXTURE_DATA = fileURLToPath(new URL('../../fixtures/data', import.meta.url));

type SheetRows = Record<string, Array<Record<string, string | number>>>;

/** Copies `fixtures/data` into a fresh temporary folder, writes the two workbooks, and returns the folder and a remover. */
export function writeDataFixture(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ground-data-'));
  cpSync(FIXTURE_DATA, dir, { recursive: true });
  const aggrefact = join(dir, 'aggrefact-unified');
  const sheets = JSON.parse(readFileSync(join(aggrefact, 'sheets.json'), 'utf8')) as Record<'val' | 'test', SheetRows>;
  for (const [cut, book] of Object.entries(sheets)) {
    const workbook = XLSX.utils.book_new();
    for (const [name, rows] of Object.entries(book)) XLSX.utils.book_append_sheet(workbook, XLSX.utils.json_to_sheet(rows), name);
    const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    writeFileSync(join(aggrefact, `AggreFact-Unified-${cut}.xlsx`), bytes);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
