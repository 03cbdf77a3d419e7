/**
 * Small file readers and key helpers shared by the data-set loaders. Synchronous on purpose:
 * loaders run in training and benchmark scripts, never in a check.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** Reads a UTF-8 text file. */
export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}

/** Reads a JSON Lines file; each non-blank line is one value, typed by the caller. */
export function readJsonl<T>(path: string): T[] {
  return readText(path)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** Reads a quoted CSV file with a header row into one record per row. */
export function readCsv(path: string): Array<Record<string, string>> {
  return parse(readText(path), { columns: true, skip_empty_lines: true, relax_quotes: true });
}

/**
 * Reads a tab-separated file with a header row. No quoting: the TSV files here (RTE-*, BEGIN)
 * hold bare `"` inside text, so splitting on tabs is the faithful reading.
 */
export function readTsv(path: string): { header: string[]; rows: string[][] } {
  const lines = readText(path).split('\n').map((line) => line.replace(/\r$/, '')).filter((line) => line !== '');
  const [first = '', ...rest] = lines;
  return { header: first.split('\t'), rows: rest.map((line) => line.split('\t')) };
}

/** Lower-cases and collapses whitespace, so the same question or claim gets the same key. */
export function normalizeKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A short stable hash of normalised text, used for `group` keys. */
export function hashKey(text: string): string {
  return createHash('sha1').update(normalizeKey(text)).digest('hex').slice(0, 16);
}

/** Converts a UTF-16 index into `text` to a code-point offset (spans in Example are code points). */
export function toCodePoints(text: string, utf16Index: number): number {
  return [...text.slice(0, utf16Index)].length;
}

/**
 * Merges UTF-16 [start, end) ranges that touch or overlap (ignoring whitespace between them)
 * and returns them as code-point ranges into `text`.
 */
export function mergeRanges(text: string, ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && text.slice(last[1], start).trim() === '' && start >= last[0]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => [toCodePoints(text, start), toCodePoints(text, end)]);
}
