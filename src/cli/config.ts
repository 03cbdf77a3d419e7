/**
 * Configuration resolved once at the edge: flags > `GROUND_*` environment > defaults. Reads
 * only `io.env` (which `main` fills from the process), validates, and returns frozen values.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parsePostgresUrl, parseRedisUrl } from '../store/store-urls.ts';
import { resolveDataDir } from './data-dir.ts';
import { ExitCode } from './io.ts';

export { resolveDataDir };

type Env = Readonly<Record<string, string | undefined>>;

/** Commander's parser of a repeatable flag: each use appends its value. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export interface ServeFlags {
  host?: string;
  port?: string;
  dataDir?: string;
  workers?: string;
  workerNice?: string;
  healthPort?: string;
  healthHost?: string;
  tlsCert?: string;
  tlsKey?: string;
  behindProxy?: boolean;
  trustProxy?: string[];
  database?: string;
  redis?: string;
}

export interface ServeConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly workers: number;
  /** Nice steps the engine worker threads run below the main thread (`--worker-nice`, `GROUND_WORKER_NICE`; default 10). */
  readonly workerNice: number;
  /** `--health-port` (`GROUND_HEALTH_PORT`) and `--health-host` (`GROUND_HEALTH_HOST`, default `host`): health on a thread of its own; null: off. */
  readonly health: { readonly host: string; readonly port: number } | null;
  readonly tls: { readonly certFile: string; readonly keyFile: string } | null;
  readonly behindProxy: boolean;
  readonly trustedProxies: readonly string[];
  /** PostgreSQL URL (`--database`, `GROUND_DATABASE_URL`); null: SQLite under `dataDir`. */
  readonly databaseUrl: string | null;
  /** Redis URL (`--redis`, `GROUND_REDIS_URL`); null: rate limit in the store. */
  readonly redisUrl: string | null;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Whether `host` only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * A whole-number flag value from `min` to `max`; otherwise ExitCode(2) naming the command and flag.
 * @example integerFlag('ground serve', '--port', '8080', 0, 65535) // 8080
 */
export function integerFlag(command: string, name: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) throw new ExitCode(2, `${command}: ${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(text)}`);
  return n;
}

/** Resolves and validates `ground serve` flags. Throws ExitCode(2) with a message when invalid. */
export function resolveServeConfig(flags: ServeFlags, env: Env, cwd: string): ServeConfig {
  const host = flags.host ?? env.GROUND_HOST ?? '127.0.0.1';
  const port = integerFlag('ground serve', '--port', flags.port ?? env.GROUND_PORT ?? '8080', 0, 65535);
  const workers = integerFlag('ground serve', '--workers', flags.workers ?? env.GROUND_WORKERS ?? String(availableParallelism()), 1, 256);
  const workerNice = integerFlag('ground serve', '--worker-nice', flags.workerNice ?? env.GROUND_WORKER_NICE ?? '10', 0, 19);
  if ((flags.tlsCert === undefined) !== (flags.tlsKey === undefined)) {
    throw new ExitCode(2, 'ground serve: give both --tls-cert and --tls-key, or neither');
  }
  const tls = flags.tlsCert !== undefined && flags.tlsKey !== undefined
    ? { certFile: resolve(cwd, flags.tlsCert), keyFile: resolve(cwd, flags.tlsKey) }
    : null;
  const behindProxy = flags.behindProxy === true;
  const health = resolveHealthAddress(flags, env, host, port);
  for (const address of [host, ...(health ? [health.host] : [])]) {
    if (!tls && !behindProxy && !isLoopbackHost(address)) {
      throw new ExitCode(2, `ground serve: refusing to serve plain HTTP on ${address}, which is not a loopback address: give --tls-cert and --tls-key, or --behind-proxy when TLS ends at a proxy in front of ground`);
    }
  }
  return Object.freeze({
    host, port, workers, workerNice, health, tls, behindProxy,
    dataDir: resolveDataDir(flags.dataDir, env, cwd),
    trustedProxies: Object.freeze([...(flags.trustProxy ?? [])]),
    ...resolveStoreUrls('ground serve', flags, env),
  });
}

/** `--health-port` > `GROUND_HEALTH_PORT` (empty = unset) and its host (default: the main server's). */
function resolveHealthAddress(flags: ServeFlags, env: Env, host: string, port: number): { host: string; port: number } | null {
  const portText = flags.healthPort ?? (env.GROUND_HEALTH_PORT || undefined);
  const healthHost = flags.healthHost ?? (env.GROUND_HEALTH_HOST || undefined);
  if (portText === undefined) {
    if (healthHost !== undefined) throw new ExitCode(2, 'ground serve: --health-host needs --health-port');
    return null;
  }
  const healthPort = integerFlag('ground serve', '--health-port', portText, 0, 65535);
  if (healthPort !== 0 && healthPort === port) throw new ExitCode(2, `ground serve: --health-port must differ from --port (both ${port})`);
  return Object.freeze({ host: healthHost ?? host, port: healthPort });
}

