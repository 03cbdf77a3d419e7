/**
 * `ground serve --health-port N`: `GET /v1/health` on a port and thread of its own, answered from
 * the state the main thread shares (`health-state.ts`), so that health never waits for the main
 * thread, however busy it is. The thread's code is `health-thread-source.ts`.
 */
import { Worker } from 'node:worker_threads';
import { ERRORS, type ErrorCode } from '../contract/errors.ts';
import { LIMITS } from '../contract/schemas.ts';
import { HEALTH_LAYOUT, HEARTBEAT_STALE_MS } from './health-state.ts';
import { HEALTH_THREAD_SOURCE } from './health-thread-source.ts';
import { JSON_HEADERS } from './responses.ts';
import { DEFAULT_TIMEOUTS } from './socket-refusals.ts';

export interface HealthListenerOptions {
  host: string;
  /** 0: any free port. */
  port: number;
  /** The shared state (`createHealthState().buffer`). */
  buffer: SharedArrayBuffer;
  /** PEM certificate chain and key: HTTPS, as on the main port. */
  tls?: { cert: string | Buffer; key: string | Buffer } | null;
  /** A heartbeat older than this gives 503 (default `HEARTBEAT_STALE_MS`). */
  staleMs?: number;
  /** Told when the thread fails after it started (e.g. it crashed): health is then refused. */
  onFailure?: (reason: string) => void;
}

export interface HealthListener {
  readonly url: string;
  readonly port: number;
  /** Stops accepting, cuts its connections and ends the thread. */
  close(): Promise<void>;
}

type ThreadMessage = { type: 'listening'; port: number } | { type: 'error'; code: string; message: string } | { type: 'closed' };

/** What `listen` failed with, for people: the address and why. */
function listenFailure(host: string, port: number, code: string, message: string): Error {
  const why = code === 'EADDRINUSE' ? 'the address is already in use' : code === 'EACCES' ? 'permission denied' : message;
  return new Error(`--health-port: cannot listen on ${host}:${port}: ${why} (${code})`);
}

/** Starts the health thread; resolves once it listens, rejects (with a message for people) when it cannot. */
export async function startHealthListener(options: HealthListenerOptions): Promise<HealthListener> {
  const codes: readonly ErrorCode[] = ['not_found', 'method_not_allowed', 'invalid_request', 'request_too_large'];
  const statuses = Object.fromEntries(codes.map((code) => [code, ERRORS[code].http]));
  const worker = new Worker(HEALTH_THREAD_SOURCE, {
    eval: true,
    workerData: {
      buffer: options.buffer, layout: HEALTH_LAYOUT, host: options.host, port: options.port,
      tls: options.tls ? { cert: String(options.tls.cert), key: String(options.tls.key) } : null,
      staleMs: options.staleMs ?? HEARTBEAT_STALE_MS, dailyTokens: LIMITS.dailyTokens, statuses,
      jsonHeaders: { ...JSON_HEADERS }, timeouts: DEFAULT_TIMEOUTS,
    },
  });
  let closing = false;
  let closed: (() => void) | null = null;
  const port = await new Promise<number>((resolve, reject) => {
    const onMessage = (message: ThreadMessage): void => {
      if (message.type === 'listening') {
        worker.off('message', onMessage);
        resolve(message.port);
      } else if (message.type === 'error') {
        void worker.terminate();
        reject(listenFailure(options.host, options.port, message.code, message.message));
      }
    };
    worker.on('message', onMessage);
    worker.once('error', (err) => reject(new Error(`--health-port: the health thread failed: ${err.message}`, { cause: err })));
  });
  worker.on('message', (message: ThreadMessage) => {
    if (message.type === 'closed') closed?.();
    else if (message.type === 'error') options.onFailure?.(`${message.code}: ${message.message}`);
  });
  worker.on('error', (err) => options.onFailure?.(err.message));
  worker.once('exit', (code) => {
    if (!closing) options.onFailure?.(`the health thread exited with code ${code}`);
    closed?.();
  });
  const hostForUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `${options.tls ? 'https' : 'http'}://${hostForUrl}:${port}`,
    port,
    async close() {
      if (closing) return;
      closing = true;
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.postMessage('close');
        setTimeout(resolve, 1000).unref(); // connections are cut at once; never hold the shutdown
      });
      await worker.terminate();
    },
  };
}
