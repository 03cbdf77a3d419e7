/**
 * Turns a row's mapped fields into a CheckRequest, applying the spec's rules (required fields,
 * types, the 15,000-token limit). A failure is a value naming the spec's error code.
 */
import type { ErrorCode } from '../../contract/errors.ts';
import { parseCheckRequest, formatPath } from '../../contract/parse-request.ts';
import { ConnectLine, LIMITS, type CheckRequest } from '../../contract/schemas.ts';
import { countTokens } from '../../contract/tokens.ts';
import type { FileKind } from './field-map.ts';

/** The request of a row, with what a Connect line adds (its own index and timestamp). */
export interface RowRequest {
  request: CheckRequest;
  /** The Connect line's `i`, when given. */
  i?: number;
  /** The Connect line's `t`, when given. */
  t?: string;
}

/** A row's request, or the spec's error code and a message naming the field. */
export type RowParse = { ok: true; value: RowRequest } | { ok: false; code: ErrorCode; message: string };

/** Validates the mapped fields of one row as a CheckRequest (`check`) or a ConnectLine (`connect`). */
export function parseRowFields(kind: FileKind, fields: Record<string, unknown>): RowParse {
  const parsed = kind === 'check' ? parseCheckFields(fields) : parseConnectFields(fields);
  if (!parsed.ok) return parsed;
  const tokens = countTokens(parsed.value.request);
  if (tokens > LIMITS.maxTokensPerAnswer) {
    return { ok: false, code: 'request_too_large', message: `the answer is ${tokens} tokens; at most ${LIMITS.maxTokensPerAnswer} are allowed` };
  }
  return parsed;
}

function parseCheckFields(fields: Record<string, unknown>): RowParse {
  const parsed = parseCheckRequest({ question: fields.question, context: fields.context, answer: fields.answer });
  if (!parsed.ok) return { ok: false, code: parsed.error.code, message: parsed.error.message };
  return { ok: true, value: { request: parsed.value } };
}

function parseConnectFields(fields: Record<string, unknown>): RowParse {
  const input: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== '' && v !== null) input[k] = v;
  const parsed = ConnectLine.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue ? formatPath(issue.path) : 'line';
    const missing = issue && issue.path.length > 0 && !(String(issue.path[0]) in input);
    return { ok: false, code: 'invalid_request', message: missing ? `${field} is required and must not be empty` : `${field}: ${issue?.message ?? 'not valid'}` };
  }
  const line = parsed.data;
  const request: CheckRequest = { question: line.q, answer: line.a, context: line.ctx.map((c) => c.text) };
  return { ok: true, value: { request, i: line.i, t: line.t } };
}
