/**
 * Answers for requests that never reach the app because Node's HTTP layer stops them first:
 * a parse error, headers over Node's limit, a header or body timeout, CONNECT. Each gets the
 * spec's error body and the three rate-limit headers, written straight to the socket (Node
 * would otherwise write a bare 400/408/431 or nothing), and one `request` log line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GroundError } from '../contract/errors.ts';
import { allowedMethod } from './route-methods.ts';
import { drainThenClose, type LingerLimits } from './linger.ts';
import type { Logger } from './logger.ts';
import { defaultUsage, JSON_HEADERS, rateLimitHeaders, Refusal } from './responses.ts';

/** How long a client may take to send its headers, and its whole request (headers and body). */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
}

/** Chosen so that a slow client cannot hold a socket for long, while a 1 MB body needs only 35 kB/s. */
export const DEFAULT_TIMEOUTS: Readonly<RequestTimeouts> = { headersMs: 10_000, requestMs: 30_000 };

const STATUS_TEXT: Readonly<Record<number, string>> = { 405: 'Method Not Allowed', 413: 'Payload Too Large', 422: 'Unprocessable Entity' };

/** What the node server shares with these answers: the log, the clock and who is waiting on a socket. */
export interface RefusalDeps {
  logger: Logger;
  now: () => number;
  timeouts: RequestTimeouts;
  /** How much of a refused request is read and dropped before its connection closes. */
  linger: LingerLimits;
  /** Tells a request being handled on `socket` what its client got instead of the app's answer. */
  answeredInstead: (socket: Duplex, status: number) => void;
}

/** A 405 for a method no route accepts; `Allow` names the route's method (empty for no route). */
export function methodRefusal(method: string, path: string): { error: GroundError; headers: Record<string, string> } {
  const allow = allowedMethod(path);
  const message = allow ? `${path} accepts ${allow} only.` : `${method} is not accepted; checks use POST and health uses GET.`;
  return { error: new Refusal('method_not_allowed', message), headers: { Allow: allow ?? '' } };
}

/** The raw HTTP/1.1 text of a spec-shaped error response that closes the connection. */
export function rawErrorResponse(error: GroundError, now: number, extra: Record<string, string> = {}): string {
  const body = JSON.stringify(error.toBody());
  const headers = {
    ...JSON_HEADERS, ...rateLimitHeaders(defaultUsage(now)), ...extra, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close',
  };
  const head = [`HTTP/1.1 ${error.http} ${STATUS_TEXT[error.http] ?? ''}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  return `${head}\r\n\r\n${body}`;
}

/** The method and path of the request line in `raw` (Node gives the bytes it could not parse). */
function requestLine(raw: Buffer | undefined): { method: string; path: string } {
  const line = (raw?.toString('latin1') ?? '').split('\r\n', 1)[0] ?? '';
  const [method = '', target = ''] = line.split(' ');
  return { method: method.slice(0, 32), path: target.slice(0, 200) };
}

function refusalFor(err: NodeJS.ErrnoException & { rawPacket?: Buffer }, headersDone: boolean, deps: RefusalDeps): { error: GroundError; headers?: Record<string, string> } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const message = headersDone
      ? `the request body did not arrive within ${deps.timeouts.requestMs / 1000} seconds`
      : `the request headers did not arrive within ${deps.timeouts.headersMs / 1000} seconds`;
    return { error: new Refusal('invalid_request', message) };
  }
  if (err.code === 'HPE_HEADER_OVERFLOW') return { error: new Refusal('request_too_large', 'the request headers are too large') };
  if (err.code === 'HPE_INVALID_METHOD') {
    const { method, path } = requestLine(err.rawPacket);
    return methodRefusal(method, path);
  }
  return { error: new Refusal('invalid_request', 'the HTTP request is malformed') };
}

/**
 * Writes `error` to the socket and ends it; what the client still sends is read and dropped
 * (within limits) so that a client still writing its request gets the answer, not a reset.
 */
function endWith(socket: Duplex, response: string, deps: RefusalDeps): void {
  socket.end(response);
  drainThenClose(socket, socket, deps.linger);
}

/** Answers with `error`, closes the connection and logs the request. */
function answer(socket: Duplex, error: GroundError, headers: Record<string, string>, deps: RefusalDeps, log: { method: string; path: string }): void {
  endWith(socket, rawErrorResponse(error, deps.now(), headers), deps);
  deps.logger('request', { id: randomUUID(), ...log, status: error.http, code: error.code, ms: 0 });
}

/** The server's `clientError` listener. */
export function createClientErrorListener(deps: RefusalDeps): (err: NodeJS.ErrnoException, socket: Duplex) => void {
  return (err, socket) => {
    const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean; req?: IncomingMessage } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
      socket.destroy();
      return;
    }
    const { error, headers = {} } = refusalFor(err, pending !== undefined, deps);
    const req = pending?.req;
    // A request the app is still reading: its client gets this answer, and its log line says so.
    if (pending) deps.answeredInstead(socket, error.http);
    const log = req ? { method: req.method ?? '', path: (req.url ?? '').slice(0, 200) } : requestLine((err as { rawPacket?: Buffer }).rawPacket);
    if (pending) endWith(socket, rawErrorResponse(error, deps.now(), headers), deps);
    else answer(socket, error, headers, deps, log);
  };
}

/** The server's `connect` listener: CONNECT is no method of this service. */
export function createConnectListener(deps: RefusalDeps): (req: IncomingMessage, socket: Duplex) => void {
  return (req, socket) => {
    const { error, headers } = methodRefusal('CONNECT', req.url ?? '');
    answer(socket, error, headers, deps, { method: 'CONNECT', path: (req.url ?? '').slice(0, 200) });
  };
}
