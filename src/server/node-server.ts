/**
 * The one file that owns sockets: HTTP or HTTPS listen, Node request -> web Request (body
 * streamed on demand, so the app can stop at the body limit), web Response -> Node response,
 * and graceful shutdown (stop accepting, finish in-flight requests, then close connections).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { GroundError } from '../contract/errors.ts';
import type { App } from './app.ts';
import { DEFAULT_LINGER, drainThenClose, type LingerLimits } from './linger.ts';
import { silentLogger, type Logger } from './logger.ts';
import { defaultUsage, errorResponse, rateLimitHeaders, Refusal } from './responses.ts';
import { createClientErrorListener, createConnectListener, DEFAULT_TIMEOUTS, methodRefusal, type RefusalDeps, type RequestTimeouts } from './socket-refusals.ts';
import { createStartQueue } from './start-queue.ts';

export interface NodeServerOptions {
  app: App;
  host: string;
  port: number;
  /** PEM certificate chain and key; HTTPS when given. */
  tls?: { cert: string | Buffer; key: string | Buffer } | null;
  /** How long `close` waits for in-flight requests before cutting connections (default 30 s). */
  drainTimeoutMs?: number;
  /** Header and whole-request timeouts (default `DEFAULT_TIMEOUTS`: 10 s and 30 s). */
  timeouts?: RequestTimeouts;
  /** How much of an unread request is read and dropped after its answer (default `DEFAULT_LINGER`: 32 MB, 10 s). */
  linger?: LingerLimits;
  /** Logs the requests refused before they reach the app. */
  logger?: Logger;
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

/**
 * The request body as a web stream made on first call (the same one after), which reads from the
 * socket only when the app pulls. Until then Node keeps what arrived, as for a paused stream.
 */
function lazyBodyStream(req: IncomingMessage, onCancel: () => void): () => ReadableStream<Uint8Array> {
  let stream: ReadableStream<Uint8Array> | null = null;
  return () => (stream ??= toBodyStream(req, onCancel));
}

