/**
 * `ground connect` jobs in PostgreSQL (`--database`): the same tables, rows and reading as the
 * SQLite jobs store (`../jobs.ts`, `../jobs-read.ts`), so `ground jobs show --database` prints
 * what `ground jobs show` prints for a local job. Rows are written in batches of `BATCH`, one
 * INSERT per table each, and each row's (job, seq) is its primary key: a row is stored once.
 *
 * PostgreSQL refuses the NUL character in text; the few text columns that come from an answer
 * (a wrong claim's text, fix and evidence, file names, messages) have it replaced by U+FFFD.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { buildStoredRow, toJob, type JobRecord, type Row } from '../jobs-read.ts';
import { TEXT_KEPT, type JobCounts, type JobSettings, type StoredRow } from '../jobs.ts';
import { describeStoreError, parsePostgresUrl } from '../store-urls.ts';
import { applyPostgresMigrations } from './migrations.ts';
import { createPool } from './pool.ts';

const BATCH = 200;

/** Text safe for a PostgreSQL text column. */
function clean<T extends string | null>(text: T): T {
  return (text === null ? null : text.replaceAll('\u0000', '\uFFFD')) as T;
}

/** Opens and migrates the database of `url`; rejects naming the server (never the password). */
export async function openJobsDatabase(url: string): Promise<pg.Pool> {
  const target = parsePostgresUrl(url);
  const pool = createPool(target, () => undefined);
  try {
    await applyPostgresMigrations(pool, target.schema);
    return pool;
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new Error(`cannot use PostgreSQL at ${target.label}: ${describeStoreError(err)}`, { cause: err });
  }
}

/** The table rows of one job row: the row, its sentences and its claims. */
function toTableRows(jobId: string, seq: number, row: StoredRow): { row: Row; sentences: Row[]; claims: Row[] } {
  const base: Row = { job_id: jobId, seq, file: clean(row.file), line: row.line, idx: row.index, t: clean(row.t ?? null), kind: row.kind };
  if (row.kind === 'error') return { row: { ...base, error_code: row.code, error_message: clean(row.message) }, sentences: [], claims: [] };
  const r = row.result;
  const sentences: Row[] = [];
  const claims: Row[] = [];
  for (const s of r.sentences) {
    sentences.push({ job_id: jobId, seq, sentence: s.index, start: s.span[0], end: s.span[1], status: s.status });
    s.claims.forEach((c, ord) => {
      const keep = TEXT_KEPT.has(c.status);
      claims.push({
        job_id: jobId, seq, sentence: s.index, ord, claim_id: c.id, start: c.span[0], end: c.span[1], type: c.type, status: c.status,
        evidence_ids: JSON.stringify(c.evidence.map((e) => e.id)), rests_on: JSON.stringify(c.rests_on),
        text: keep ? clean(c.text) : null, checks: keep ? clean(JSON.stringify(c.checks)) : null,
        evidence: keep ? clean(JSON.stringify(c.evidence)) : null, fix: keep ? clean(c.fix) : null,
      });
    });
  }
  return {
    row: {
      ...base, status: r.status, check_id: r.id, p_hallucinated: r.score.p_hallucinated, model: r.score.model, latency_ms: r.meta.latency_ms,
      reason: typeof r.meta.reason === 'string' ? clean(r.meta.reason) : null, held: row.decision.held ? 1 : 0, reasons: JSON.stringify(row.decision.reasons),
    },
    sentences,
    claims,
  };
}

const ROW_COLUMNS = 'job_id text, seq integer, file text, line integer, idx integer, t text, kind text, status text, check_id text, p_hallucinated float8, model text, latency_ms integer, reason text, held integer, reasons text, error_code text, error_message text';
const SENTENCE_COLUMNS = 'job_id text, seq integer, sentence integer, start integer, "end" integer, status text';
const CLAIM_COLUMNS = 'job_id text, seq integer, sentence integer, ord integer, claim_id text, start integer, "end" integer, type text, status text, evidence_ids text, rests_on text, text text, checks text, evidence text, fix text';

async function insertAll(client: pg.PoolClient, table: string, columns: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  await client.query(`INSERT INTO ${table} SELECT * FROM json_to_recordset($1::json) AS r(${columns})`, [JSON.stringify(rows)]);
}

/** Records one job's rows in PostgreSQL, then its end. `add` resolves once a full batch is stored. */
export interface PostgresJobWriter {
  readonly id: string;
  add(row: StoredRow): Promise<void> | undefined;
  finish(counts: JobCounts): Promise<void>;
  fail(): Promise<void>;
}

