/**
 * Reading jobs back: the list, one job's settings and counts, and its rows rebuilt as results.
 * A rebuilt result has the stored text of wrong or unsure claims; every other claim has an empty
 * `text` and evidence ids with empty text (that text was never stored).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ErrorCode } from '../contract/errors.ts';
import type { CheckResult, Claim, ClaimStatus, ClaimType, Evidence, Sentence } from '../contract/schemas.ts';
import type { JobCounts, JobSettings, StoredRow } from './jobs.ts';
import { statement } from './transaction.ts';

/** A job as listed. Counts are null while it runs or when it failed. */
export interface JobRecord extends JobSettings {
  id: string;
  createdAt: string;
  finishedAt: string | null;
  state: 'running' | 'done' | 'failed';
  counts: JobCounts | null;
}

/** A stored row of any job table, by column name (SQLite and PostgreSQL give the same names). */
export type Row = Record<string, string | number | null>;

/** A job from its stored row. */
export function toJob(r: Row): JobRecord {
  const done = r.state === 'done';
  return {
    id: String(r.id),
    createdAt: String(r.created_at),
    finishedAt: r.finished_at === null ? null : String(r.finished_at),
    state: r.state as JobRecord['state'],
    inputs: JSON.parse(String(r.inputs)) as string[],
    mode: r.mode as JobSettings['mode'],
    threshold: Number(r.threshold),
    failOn: JSON.parse(String(r.fail_on)) as ClaimStatus[],
    allowBadRows: Number(r.allow_bad_rows) === 1,
    counts: done
      ? { rows: Number(r.rows), checked: Number(r.checked), unavailable: Number(r.unavailable), sent: Number(r.sent), held: Number(r.held), errors: Number(r.errors), exitCode: Number(r.exit_code), elapsedMs: Number(r.elapsed_ms), model: String(r.model) }
      : null,
  };
}

/** The most recent jobs first. */
export function listJobs(db: DatabaseSync, limit = 50): JobRecord[] {
  return (db.prepare('SELECT * FROM jobs ORDER BY created_at DESC, rowid DESC LIMIT ?').all(limit) as Row[]).map(toJob);
}

/** One job by id, or the most recent for `latest`; null when there is none. */
export function findJob(db: DatabaseSync, id: string): JobRecord | null {
  if (id === 'latest') return listJobs(db, 1)[0] ?? null;
  const row = db.prepare('SELECT * FROM jobs WHERE id = ?').get(id);
  return row ? toJob(row as Row) : null;
}

function json<T>(text: string | number | null | undefined, fallback: T): T {
  return text === null || text === undefined ? fallback : (JSON.parse(String(text)) as T);
}

function toClaim(c: Row): Claim {
  const ids = json<string[]>(c.evidence_ids, []);
  return {
    id: String(c.claim_id),
    span: [Number(c.start), Number(c.end)],
    text: c.text === null ? '' : String(c.text),
    type: c.type as ClaimType,
    status: c.status as ClaimStatus,
    checks: json<string[]>(c.checks, []),
    evidence: json<Evidence[]>(c.evidence, ids.map((id) => ({ id, text: '' }))),
    fix: c.fix === null ? null : String(c.fix),
    rests_on: json<string[]>(c.rests_on, []),
  };
}

/** One answer's sentences from its stored sentence and claim rows (each in order). */
function buildSentences(sentences: Row[], claims: Row[]): Sentence[] {
  return sentences.map((s) => {
    const own = claims.filter((c) => Number(c.sentence) === Number(s.sentence)).map(toClaim);
    return {
      index: Number(s.sentence),
      span: [Number(s.start), Number(s.end)],
      text: own.map((c) => c.text).filter((t) => t !== '').join(' '),
      status: s.status as ClaimStatus,
      claims: own,
    };
  });
}

function toResult(r: Row, sentences: Sentence[]): CheckResult {
  const fixes = sentences.flatMap((s) => s.claims.map((c) => c.fix)).filter((f): f is string => f !== null);
  return {
    status: r.status as CheckResult['status'],
    id: String(r.check_id ?? ''),
    score: { p_hallucinated: r.p_hallucinated === null ? null : Number(r.p_hallucinated), model: String(r.model ?? '') },
    sentences,
    ...(fixes.length > 0 ? { corrections: fixes } : {}),
    meta: { latency_ms: Number(r.latency_ms ?? 0), ...(r.reason === null ? {} : { reason: String(r.reason) }) },
  };
}

/** A job's row rebuilt from its stored row and that row's sentence and claim rows (pure). */
export function buildStoredRow(r: Row, sentences: Row[], claims: Row[]): StoredRow {
  const place = { file: String(r.file), line: Number(r.line), index: Number(r.idx), ...(r.t === null ? {} : { t: String(r.t) }) };
  if (r.kind === 'error') return { ...place, kind: 'error', code: r.error_code as ErrorCode, message: String(r.error_message) };
  const result = toResult(r, buildSentences(sentences, claims));
  return { ...place, kind: 'checked', result, decision: { held: Number(r.held) === 1, reasons: json<string[]>(r.reasons, []) } };
}

/** The rows of a job in report order, rebuilt one at a time. */
export function* readJobRows(db: DatabaseSync, jobId: string): Generator<StoredRow> {
  for (const raw of db.prepare('SELECT * FROM job_rows WHERE job_id = ? ORDER BY seq').iterate(jobId)) {
    const r = raw as Row;
    // Run once per stored row: prepared once per connection, not per row.
    const sentences = statement(db, 'SELECT * FROM job_sentences WHERE job_id = ? AND seq = ? ORDER BY sentence').all(jobId, Number(r.seq)) as Row[];
    const claims = statement(db, 'SELECT * FROM job_claims WHERE job_id = ? AND seq = ? ORDER BY sentence, ord').all(jobId, Number(r.seq)) as Row[];
    yield buildStoredRow(r, sentences, claims);
  }
}
