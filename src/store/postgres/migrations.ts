/**
 * The PostgreSQL schema of `ground serve`, as versioned migrations: the same tables as the
 * SQLite store's `server/001`..`004`, in one first version. Applied by `ground migrate` and at
 * start, under an advisory lock so instances starting together apply each migration once.
 * A released migration never changes: add a new string to change the schema.
 *
 * Text that may hold any character a client sent (JSON of sentences, metadata, context) is kept
 * as JSON text, and question and answer as JSON strings: PostgreSQL rejects the NUL character
 * in `text` and `jsonb`, and JSON escapes it.
 */
import type pg from 'pg';
import { inTransaction, quoteSchema } from './pool.ts';

export const postgresMigrations: readonly { name: string; sql: string }[] = [
  {
    name: 'server/001',
    sql: `CREATE TABLE workspaces (
       id text PRIMARY KEY,
       created_at text NOT NULL,
       daily_tokens bigint NOT NULL,
       requests_per_minute integer NOT NULL,
       max_tokens_per_answer integer NOT NULL,
       retain_text boolean NOT NULL DEFAULT false,
       retention_days integer NOT NULL DEFAULT 30
     );
     CREATE TABLE api_keys (
       id text PRIMARY KEY,
       workspace_id text NOT NULL REFERENCES workspaces(id),
       lookup text NOT NULL UNIQUE,
       hash bytea NOT NULL,
       allow_ips text NOT NULL DEFAULT '[]',
       created_at text NOT NULL,
       revoked_at text
     );
     CREATE TABLE usage_days (
       workspace_id text NOT NULL,
       day text NOT NULL,
       tokens bigint NOT NULL,
       checks bigint NOT NULL,
       PRIMARY KEY (workspace_id, day)
     );
     CREATE TABLE reservations (
       id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       workspace_id text NOT NULL,
       day text NOT NULL,
       tokens bigint NOT NULL,
       expires_at bigint NOT NULL
     );
     CREATE INDEX reservations_by_day ON reservations (workspace_id, day);
     CREATE TABLE checks (
       id text PRIMARY KEY,
       created_at timestamptz NOT NULL,
       day text NOT NULL,
       key_id text NOT NULL,
       workspace_id text NOT NULL,
       tokens integer NOT NULL,
       latency_ms integer NOT NULL,
       p_hallucinated double precision,
       model text NOT NULL,
       status text NOT NULL,
       sentences text NOT NULL,
       metadata text
     );
     CREATE INDEX checks_by_workspace_day ON checks (workspace_id, day);
     CREATE TABLE check_texts (
       check_id text PRIMARY KEY REFERENCES checks(id) ON DELETE CASCADE,
       question text NOT NULL,
       context text NOT NULL,
       answer text NOT NULL,
       purge_after timestamptz NOT NULL
     );
     CREATE INDEX check_texts_by_purge ON check_texts (purge_after);
     CREATE TABLE rate_hits (
       key_id text NOT NULL,
       at bigint NOT NULL
     );
     CREATE INDEX rate_hits_by_key ON rate_hits (key_id, at);
     CREATE INDEX rate_hits_by_time ON rate_hits (at);`,
  },
];

/** An arbitrary constant naming the migration lock among the database's advisory locks. */
const MIGRATION_LOCK = 0x67726e64; // "grnd"

/**
 * Creates the schema if needed and applies the migrations not yet recorded in it, in one
 * transaction. Resolves with the names applied now (empty when up to date).
 */
export async function applyPostgresMigrations(pool: pg.Pool, schema: string, migrations = postgresMigrations): Promise<string[]> {
  return inTransaction(pool, async (client) => {
    // Instances starting together wait for the one applying migrations however long it takes.
    await client.query('SET LOCAL lock_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteSchema(schema)}`);
    await client.query('CREATE TABLE IF NOT EXISTS ground_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM ground_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO ground_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