/**
 * `--database` > `GROUND_DATABASE_URL` and `--redis` > `GROUND_REDIS_URL` (empty = unset),
 * checked for their scheme. Throws ExitCode(2) naming the flag when one is wrong.
 */
export function resolveStoreUrls(command: string, flags: { database?: string; redis?: string }, env: Env): { databaseUrl: string | null; redisUrl: string | null } {
  const pick = (flag: string | undefined, name: string): string | null => {
    const value = flag ?? env[name];
    return value === undefined || value === '' ? null : value;
  };
  const databaseUrl = pick(flags.database, 'GROUND_DATABASE_URL');
  const redisUrl = pick(flags.redis, 'GROUND_REDIS_URL');
  try {
    if (databaseUrl !== null) parsePostgresUrl(databaseUrl);
  } catch (err) {
    throw new ExitCode(2, `${command}: --database: ${(err as Error).message}`);
  }
  try {
    if (redisUrl !== null) parseRedisUrl(redisUrl);
  } catch (err) {
    throw new ExitCode(2, `${command}: --redis: ${(err as Error).message}`);
  }
  return { databaseUrl, redisUrl };
}

/** What decides where a command's checks run, for `--model`. */
export interface ModelFlags {
  model?: string;
  server?: string;
  queue?: string;
}

/**
 * The model directory of a checking command: `--model` > `GROUND_MODEL` (empty = unset),
 * absolute; null when none. A model checks on this machine, so `--model` beside `--server` (or
 * `GROUND_SERVER`) or `connect --queue` is a usage error (ExitCode 2) naming where it belongs;
 * `GROUND_MODEL` is simply not used there.
 */
export function resolveModelDir(command: string, flags: ModelFlags, env: Env, cwd: string): string | null {
  const client = command === 'ground check' || command === 'ground connect';
  const remote = client ? flags.server ?? env.GROUND_SERVER : undefined;
  const queued = command === 'ground connect' && (flags.queue ?? (env.GROUND_QUEUE_URL || undefined)) !== undefined;
  if (flags.model !== undefined && (remote !== undefined || queued)) {
    const where = queued ? 'the ground worker processes that check the queue (ground worker --model DIR)' : 'the server (ground serve --model DIR)';
    throw new ExitCode(2, `${command}: --model checks on this machine; ${queued ? '--queue' : '--server'} checks elsewhere: give --model to ${where}`);
  }
  if (remote !== undefined || queued) return null;
  const value = flags.model ?? env.GROUND_MODEL;
  if (value === undefined || value === '') return null;
  return resolve(cwd, value);
}

/** What decides a checking command's tuning, for `--tuning`. */
export interface TuningFlags {
  tuning?: string;
  server?: string;
  dataDir?: string;
}

/**
 * The tuning file of a checking command: `--tuning` > `GROUND_TUNING` (empty = unset), absolute;
 * a bare name (no `/`) that is no file in the working folder is looked up in the data dir, as
 * `NAME` or `NAME.json`. Null when none. A remote check is scored and tuned by the server, so
 * `--tuning` beside `--server` (or `GROUND_SERVER`) is a usage error (ExitCode 2) naming where it
 * belongs; `GROUND_TUNING` is simply not used there.
 */
export function resolveTuningPath(command: string, flags: TuningFlags, env: Env, cwd: string, exists: (path: string) => boolean): string | null {
  const remote = command === 'ground serve' ? undefined : flags.server ?? env.GROUND_SERVER;
  if (flags.tuning !== undefined && remote !== undefined) {
    throw new ExitCode(2, `${command}: --tuning applies where the checks are scored; --server scores them on the server: give --tuning to the server (ground serve --tuning FILE)`);
  }
  if (remote !== undefined) return null;
  const value = flags.tuning ?? env.GROUND_TUNING;
  if (value === undefined || value === '') return null;
  const here = resolve(cwd, value);
  if (exists(here) || value.includes('/')) return here;
  const dataDir = resolveDataDir(flags.dataDir, env, cwd);
  for (const name of [value, `${value}.json`]) {
    if (exists(resolve(dataDir, name))) return resolve(dataDir, name);
  }
  return here;
}
