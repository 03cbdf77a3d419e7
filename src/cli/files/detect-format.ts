/** Input format detection: from the file extension, then from the first bytes. */

export const INPUT_FORMATS = ['jsonl', 'json', 'csv'] as const;
/** One of the input formats. */
export type InputFormat = (typeof INPUT_FORMATS)[number];

/**
 * Picks the format of a file from its name and the start of its content. `.jsonl`/`.ndjson`
 * and `.csv`/`.tsv` are taken at their word; `.json` and anything else is sniffed: `[` starts a
 * JSON array, `{` starts JSONL when a second value follows the first line, else one JSON object;
 * anything else is CSV.
 *
 * @example detectFormat('-', '{"question":"q"}\n{"question":"r"}') // 'jsonl'
 */
export function detectFormat(name: string, head: string): InputFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  if (lower.endsWith('.csv') || lower.endsWith('.tsv')) return 'csv';
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('[')) return 'json';
  if (text.startsWith('{')) return looksLikeJsonLines(text) ? 'jsonl' : 'json';
  return lower.endsWith('.json') ? 'json' : 'csv';
}

/** True when the first line is a complete JSON value and another line starts with `{`. */
function looksLikeJsonLines(text: string): boolean {
  const nl = text.indexOf('\n');
  if (nl === -1) return true;
  try {
    JSON.parse(text.slice(0, nl));
  } catch {
    return false;
  }
  return true;
}

/** The CSV delimiter for a file name: tab for `.tsv`, else comma. */
export function csvDelimiter(name: string): string {
  return name.toLowerCase().endsWith('.tsv') ? '\t' : ',';
}
