/**
 * The PostgreSQL connection pool of the store (through `pg`, the pure-JavaScript driver) and
 * the one transaction helper every read-then-write goes through.
 */
import pg from 'pg';
import type { PostgresTarget } from '../store-urls.ts';

/** The schema name quoted for SQL (already checked to be a plain identifier). */
export function quoteSchema(schema: string): string {
  return `"${schema}"`;
}

/**
 * How long a statement waits for a lock another session holds (a row, a table, an advisory lock)
 * before it fails and the request gets 503/502. Longer than SQLite's 1 s (`LOCK_WAIT_MS`): here
 * every request of a workspace queues for its row, so under many concurrent clients on a busy
 * machine a legitimate wait passed 1 s (the 32-client test across two processes saw 502s).
 */
export const POSTGRES_LOCK_WAIT_MS = 3_000;

/**
 * A pool with bounded waits: a connection within 5 s, a query within 10 s, a lock within
 * `POSTGRES_LOCK_WAIT_MS`, so a database that stops answering or a writer stuck elsewhere turns
 * into an error (503/502) instead of a request hanging.
 */
export function createPool(target: PostgresTarget, onIdleError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: target.url,
    options: `-c search_path=${quoteSchema(target.schema)} -c lock_timeout=${POSTGRES_LOCK_WAIT_MS}`,
    application_name: 'ground serve',
    max: 10,
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection that breaks (the server restarted, the network cut) must not crash the process:
  // the pool reports idle ones; a checked-out one also emits on itself between two queries.
  pool.on('error', onIdleError);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Runs `fn` in one transaction on one connection: BEGIN (with `isolation`), fn, COMMIT; ROLLBACK
 * on any error. A connection that failed is destroyed, not returned to the pool.
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>, isolation = 'READ COMMITTED'): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`BEGIN ISOLATION LEVEL ${isolation}`);
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    try {
      await client.query('ROLLBACK');
    } catch (rollbackErr) {
      broken = rollbackErr as Error;
    }
    throw err;
  } finally {
    client.release(broken);
  }
}
