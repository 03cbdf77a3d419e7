/**
 * Pure request parsing: spec rules applied before the schema (empty strings count as missing)
 * and zod issues turned into a 422 message that names the offending field.
 */
import type { z } from 'zod';
import { GroundError } from './errors.ts';
import { BatchRequest, CheckRequest, LIMITS } from './schemas.ts';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: GroundError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A prototype-free copy of an object's own properties without those whose value is "" (empty
 * strings count as missing). Written into a plain `{}`, a `"__proto__"` key would replace the
 * copy's prototype and its fields (`answer`, `items`) would then be read through it; in a
 * null-prototype object it is an ordinary key, ignored like any unknown field.
 */
function dropEmpty(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(value)) if (v !== '') out[k] = v;
  return out;
}

function normaliseItem(value: unknown): unknown {
  const item = dropEmpty(value);
  if (isRecord(item) && Object.hasOwn(item, 'metadata')) item.metadata = dropEmpty(item.metadata);
  return item;
}

const PROTO_KEY = '__proto__';

/** A key of the same length as `__proto__` that `meta` does not have. */
function standInKey(meta: Record<string, unknown>): string {
  for (let i = 0; ; i++) {
    const key = `__proto${i.toString(36).padStart(2, '0')}`;
    if (!Object.hasOwn(meta, key)) return key;
  }
}

/**
 * Metadata may carry a `__proto__` label like any other key, but zod leaves that key out of its
 * output (and so out of the 20-key and 2,000-character counts). The schema is shown the item
 * with the key renamed to a stand-in of the same length; `restoreMetadata` puts the original back.
 */
function forSchema(item: unknown): unknown {
  if (!isRecord(item) || !isRecord(item.metadata) || !Object.hasOwn(item.metadata, PROTO_KEY)) return item;
  const meta = Object.create(null) as Record<string, unknown>;
  const standIn = standInKey(item.metadata);
  for (const [k, v] of Object.entries(item.metadata)) meta[k === PROTO_KEY ? standIn : k] = v;
  return { ...item, metadata: meta };
}

/** The validated value with the metadata as sent (validated under a stand-in key, see `forSchema`). */
function restoreMetadata<T extends { metadata?: unknown }>(parsed: T, item: unknown): T {
  if (!isRecord(item) || !isRecord(item.metadata) || !Object.hasOwn(item.metadata, PROTO_KEY)) return parsed;
  return { ...parsed, metadata: item.metadata };
}

/**
 * Deepest nesting a metadata value can have within the 2,000-character limit (each level adds
 * at least two characters). Checked before the schema, whose size check serialises the value
 * recursively and would overflow the stack on deeper input.
 */
const METADATA_MAX_DEPTH = LIMITS.metadataMaxChars / 2;

/** Whether `value` nests arrays or objects more than `max` levels deep (iterative: no recursion). */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() ?? [null, 0];
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** A 422 naming `field` when the metadata at `value` is nested beyond what the size limit allows. */
function checkMetadataDepth(value: unknown, field: string): GroundError | null {
  if (!isRecord(value) || !Object.hasOwn(value, 'metadata')) return null;
  return nestedDeeperThan(value.metadata, METADATA_MAX_DEPTH)
    ? new GroundError('invalid_request', `${field} is nested too deeply; at most ${LIMITS.metadataMaxChars} characters are allowed`)
    : null;
}

/** Formats a zod path as `items[3].context[0]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? 'body' : out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    // Own properties only: a field is not "present" because a prototype has it.
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function describeIssue(issue: z.core.$ZodIssue, root: unknown): string {
  const field = formatPath(issue.path);
  if (issue.path.length > 0 && valueAt(root, issue.path) === undefined) {
    const parent = valueAt(root, issue.path.slice(0, -1));
    // Say why a field sent only under "__proto__" does not count.
    const note = isRecord(parent) && Object.hasOwn(parent, PROTO_KEY) ? ' (fields under "__proto__" are ignored)' : '';
    return `${field} is required and must not be empty${note}`;
  }
  if (issue.code === 'invalid_type') return `${field} must be ${issue.expected === 'int' ? 'an integer' : `${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`}`;
  if (issue.code === 'too_small' && issue.origin === 'string') return `${field} must not be empty`;
  if (issue.code === 'too_small' && issue.origin === 'array') return `${field} must have at least ${String(issue.minimum)} item(s)`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `${field} must have at most ${String(issue.maximum)} items`;
  if (issue.code === 'invalid_union') return `${field} must be a non-empty string or a non-empty array of non-empty strings`;
  if (issue.code === 'invalid_value') return `${field} must be one of ${issue.values.map(String).join(', ')}`;
  return `${field} ${issue.message}`;
}

function toInvalid(error: z.ZodError, root: unknown): GroundError {
  const first = error.issues[0];
  const message = first ? describeIssue(first, root) : 'body is not valid';
  return new GroundError('invalid_request', message);
}

/** Validates one CheckRequest body (already JSON-decoded). */
export function parseCheckRequest(body: unknown): ParseResult<CheckRequest> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, error: new GroundError('invalid_request', 'body must be a JSON object') };
  }
  const deep = checkMetadataDepth(body, 'metadata');
  if (deep) return { ok: false, error: deep };
  const item = normaliseItem(body);
  const input = forSchema(item);
  const parsed = CheckRequest.safeParse(input);
  return parsed.success ? { ok: true, value: restoreMetadata(parsed.data, item) } : { ok: false, error: toInvalid(parsed.error, input) };
}

/**
 * Validates a batch body. Batch-level `profile` and `metadata` are applied to every item that
 * does not set its own, so the items returned are complete CheckRequests.
 */
export function parseBatchRequest(body: unknown): ParseResult<BatchRequest> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, error: new GroundError('invalid_request', 'body must be a JSON object') };
  }
  const top = normaliseItem(body) as Record<string, unknown>;
  const items = Array.isArray(top.items) ? top.items.map(normaliseItem) : top.items;
  if (Array.isArray(items) && items.length > LIMITS.maxBatchItems) {
    return { ok: false, error: new GroundError('invalid_request', `items must have at most ${LIMITS.maxBatchItems} items; got ${items.length}`) };
  }
  const deep = checkMetadataDepth(top, 'metadata') ?? (Array.isArray(items) ? items.map((item, i) => checkMetadataDepth(item, `items[${i}].metadata`)).find((e) => e !== null) : null);
  if (deep) return { ok: false, error: deep };
  const input = forSchema({ ...top, items: Array.isArray(items) ? items.map(forSchema) : items });
  const parsed = BatchRequest.safeParse(input);
  if (!parsed.success) return { ok: false, error: toInvalid(parsed.error, input) };
  const batch = restoreMetadata(parsed.data, top);
  const { profile, metadata } = batch;
  const filled = parsed.data.items.map((parsedItem, i) => restoreMetadata(parsedItem, Array.isArray(items) ? items[i] : undefined)).map((item) => ({
    ...item,
    profile: item.profile ?? profile,
    metadata: item.metadata ?? metadata,
  }));
  return { ok: true, value: { ...batch, items: filled } };
}

/** Parses JSON text into a value or a 422 naming the body. */
export function parseJson(text: string): ParseResult<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: new GroundError('invalid_request', 'body is not valid JSON') };
  }
}