/** Starts a job (state `running`) in PostgreSQL and returns its writer. */
export async function createPostgresJobWriter(pool: pg.Pool, settings: JobSettings, now: () => Date = () => new Date()): Promise<PostgresJobWriter> {
  const id = `job_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await pool.query('INSERT INTO jobs (id, created_at, state, inputs, mode, threshold, fail_on, allow_bad_rows) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [id, now().toISOString(), 'running', clean(JSON.stringify(settings.inputs)), settings.mode, settings.threshold, JSON.stringify(settings.failOn), settings.allowBadRows ? 1 : 0]);
  let seq = 0;
  let buffered: Array<ReturnType<typeof toTableRows>> = [];
  const insertBatch = async (batch: typeof buffered): Promise<void> => {
    if (batch.length === 0) return;
    // Rows, then sentences, then claims (foreign keys), as one transaction: a batch is whole or absent.
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await insertAll(client, 'job_rows', ROW_COLUMNS, batch.map((b) => b.row));
      await insertAll(client, 'job_sentences', SENTENCE_COLUMNS, batch.flatMap((b) => b.sentences));
      await insertAll(client, 'job_claims', CLAIM_COLUMNS, batch.flatMap((b) => b.claims));
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  };
  // Batches are written one after another, so the stored rows are always a prefix of the job's.
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    const batch = buffered;
    buffered = [];
    writing = writing.then(() => insertBatch(batch));
    return writing;
  };
  return {
    id,
    add(row) {
      buffered.push(toTableRows(id, seq++, row));
      return buffered.length >= BATCH ? flush() : undefined;
    },
    async finish(c) {
      await flush();
      await pool.query(`UPDATE jobs SET state = 'done', finished_at = $1, model = $2, rows = $3, checked = $4, unavailable = $5, sent = $6, held = $7, errors = $8, exit_code = $9, elapsed_ms = $10 WHERE id = $11`,
        [now().toISOString(), c.model, c.rows, c.checked, c.unavailable, c.sent, c.held, c.errors, c.exitCode, Math.round(c.elapsedMs), id]);
    },
    async fail() {
      await flush().catch(() => undefined);
      await pool.query(`UPDATE jobs SET state = 'failed', finished_at = $1 WHERE id = $2`, [now().toISOString(), id]);
    },
  };
}

/** The most recent jobs first. */
export async function listPostgresJobs(pool: pg.Pool, limit = 50): Promise<JobRecord[]> {
  const { rows } = await pool.query<Row>('SELECT * FROM jobs ORDER BY created_at DESC, id DESC LIMIT $1', [limit]);
  return rows.map(toJob);
}

/** One job by id, or the most recent for `latest`; null when there is none. */
export async function findPostgresJob(pool: pg.Pool, id: string): Promise<JobRecord | null> {
  if (id === 'latest') return (await listPostgresJobs(pool, 1))[0] ?? null;
  const { rows } = await pool.query<Row>('SELECT * FROM jobs WHERE id = $1', [id]);
  return rows[0] ? toJob(rows[0]) : null;
}

/** The rows of a job in report order, read `BATCH` rows (and their sentences and claims) at a time. */
export async function* readPostgresJobRows(pool: pg.Pool, jobId: string): AsyncGenerator<StoredRow> {
  for (let from = 0; ; from += BATCH) {
    const range = [jobId, from, from + BATCH];
    const rows = (await pool.query<Row>('SELECT * FROM job_rows WHERE job_id = $1 AND seq >= $2 AND seq < $3 ORDER BY seq', range)).rows;
    if (rows.length === 0) {
      // Sequence numbers are dense, so an empty range is the end (any later row would follow it).
      return;
    }
    const sentences = (await pool.query<Row>('SELECT * FROM job_sentences WHERE job_id = $1 AND seq >= $2 AND seq < $3 ORDER BY seq, sentence', range)).rows;
    const claims = (await pool.query<Row>('SELECT * FROM job_claims WHERE job_id = $1 AND seq >= $2 AND seq < $3 ORDER BY seq, sentence, ord', range)).rows;
    for (const r of rows) {
      const seq = Number(r.seq);
      yield buildStoredRow(r, sentences.filter((s) => Number(s.seq) === seq), claims.filter((c) => Number(c.seq) === seq));
    }
  }
}
