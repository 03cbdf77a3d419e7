/**
 * Wires `ground serve`: store, engine worker pool, app, socket server, hourly purge of expired
 * text, and an orderly close (stop accepting, drain requests and checks, close the store).
 */
import { readFileSync } from 'node:fs';
import { LIMITS } from '../contract/schemas.ts';
import { createEnginePool } from '../runtime/engine-pool.ts';
import { DEFAULT_WORKER_NICE } from '../runtime/thread-priority.ts';
import { openServerStore } from '../store/open-server-store.ts';
import { withTuning, type LoadedTuning } from '../tuning/apply-tuning.ts';
import { createApp } from './app.ts';
import { createAddressList } from './client-address.ts';
import { createHealthPublisher, createHealthState } from './health-state.ts';
import { startHealthListener, type HealthListener } from './health-listener.ts';
import { createJsonLogger, createLineBuffer, type Logger } from './logger.ts';
import { createRefundTally } from './refund-tally.ts';
import { startNodeServer } from './node-server.ts';
import { createPoolEngine } from './pool-engine.ts';
import { createStoreLiveness } from './store-liveness.ts';

export interface ServeOptions {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL URL; null (or absent): the SQLite store under `dataDir`. */
  databaseUrl?: string | null;
  /** Redis URL for the rate limit and key cache; null (or absent): in the store. */
  redisUrl?: string | null;
  workers: number;
  /** Nice steps the engine worker threads run below the main thread (default 10; 0: equal). */
  workerNice?: number;
  tls: { certFile: string; keyFile: string } | null;
  trustedProxies: readonly string[];
  /** Checks that may wait for a worker; more are refused at once with 502 (default `defaultMaxQueued`). */
  maxQueuedChecks?: number;
  /** `--tuning`: maps every check's `p_hallucinated` (null or absent: scores as the engine gives them). */
  tuning?: LoadedTuning | null;
  /** `--health-port`: health also on this address, answered by a thread of its own (null or absent: off). */
  health?: { host: string; port: number } | null;
}

/**
 * The default queue bound: one full batch, or 16 checks per worker if more. At a few hundred
 * milliseconds per check this keeps the wait for a worker to seconds, not tens of seconds.
 */
export function defaultMaxQueued(workers: number): number {
  return Math.max(LIMITS.maxBatchItems, workers * 16);
}

export interface ServerHandle {
  readonly url: string;
  /** Graceful: stops accepting, answers in-flight requests, drains the pool, closes the store. */
  close(): Promise<void>;
}

const PURGE_EVERY_MS = 60 * 60_000;

/** Starts the service; rejects (with a message for people) when it cannot. */
export async function runServer(options: ServeOptions, write: (line: string) => void): Promise<ServerHandle> {
  // Options are checked before anything starts, so a refusal leaves no workers or store open.
  try {
    createAddressList(options.trustedProxies);
  } catch (err) {
    throw new Error(`--trust-proxy: ${(err as Error).message}`, { cause: err });
  }
  // Counts what is refunded, for the summary in the `stopped` line. Lines are written together,
  // at most 25 ms late, rather than one system call per request (logger.ts).
  const lines = createLineBuffer(write);
  const tally = createRefundTally(createJsonLogger(lines.write));
  const logger = tally.logger;
  const tls = options.tls ? readTls(options.tls) : null;
  // The health port first: it is the cheapest thing to fail (port taken), and until the engine is
  // ready it answers 503, as the main port's health would.
  const healthState = options.health ? createHealthState() : null;
  const health = options.health && healthState ? await startHealth(options.health, healthState.buffer, tls, logger) : null;
  let store;
  try {
    store = await openServerStore({
      dataDir: options.dataDir, databaseUrl: options.databaseUrl ?? null, redisUrl: options.redisUrl ?? null,
      onEvent: (event, fields) => logger(event, fields),
    });
  } catch (err) {
    await health?.close();
    lines.flush();
    throw err;
  }
  const maxQueued = options.maxQueuedChecks ?? defaultMaxQueued(options.workers);
  const pool = createEnginePool({
    size: options.workers, maxQueued, nice: options.workerNice,
    // Logged once: the server runs as well without it, only health's tail under load is longer.
    onPriority: (outcome) => {
      if (!outcome.applied && options.workerNice !== 0) logger('worker_priority_unchanged', { reason: outcome.reason });
    },
  });
  const engine = withTuning(createPoolEngine(pool), options.tuning ?? null);
  // One liveness for both healths: the health thread's publisher keeps it pinging (store-liveness.ts).
  const storeAlive = createStoreLiveness({ ping: () => store.ping(), maxAgeMs: 1000, now: () => performance.now() });
  const publisher = healthState ? createHealthPublisher({ state: healthState, engine, storeAlive }) : null;
  const app = createApp({ engine: publisher ? publisher.watch(engine) : engine, store, logger, trustedProxies: options.trustedProxies, storeAlive });
  const purge = async (): Promise<void> => {
    try {
      const purged = await store.purgeTexts(Date.now());
      if (purged > 0) logger('purged_text', { checks: purged });
    } catch {
      logger('purge_failed', {});
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  let server;
  try {
    server = await startNodeServer({ app, host: options.host, port: options.port, tls, logger });
  } catch (err) {
    // E.g. the port is taken: end the workers and the store so the process can exit.
    clearInterval(timer);
    publisher?.stop();
    await engine.close();
    await store.close();
    await health?.close();
    lines.flush();
    throw err;
  }
  logger('listening', {
    url: server.url, workers: options.workers, worker_nice: options.workerNice ?? DEFAULT_WORKER_NICE, max_queued: maxQueued, tls: tls !== null,
    store: store.description, ...(health ? { health_url: health.url } : {}),
  });
  lines.flush(); // those waiting for the address read it at once
  return {
    url: server.url,
    async close() {
      logger('shutting_down', { in_flight: server.inFlight() });
      tally.restart();
      clearInterval(timer);
      // The health port says 503 from now on, so a load balancer stops sending while the rest drains.
      publisher?.stop();
      await server.close();
      await engine.close();
      await store.close();
      await health?.close();
      // What the drain refunded: requests answered (or cut off) after shutdown began that were not charged.
      const refunds = tally.totals();
      logger('stopped', { refunded_requests: refunds.requests, refunded_tokens: refunds.tokens, client_gone: refunds.clientGone });
      lines.flush();
    },
  };
}

/** Starts the health thread; a crash after start is logged (health is then refused, which load balancers read as down). */
function startHealth(address: { host: string; port: number }, buffer: SharedArrayBuffer, tls: { cert: Buffer; key: Buffer } | null, logger: Logger): Promise<HealthListener> {
  return startHealthListener({ ...address, buffer, tls, onFailure: (reason) => logger('health_listener_failed', { reason }) });
}

function readTls(files: { certFile: string; keyFile: string }): { cert: Buffer; key: Buffer } {
  try {
    return { cert: readFileSync(files.certFile), key: readFileSync(files.keyFile) };
  } catch (err) {
    throw new Error(`cannot read the TLS certificate or key: ${(err as Error).message}`, { cause: err });
  }
}
