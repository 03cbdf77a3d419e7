/** `ground migrate` for PostgreSQL: connect, apply pending migrations, disconnect. */
import { describeStoreError, parsePostgresUrl } from '../store-urls.ts';
import { applyPostgresMigrations } from './migrations.ts';
import { createPool } from './pool.ts';

/** Applies pending migrations; rejects with a message naming the server (never the password). */
export async function migratePostgres(url: string): Promise<{ applied: string[]; label: string }> {
  const target = parsePostgresUrl(url);
  const pool = createPool(target, () => undefined);
  try {
    return { applied: await applyPostgresMigrations(pool, target.schema), label: target.label };
  } catch (err) {
    throw new Error(`cannot use PostgreSQL at ${target.label}: ${describeStoreError(err)}`, { cause: err });
  } finally {
    await pool.end();
  }
}
