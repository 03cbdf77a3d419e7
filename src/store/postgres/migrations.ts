/**
 * The PostgreSQL schema of `ground serve` and of `ground connect --database` jobs, as versioned
 * migrations: the tables of the SQLite store's `server/001`..`004` in `server/001`, its
 * `jobs/001`, and `server/002` (the reservation as one server-side function). Applied by `ground migrate` and at start (and by the jobs commands), under an
 * advisory lock so processes starting together apply each migration once.
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
  {
    // The SQLite store's jobs/001 (`../migrations/jobs.ts`): `ground connect --database` jobs.
    name: 'jobs/001',
    sql: `CREATE TABLE jobs (
       id text PRIMARY KEY,
       created_at text NOT NULL,
       finished_at text,
       state text NOT NULL CHECK (state IN ('running', 'done', 'failed')),
       inputs text NOT NULL,
       mode text NOT NULL,
       model text NOT NULL DEFAULT '',
       threshold double precision NOT NULL,
       fail_on text NOT NULL,
       allow_bad_rows integer NOT NULL,
       rows integer NOT NULL DEFAULT 0,
       checked integer NOT NULL DEFAULT 0,
       unavailable integer NOT NULL DEFAULT 0,
       sent integer NOT NULL DEFAULT 0,
       held integer NOT NULL DEFAULT 0,
       errors integer NOT NULL DEFAULT 0,
       exit_code integer,
       elapsed_ms integer
     );
     CREATE INDEX jobs_created ON jobs (created_at);
     CREATE TABLE job_rows (
       job_id text NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
       seq integer NOT NULL,
       file text NOT NULL,
       line integer NOT NULL,
       idx integer NOT NULL,
       t text,
       kind text NOT NULL CHECK (kind IN ('checked', 'error')),
       status text,
       check_id text,
       p_hallucinated double precision,
       model text,
       latency_ms integer,
       reason text,
       held integer,
       reasons text,
       error_code text,
       error_message text,
       PRIMARY KEY (job_id, seq)
     );
     CREATE TABLE job_sentences (
       job_id text NOT NULL,
       seq integer NOT NULL,
       sentence integer NOT NULL,
       start integer NOT NULL,
       "end" integer NOT NULL,
       status text NOT NULL,
       PRIMARY KEY (job_id, seq, sentence),
       FOREIGN KEY (job_id, seq) REFERENCES job_rows(job_id, seq) ON DELETE CASCADE
     );
     CREATE TABLE job_claims (
       job_id text NOT NULL,
       seq integer NOT NULL,
       sentence integer NOT NULL,
       ord integer NOT NULL,
       claim_id text NOT NULL,
       start integer NOT NULL,
       "end" integer NOT NULL,
       type text NOT NULL,
       status text NOT NULL,
       evidence_ids text NOT NULL,
       rests_on text NOT NULL,
       text text,
       checks text,
       evidence text,
       fix text,
       PRIMARY KEY (job_id, seq, sentence, ord),
       FOREIGN KEY (job_id, seq, sentence) REFERENCES job_sentences(job_id, seq, sentence) ON DELETE CASCADE
     );`,
  },
  {
    // A reservation in one round trip (see reserve in postgres-store.ts): the workspace row is
    // locked only while the server runs these statements, not across client round trips.
    // PL/pgSQL takes a new snapshot for each statement, so the usage read after the lock sees
    // every reservation committed before it was granted.
    name: 'server/002',
    sql: `CREATE FUNCTION ground_reserve(p_workspace text, p_tokens bigint, p_now bigint, p_day text, p_expires bigint, p_fallback_limit bigint)
       RETURNS TABLE (r_id bigint, r_limit double precision, r_used double precision)
       LANGUAGE plpgsql VOLATILE AS $$
     DECLARE
       v_limit double precision;
       v_used double precision;
       v_id bigint;
     BEGIN
       SELECT w.daily_tokens INTO v_limit FROM workspaces w WHERE w.id = p_workspace FOR UPDATE;
       IF NOT FOUND THEN v_limit := p_fallback_limit; END IF;
       DELETE FROM reservations r WHERE r.workspace_id = p_workspace AND r.expires_at <= p_now;
       SELECT coalesce((SELECT u.tokens FROM usage_days u WHERE u.workspace_id = p_workspace AND u.day = p_day), 0)::float8
            + coalesce((SELECT sum(r.tokens) FROM reservations r WHERE r.workspace_id = p_workspace AND r.day = p_day AND r.expires_at > p_now), 0)::float8
         INTO v_used;
       IF p_tokens <= v_limit - v_used THEN
         INSERT INTO reservations (workspace_id, day, tokens, expires_at) VALUES (p_workspace, p_day, p_tokens, p_expires) RETURNING id INTO v_id;
       END IF;
       RETURN QUERY SELECT v_id, v_limit, v_used;
     END $$;`,
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
