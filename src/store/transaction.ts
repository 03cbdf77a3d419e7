/** Small helpers shared by the store modules. */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** A prepared statement, prepared once per connection. */
export function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

/**
 * Runs `fn` inside `BEGIN IMMEDIATE ... COMMIT`: the write lock is taken first, so a
 * read-then-write (quota check, then charge) is atomic across connections and processes.
 */
export function immediate<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

/** The UTC day (`YYYY-MM-DD`) of an epoch-milliseconds instant. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The next 00:00 UTC after `ms`, as epoch milliseconds. */
export function nextUtcMidnight(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
