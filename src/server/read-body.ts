/** Reads a request body as text, never holding more than the limit. */
import type { GroundError } from '../contract/errors.ts';
import { Refusal } from './responses.ts';

function tooLarge(limit: number): GroundError {
  return new Refusal('request_too_large', `the body is over ${limit} bytes`);
}

/**
 * Reads `request.body` as UTF-8. A declared Content-Length over `limit` fails before any byte
 * is read; otherwise reading stops (and the stream is cancelled) as soon as `limit` is passed.
 * Bytes that are not UTF-8 give 422 `invalid_request`.
 */
export async function readBodyText(request: Pick<Request, 'headers' | 'body'>, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge(limit);
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The connection closed or timed out mid-body: the client sent less than a request.
      throw new Refusal('invalid_request', 'the request body ended before it was complete');
    });
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  try {
    return UTF8.decode(Buffer.concat(chunks, total));
  } catch {
    // JSON is UTF-8 (RFC 8259): replacing bad bytes would check, count and store other text than was sent.
    throw new Refusal('invalid_request', 'body is not valid UTF-8');
  }
}

/** Strict: invalid bytes throw instead of becoming U+FFFD. A leading byte order mark is skipped. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });
