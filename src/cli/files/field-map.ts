/**
 * Which source fields a run reads. Each command has its canonical fields (`check`: question,
 * context, answer; `connect`: i, q, a, ctx, t); `--map field=column,...` points a field at
 * another column. Every other column is dropped as each record is read (see `projectFields`).
 */

/** The kind of file being read: CheckRequests (`check`) or Connect data lines (`connect`). */
export type FileKind = 'check' | 'connect';

/** Canonical field -> source column name. */
export type FieldMap = ReadonlyMap<string, string>;

/** The fields each kind of file is read for; nothing else is kept. */
export const CANONICAL_FIELDS: Readonly<Record<FileKind, readonly string[]>> = {
  check: ['question', 'context', 'answer'],
  connect: ['i', 'q', 'a', 'ctx', 't'],
};

// Longer names accepted on the left of `--map` for Connect files.
const CONNECT_ALIASES: Readonly<Record<string, string>> = {
  index: 'i', question: 'q', answer: 'a', context: 'ctx', time: 't', timestamp: 't',
};

/** A parsed `--map`, or why it is not valid. */
export type MapResult = { ok: true; map: FieldMap } | { ok: false; message: string };

/**
 * Parses `--map question=user_query,answer=bot_reply` into a field map that also holds the
 * default (same-name) column for every field not mentioned.
 *
 * @example parseFieldMap('check', 'question=user_query').map.get('question') // 'user_query'
 */
export function parseFieldMap(kind: FileKind, spec: string | undefined): MapResult {
  const fields = CANONICAL_FIELDS[kind];
  const map = new Map(fields.map((f) => [f, f]));
  for (const pair of (spec ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const eq = pair.indexOf('=');
    const rawField = eq > 0 ? pair.slice(0, eq).trim() : '';
    const column = eq > 0 ? pair.slice(eq + 1).trim() : '';
    const field = kind === 'connect' ? (CONNECT_ALIASES[rawField] ?? rawField) : rawField;
    if (!field || !column) return { ok: false, message: `--map: "${pair}" is not field=column` };
    if (!fields.includes(field)) return { ok: false, message: `--map: unknown field "${rawField}"; fields are ${fields.join(', ')}` };
    map.set(field, column);
  }
  const columns = [...map.values()];
  const dup = columns.find((c, i) => columns.indexOf(c) !== i);
  if (dup !== undefined) return { ok: false, message: `--map: column "${dup}" is mapped to two fields` };
  return { ok: true, map };
}

/** Reverse lookup: source column -> canonical field, for CSV headers. */
export function columnsToFields(map: FieldMap): Map<string, string> {
  return new Map([...map].map(([field, column]) => [column, field]));
}

/**
 * Keeps only the mapped fields of a parsed record, renamed to their canonical names. The
 * record passed in is not kept anywhere: callers drop it at once.
 */
export function projectFields(record: Readonly<Record<string, unknown>>, map: FieldMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of map) {
    if (Object.hasOwn(record, column)) out[field] = record[column];
  }
  return out;
}
