/**
 * Opens the store `ground serve` runs on: SQLite under the data folder (the default), or
 * PostgreSQL when a database URL is given; with a Redis URL, the rate limit and key cache move
 * to Redis. Migrations are applied here. Rejects with a message for people (never a password)
 * when a server cannot be reached or the URL is wrong, leaving nothing open.
 */
import { describeStoreError, parsePostgresUrl, parseRedisUrl } from './store-urls.ts';
import { createServerStore, type ServerStore, type StoreAdmin } from './server-store.ts';

export interface StoreLocation {
  /** The SQLite data folder, used when `databaseUrl` is null. */
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Idle-connection failures and reconnects, for the log. */
  onEvent?: (event: string, fields: Record<string, string>) => void;
  /** How long one Redis command may take before it fails (ms; default 2,000). */
  redisCommandTimeoutMs?: number;
  /** How long a SQLite store call waits for another connection's write lock (ms; default `LOCK_WAIT_MS`, 1 s). */
  sqliteLockWaitMs?: number;
}

export type OpenedStore = ServerStore & StoreAdmin & { readonly description: string };

async function openPostgres(url: string, onEvent: NonNullable<StoreLocation['onEvent']>): Promise<ServerStore & StoreAdmin & { description: string }> {
  const target = parsePostgresUrl(url);
  const { createPool } = await import('./postgres/pool.ts');
  const { applyPostgresMigrations } = await import('./postgres/migrations.ts');
  const { createPostgresStore } = await import('./postgres/postgres-store.ts');
  const pool = createPool(target, (err) => onEvent('database_connection_lost', { reason: describeStoreError(err) }));
  try {
    await applyPostgresMigrations(pool, target.schema);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new Error(`cannot use PostgreSQL at ${target.label}: ${describeStoreError(err)}`, { cause: err });
  }
  return { ...createPostgresStore(pool), description: `postgres ${target.label}` };
}

/** Opens, migrates and checks the configured store. */
export async function openServerStore(location: StoreLocation): Promise<OpenedStore> {
  const onEvent = location.onEvent ?? (() => undefined);
  // URLs are checked before anything connects, so a typo leaves nothing open.
  const redisTarget = location.redisUrl === null ? null : parseRedisUrl(location.redisUrl);
  let store: ServerStore & StoreAdmin & { description: string };
  if (location.databaseUrl !== null) store = await openPostgres(location.databaseUrl, onEvent);
  else {
    store = { ...createServerStore(location.dataDir, undefined, location.sqliteLockWaitMs), description: `sqlite ${location.dataDir}` };
    if (!(await store.ping())) throw new Error(`cannot open the store in ${location.dataDir}`);
  }
  if (redisTarget === null) return store;
  const { Redis } = await import('ioredis');
  const { withRedis } = await import('./redis/redis-store.ts');
  const redis = new Redis(redisTarget.url, {
    lazyConnect: true,
    // Fail at once while disconnected (503 at the edge) instead of queueing requests; reconnect
    // in the background every 0.2-2 s.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // A command sent just as the link broke would otherwise wait for a reconnect that may not come.
    commandTimeout: location.redisCommandTimeoutMs ?? 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // One log line when Redis goes away and one when it is back, not one per reconnect attempt.
  let down = false;
  let lastError: unknown;
  redis.on('error', (err: Error) => {
    lastError = err;
    if (!down) onEvent('redis_unavailable', { reason: describeStoreError(err) });
    down = true;
  });
  redis.on('ready', () => {
    if (down) onEvent('redis_available', {});
    down = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    await store.close();
    // ioredis rejects with "Connection is closed"; the cause (ECONNREFUSED…) came as an event.
    throw new Error(`cannot reach Redis at ${redisTarget.label}: ${describeStoreError(lastError ?? err)}`, { cause: err });
  }
  return { ...withRedis(store, redis, redisTarget.prefix), description: `${store.description}, redis ${redisTarget.label}` };
}
