/**
 * Writing `ground connect` jobs to the local store: a job row, then every input row with its
 * sentences and claims (text only for wrong or unsure claims), in transactions of a few hundred
 * rows so a large file is recorded at speed and a crash leaves a `running` job, not a torn one.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ErrorCode } from '../contract/errors.ts';
import type { CheckResult, ClaimStatus } from '../contract/schemas.ts';

/** Claim statuses whose text is kept: wrong or unsure. */
export const TEXT_KEPT: ReadonlySet<ClaimStatus> = new Set(['contradicted', 'not_stated', 'depends_on_error', 'unverified_step']);

interface RowPlace {
  file: string;
  line: number;
  index: number;
  t?: string;
}

/** One row of a job as the store takes and gives it back. */
export type StoredRow =
  | (RowPlace & { kind: 'checked'; result: CheckResult; decision: { held: boolean; reasons: string[] } })
  | (RowPlace & { kind: 'error'; code: ErrorCode; message: string });

/** Settings a job was run with. */
export interface JobSettings {
  inputs: string[];
  mode: 'local' | 'remote' | 'queue';
  threshold: number;
  failOn: readonly ClaimStatus[];
  allowBadRows: boolean;
}

/** Final counts of a job (the CLI's run summary extends these). */
export interface JobCounts {
  /** Records read (after sampling), error rows included. */
  rows: number;
  /** Answers checked with status ok. */
  checked: number;
  /** Answers with status unavailable (never a pass). */
  unavailable: number;
  sent: number;
  held: number;
  /** Error rows. */
  errors: number;
  exitCode: number;
  elapsedMs: number;
  /** The model version that checked the answers. */
  model: string;
}

/** Records one job's rows, then its end. */
export interface JobWriter {
  readonly id: string;
  add(row: StoredRow): void;
  finish(counts: JobCounts): void;
  fail(): void;
}

const BATCH = 500;

function prepareInserts(db: DatabaseSync): Record<'row' | 'sentence' | 'claim', StatementSync> {
  return {
    row: db.prepare(`INSERT INTO job_rows (job_id, seq, file, line, idx, t, kind, status, check_id, p_hallucinated, model, latency_ms, reason, held, reasons, error_code, error_message)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    sentence: db.prepare('INSERT INTO job_sentences (job_id, seq, sentence, start, end, status) VALUES (?, ?, ?, ?, ?, ?)'),
    claim: db.prepare(`INSERT INTO job_claims (job_id, seq, sentence, ord, claim_id, start, end, type, status, evidence_ids, rests_on, text, checks, evidence, fix)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  };
}

function insertRow(ins: ReturnType<typeof prepareInserts>, id: string, seq: number, row: StoredRow): void {
  const t = row.t ?? null;
  if (row.kind === 'error') {
    ins.row.run(id, seq, row.file, row.line, row.index, t, 'error', null, null, null, null, null, null, null, null, row.code, row.message);
    return;
  }
  const r = row.result;
  const reason = typeof r.meta.reason === 'string' ? r.meta.reason : null;
  ins.row.run(id, seq, row.file, row.line, row.index, t, 'checked', r.status, r.id, r.score.p_hallucinated, r.score.model, r.meta.latency_ms, reason,
    row.decision.held ? 1 : 0, JSON.stringify(row.decision.reasons), null, null);
  for (const s of r.sentences) {
    ins.sentence.run(id, seq, s.index, s.span[0], s.span[1], s.status);
    s.claims.forEach((c, ord) => {
      const keep = TEXT_KEPT.has(c.status);
      ins.claim.run(id, seq, s.index, ord, c.id, c.span[0], c.span[1], c.type, c.status, JSON.stringify(c.evidence.map((e) => e.id)), JSON.stringify(c.rests_on),
        keep ? c.text : null, keep ? JSON.stringify(c.checks) : null, keep ? JSON.stringify(c.evidence) : null, keep ? c.fix : null);
    });
  }
}

/** Starts a job (state `running`) and returns its writer. */
export function createJobWriter(db: DatabaseSync, settings: JobSettings, now: () => Date = () => new Date()): JobWriter {
  const id = `job_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  db.prepare('INSERT INTO jobs (id, created_at, state, inputs, mode, threshold, fail_on, allow_bad_rows) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(id, now().toISOString(), 'running', JSON.stringify(settings.inputs), settings.mode, settings.threshold, JSON.stringify(settings.failOn), settings.allowBadRows ? 1 : 0);
  const ins = prepareInserts(db);
  let seq = 0;
  let open = false;
  const commit = (): void => {
    if (open) db.exec('COMMIT');
    open = false;
  };
  return {
    id,
    add(row) {
      if (!open) {
        db.exec('BEGIN');
        open = true;
      }
      insertRow(ins, id, seq++, row);
      if (seq % BATCH === 0) commit();
    },
    finish(c) {
      commit();
      db.prepare(`UPDATE jobs SET state = 'done', finished_at = ?, model = ?, rows = ?, checked = ?, unavailable = ?, sent = ?, held = ?, errors = ?, exit_code = ?, elapsed_ms = ? WHERE id = ?`)
        .run(now().toISOString(), c.model, c.rows, c.checked, c.unavailable, c.sent, c.held, c.errors, c.exitCode, Math.round(c.elapsedMs), id);
    },
    fail() {
      commit();
      db.prepare(`UPDATE jobs SET state = 'failed', finished_at = ? WHERE id = ?`).run(now().toISOString(), id);
    },
  };
}
