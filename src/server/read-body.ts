/** Reads a request body as text, never holding more than the limit. */
import { GroundError } from '../contract/errors.ts';

function tooLarge(limit: number): GroundError {
  return new GroundError('request_too_large', `the body is over ${limit} bytes`);
}

/**
 * Reads `request.body` as UTF-8. A declared Content-Length over `limit` fails before any byte
 * is read; otherwise reading stops (and the stream is cancelled) as soon as `limit` is passed.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
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
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}