/** The request body as a web stream that reads from the socket only when the app pulls. */
function toBodyStream(req: IncomingMessage, onCancel: () => void): ReadableStream<Uint8Array> {
  let cancelled = false;
  req.pause();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // Made after the connection closed mid-body: its 'close' has passed.
      if (req.destroyed && !req.complete) {
        controller.error(new Error('the request body was cut off'));
        return;
      }
      req.on('data', (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once('end', () => {
        if (!cancelled) controller.close();
      });
      req.once('error', (err) => controller.error(err));
      // A connection that closes mid-body (client gone, timeout) ends the read with an error.
      req.once('close', () => {
        if (!cancelled && !req.complete) controller.error(new Error('the request body was cut off'));
      });
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

/** Methods a web `Request` cannot carry (fetch forbids them): refused before the app. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** What the socket layer answers instead of asking the app: a method fetch forbids, or no Host. */
function refusalOf(req: IncomingMessage, method: string, path: string): { error: GroundError; headers?: Record<string, string> } | null {
  if (FORBIDDEN_METHODS.has(method.toUpperCase())) return methodRefusal(method, path);
  // HTTP/1.1 requires Host (RFC 9112 3.2); Node's own answer would be a bare 400.
  if (req.httpVersion === '1.1' && req.headers.host === undefined) return { error: new Refusal('invalid_request', 'the Host header is required') };
  return null;
}

interface Exchange {
  app: App;
  logger: Logger;
  closing: () => boolean;
  linger: LingerLimits;
  /** Resolves with the status the client got (null: none), for the log. */
  delivered: Promise<number | null>;
  /** Tells `delivered` that the answer's bytes were written, before the response ends. */
  sent: (status: number) => void;
}

async function answerOf(ex: Exchange, req: IncomingMessage, res: ServerResponse, request: Request, body: (() => ReadableStream<Uint8Array>) | undefined): Promise<Response> {
  try {
    return await ex.app(request, { remoteAddress: req.socket.remoteAddress, delivered: ex.delivered, signal: goneSignal(res), body });
  } catch {
    // The app answers every request itself; this is only a last line of defence.
    return errorResponse(new Refusal('verification_unavailable'), rateLimitHeaders(defaultUsage(Date.now())));
  }
}

/**
 * The web Request of `req`, or null when fetch refuses its header values (Node accepted them).
 * Made without a signal or a body, which reach the app in `RequestInfo` (see there why): under a
 * flood of 401s this cut what outlived each young-generation collection from about 4 MB to 0.45 MB.
 */
function toRequest(req: IncomingMessage, url: URL, method: string): Request | null {
  try {
    return new Request(url, { method, headers: toHeaders(req) });
  } catch {
    return null;
  }
}

/**
 * Aborts when the connection closes before the answer was sent (the client gave up, or `close`
 * cut it at shutdown), so the app charges nothing for it.
 */
function goneSignal(res: ServerResponse): AbortSignal {
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  return gone.signal;
}

/** A spec-shaped error answered without the app, logged like the app's requests. */
function refuse(ex: Exchange, refusal: { error: GroundError; headers?: Record<string, string> }, log: { method: string; path: string }): Response {
  const { error, headers = {} } = refusal;
  void ex.delivered.then((status) => ex.logger('request', { id: randomUUID(), ...log, status, code: error.code, ms: 0 }));
  return errorResponse(error, { ...headers, ...rateLimitHeaders(defaultUsage(Date.now())) });
}

async function handle(ex: Exchange, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let bodyAbandoned = false;
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const url = targetUrl(req.url ?? '/');
  const log = { method: method.slice(0, 32), path: url.pathname.slice(0, 200) };
  const refusal = refusalOf(req, method, url.pathname);
  const request = refusal ? null : toRequest(req, url, method);
  const readBody = hasBody ? lazyBodyStream(req, () => { bodyAbandoned = true; }) : undefined;
  const response = request
    ? await answerOf(ex, req, res, request, readBody)
    : refuse(ex, refusal ?? { error: new Refusal('invalid_request', 'the HTTP request is malformed') }, log);
  const body = method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  const unread = bodyAbandoned || (hasBody && !req.complete);
  if (ex.closing()) headers.connection = 'close';
  if (body) headers['content-length'] = String(body.byteLength);
  if (res.destroyed || res.socket?.writableEnded) return; // answered by the socket layer (e.g. a body timeout)
  res.writeHead(response.status, headers);
  if (!unread) {
    res.end(body ?? undefined);
    return;
  }
  // A body left unread (over the limit, or refused before reading, e.g. 401) is read and dropped,
  // within limits, and the response ends only once it has all arrived. Closing with it unread
  // would reset the connection under a client still sending it, which then never reads the answer:
  // Node closes a `Connection: close` (or HTTP/1.0) connection as soon as the response ends. So the
  // answer is written now, for clients that read early, and ended after the body; kept alive, the
  // connection then serves the next request. Draining starts before the response ends, so that
  // Node never takes over the body itself (it drops an unread body without any limit).
  res.write(body ?? Buffer.alloc(0), (err) => {
    if (!err) ex.sent(response.status);
  });
  drainThenClose(req, req.socket, ex.linger, () => res.end());
}

/**
 * `delivered` resolves with the status written to the client once the response is sent (or once
 * `sent` says so: its bytes were written before the response ended), or null if it never was.
 */
function deliveredOf(res: ServerResponse, socket: Duplex, answeredInstead: WeakMap<Duplex, (status: number) => void>): { delivered: Promise<number | null>; sent: (status: number) => void } {
  let sent: (status: number) => void = () => {};
  const delivered = new Promise<number | null>((resolve) => {
    sent = resolve;
    answeredInstead.set(socket, resolve);
    res.once('finish', () => resolve(res.statusCode));
    res.once('close', () => resolve(null)); // a promise settles once: after 'finish' this is a no-op
  });
  return { delivered, sent };
}

/** `GET /v1/health` in origin form, with or without a query: answered before queued requests. */
function isHealthRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.url === '/v1/health' || req.url?.startsWith('/v1/health?') === true);
}

/** Listens on `host:port` (port 0: any free port) and serves `app`. */
export async function startNodeServer(options: NodeServerOptions): Promise<RunningServer> {
  let active = 0;
  let closing = false;
  let idle: Array<() => void> = [];
  const logger = options.logger ?? silentLogger;
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const linger = options.linger ?? DEFAULT_LINGER;
  // The request being handled on a socket, told when the socket layer answers it instead.
  const answeredInstead = new WeakMap<Duplex, (status: number) => void>();
  const starts = createStartQueue();
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    active++;
    let closed = false;
    res.once('close', () => {
      closed = true;
      active--;
      if (active === 0) for (const done of idle.splice(0)) done();
    });
    const { delivered, sent } = deliveredOf(res, req.socket, answeredInstead);
    const start = (): void => {
      // The connection closed while the request waited for its turn (e.g. cut by a shutdown): its
      // 'close' has passed, so the request's signal could never abort and a check started now could
      // be charged to a client that is gone. Nothing is started for it.
      if (closed || req.destroyed) {
        logger('request', { id: randomUUID(), method: (req.method ?? '').slice(0, 32), path: targetUrl(req.url ?? '/').pathname.slice(0, 200), status: null, ms: 0 });
        return;
      }
      void handle({ app: options.app, logger, closing: () => closing, linger, delivered, sent }, req, res).catch(() => res.destroy());
    };
    // Health first: other requests start one per turn of the event loop (see start-queue.ts).
    if (isHealthRequest(req)) start();
    else starts.push(start);
  };
  const serverOptions = {
    // Node checks its timeouts every 30 s by default, so a 10 s limit could take 40 s.
    headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1000,
    requireHostHeader: false, // answered by `refusalOf` in the spec's shape instead of a bare 400
  };
  const server: Server = options.tls
    ? createHttpsServer({ ...serverOptions, cert: options.tls.cert, key: options.tls.key }, onRequest)
    : createHttpServer(serverOptions, onRequest);
  const refusals: RefusalDeps = {
    logger, now: Date.now, timeouts, linger, answeredInstead: (socket, status) => answeredInstead.get(socket)?.(status),
  };
  server.on('clientError', createClientErrorListener(refusals));
  server.on('connect', createConnectListener(refusals));
  // An Expect other than 100-continue is ignored (RFC 9110 10.1.1 allows it): the request is served.
  server.on('checkExpectation', onRequest);
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
      // Let every cut-off request see its connection close (its signal aborts: nothing charged)
      // before the caller goes on to drain the engine.
      if (active > 0) {
        const settle = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref());
        await Promise.race([new Promise<void>((resolve) => idle.push(resolve)), settle]);
      }
    },
  };
}
