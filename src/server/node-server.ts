/**
 * The one file that owns sockets: HTTP or HTTPS listen, Node request -> web Request (body
 * streamed on demand, so the app can stop at the body limit), web Response -> Node response,
 * and graceful shutdown (stop accepting, finish in-flight requests, then close connections).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { GroundError } from '../contract/errors.ts';
import type { App } from './app.ts';
import { defaultUsage, errorResponse, JSON_HEADERS, rateLimitHeaders } from './responses.ts';

export interface NodeServerOptions {
  app: App;
  host: string;
  port: number;
  /** PEM certificate chain and key; HTTPS when given. */
  tls?: { cert: string | Buffer; key: string | Buffer } | null;
  /** How long `close` waits for in-flight requests before cutting connections (default 30 s). */
  drainTimeoutMs?: number;
}

export interface RunningServer {
  /** Base address, e.g. `https://127.0.0.1:8443`. */
  readonly url: string;
  readonly port: number;
  /** Requests being handled right now. */
  inFlight(): number;
  /** Stops accepting connections and resolves once in-flight requests have been answered. */
  close(): Promise<void>;
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** The request body as a web stream that reads from the socket only when the app pulls. */
function toBodyStream(req: IncomingMessage, onCancel: () => void): ReadableStream<Uint8Array> {
  let cancelled = false;
  req.pause();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => {
        if (!cancelled) controller.close();
      });
      req.once('error', (err) => controller.error(err));
    },
    pull() {
      req.resume();
    },
    cancel() {
      // Closing a cancelled stream would throw inside an event listener: ignore what follows.
      cancelled = true;
      req.removeAllListeners('data');
      req.pause();
      onCancel();
    },
  }, { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength });
}

/**
 * The URL of a request target. An origin-form target (`/v1/health`) keeps its path as sent:
 * resolved against a base, `//x/v1/health` would become host `x` and path `/v1/health`, and a
 * backslash would read as a slash, so paths that are no route would reach one.
 */
function targetUrl(target: string): URL {
  try {
    if (target.startsWith('/')) return new URL(`http://localhost${target.replaceAll('\\', '%5C')}`);
    return new URL(target); // absolute-form, e.g. from a proxy
  } catch {
    return new URL(`http://localhost/${encodeURIComponent(target)}`); // no route has this path
  }
}

async function handle(app: App, req: IncomingMessage, res: ServerResponse, closing: () => boolean): Promise<void> {
  let bodyAbandoned = false;
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(targetUrl(req.url ?? '/'), {
    method,
    headers: toHeaders(req),
    body: hasBody ? toBodyStream(req, () => { bodyAbandoned = true; }) : null,
    duplex: 'half',
  } as RequestInit);
  let response: Response;
  try {
    response = await app(request, { remoteAddress: req.socket.remoteAddress });
  } catch {
    // The app answers every request itself; this is only a last line of defence.
    response = errorResponse(new GroundError('verification_unavailable'), rateLimitHeaders(defaultUsage(Date.now())));
  }
  const body = method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  // A body left unread (over the limit, or refused before reading, e.g. 401) is never read:
  // the connection is closed instead of being drained for reuse.
  const unread = bodyAbandoned || (hasBody && !req.complete);
  if (unread || closing()) headers.connection = 'close';
  if (body) headers['content-length'] = String(body.byteLength);
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
  if (unread) res.once('finish', () => setTimeout(() => req.socket.destroy(), 1000).unref());
}

/** Node's own reasons for refusing a connection's request before the app sees it. */
const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = { 413: 'Payload Too Large', 422: 'Unprocessable Entity' };

/**
 * Requests Node's HTTP parser refuses (bad syntax, headers over its limit) get the spec's error
 * body and rate-limit headers instead of Node's bare 400/431. A request that did not arrive in
 * time keeps Node's 408 (the spec has no code for it); a reset connection is just closed.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    return;
  }
  const error = err.code === 'HPE_HEADER_OVERFLOW'
    ? new GroundError('request_too_large', 'the request headers are too large')
    : new GroundError('invalid_request', 'the HTTP request is malformed');
  const body = JSON.stringify(error.toBody());
  const headers = { ...JSON_HEADERS, ...rateLimitHeaders(defaultUsage(Date.now())), 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
  const head = [`HTTP/1.1 ${error.http} ${HTTP_STATUS_TEXT[error.http] ?? ''}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  socket.end(`${head}\r\n\r\n${body}`);
}

/** Listens on `host:port` (port 0: any free port) and serves `app`. */
export async function startNodeServer(options: NodeServerOptions): Promise<RunningServer> {
  let active = 0;
  let closing = false;
  let idle: Array<() => void> = [];
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    active++;
    res.once('close', () => {
      active--;
      if (active === 0) for (const done of idle.splice(0)) done();
    });
    void handle(options.app, req, res, () => closing).catch(() => res.destroy());
  };
  const server: Server = options.tls
    ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, onRequest)
    : createHttpServer(onRequest);
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const hostForUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `${options.tls ? 'https' : 'http'}://${hostForUrl}:${port}`,
    port,
    inFlight: () => active,
    async close() {
      closing = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (active > 0) {
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, options.drainTimeoutMs ?? 30_000).unref());
        await Promise.race([new Promise<void>((resolve) => idle.push(resolve)), timeout]);
      }
      idle = [];
      server.closeAllConnections();
      await stopped;
    },
  };
}
