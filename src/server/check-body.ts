/**
 * Reads and validates the body of a check route: 422 for a content type other than JSON, 413
 * over the body limit or over the plan's tokens per answer, 422 `invalid_request` naming the
 * field otherwise. Sets `ctx.items`.
 */
import type { GroundError } from '../contract/errors.ts';
import { parseBatchRequest, parseCheckRequest, parseJson } from '../contract/parse-request.ts';
import type { CheckRequest } from '../contract/schemas.ts';
import { countTokens } from '../contract/tokens.ts';
import { authOf, type Middleware } from './context.ts';
import { readBodyText } from './read-body.ts';
import { Refusal } from './responses.ts';

export type CheckKind = 'single' | 'batch';

/** Creates the body middleware of one check route. */
export function createCheckBody(options: { kind: CheckKind; maxBodyBytes: number }): Middleware {
  if (!(options.maxBodyBytes > 0)) throw new RangeError('maxBodyBytes must be positive');
  return async (ctx, next) => {
    const refusal = contentTypeRefusal(ctx.request.headers.get('content-type'));
    if (refusal) throw refusal;
    const text = await readBodyText({ headers: ctx.request.headers, body: ctx.body() }, options.maxBodyBytes);
    const json = parseJson(text);
    if (!json.ok) throw json.error;
    const items = parseItems(options.kind, json.value);
    const limit = authOf(ctx).workspace.maxTokensPerAnswer;
    items.forEach((item, i) => {
      const tokens = countTokens(item);
      if (tokens > limit) {
        const where = options.kind === 'batch' ? `items[${i}]` : 'the answer';
        throw new Refusal('request_too_large', `${where} is ${tokens} tokens (question, context and answer); at most ${limit} are allowed`);
      }
    });
    ctx.items = items;
    ctx.log.items = items.length;
    return next(ctx);
  };
}

function parseItems(kind: CheckKind, body: unknown): CheckRequest[] {
  if (kind === 'single') {
    const parsed = parseCheckRequest(body);
    if (!parsed.ok) throw parsed.error;
    return [parsed.value];
  }
  const parsed = parseBatchRequest(body);
  if (!parsed.ok) throw parsed.error;
  return parsed.value.items;
}

/**
 * 422 unless `value` is `application/json` (any case, parameters allowed; a named charset must be
 * UTF-8, the only one read). No Content-Type at all is read as JSON, as clients that set none
 * have always been served. `text/plain` is what fetch sends for a string body nobody labelled.
 */
export function contentTypeRefusal(value: string | null): GroundError | null {
  if (value === null) return null;
  const [type = '', ...params] = value.split(';').map((part) => part.trim().toLowerCase());
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length).replaceAll('"', '');
  if (type === 'application/json' && (charset === undefined || charset === 'utf-8' || charset === 'utf8')) return null;
  const shown = JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);
  return new Refusal('invalid_request', `Content-Type is ${shown}; the body must be sent as application/json (UTF-8)`);
}
