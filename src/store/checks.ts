/**
 * Check records. By default a check is stored as numbers only: id, time, key, workspace,
 * tokens, latency, p_hallucinated, statuses and spans (no sentence or claim text, no evidence
 * text) and the caller's metadata labels. Question, context and answer are stored only when the
 * workspace retains text, with the date after which `purgeExpiredTexts` deletes them.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CheckResult, Metadata } from '../contract/schemas.ts';
import { statement } from './transaction.ts';

export interface CheckRecord {
  id: string;
  keyId: string;
  workspaceId: string;
  tokens: number;
  latencyMs: number;
  pHallucinated: number | null;
  model: string;
  status: CheckResult['status'];
  /** Statuses, types, spans and evidence ids of sentences and claims: no text. */
  sentences: SentenceNumbers[];
  metadata?: Metadata;
  /** Present only when the workspace retains text. */
  text?: { question: string; context: string | readonly string[]; answer: string };
}

export interface SentenceNumbers {
  span: [number, number];
  status: string;
  claims: Array<{ span: [number, number]; status: string; type: string; evidence: string[] }>;
}

/** The numbers of a result that may be stored without retention: statuses, types, spans, ids. */
export function numbersOf(result: CheckResult): SentenceNumbers[] {
  return result.sentences.map((s) => ({
    span: s.span,
    status: s.status,
    claims: s.claims.map((c) => ({ span: c.span, status: c.status, type: c.type, evidence: c.evidence.map((e) => e.id) })),
  }));
}

/** Inserts one check (and its text when given). Call inside the charging transaction. */
export function insertCheck(db: DatabaseSync, record: CheckRecord, at: { now: number; day: string; retentionDays: number }): void {
  statement(db, `INSERT INTO checks (id, created_at, day, key_id, workspace_id, tokens, latency_ms, p_hallucinated, model, status, sentences, metadata)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    record.id, new Date(at.now).toISOString(), at.day, record.keyId, record.workspaceId, record.tokens, record.latencyMs,
    record.pHallucinated, record.model, record.status, JSON.stringify(record.sentences),
    record.metadata === undefined ? null : JSON.stringify(record.metadata),
  );
  if (record.text) {
    const purgeAfter = new Date(at.now + at.retentionDays * 86_400_000).toISOString();
    statement(db, 'INSERT INTO check_texts (check_id, question, context, answer, purge_after) VALUES (?, ?, ?, ?, ?)')
      .run(record.id, record.text.question, JSON.stringify(record.text.context), record.text.answer, purgeAfter);
  }
}

/**
 * Deletes stored text whose retention period has ended, then checkpoints the WAL so the deleted
 * text does not linger in the log (the store runs with `secure_delete`). Returns rows deleted.
 */
export function purgeExpiredTexts(db: DatabaseSync, now: number): number {
  const result = statement(db, 'DELETE FROM check_texts WHERE purge_after <= ?').run(new Date(now).toISOString());
  const deleted = Number(result.changes);
  if (deleted > 0) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return deleted;
}

/** Counts stored checks and stored texts of a workspace (for `ground workspace show`). */
export function countChecks(db: DatabaseSync, workspaceId: string): { checks: number; texts: number } {
  const checks = statement(db, 'SELECT count(*) AS n FROM checks WHERE workspace_id = ?').get(workspaceId) as { n: number };
  const texts = statement(db, 'SELECT count(*) AS n FROM check_texts t JOIN checks c ON c.id = t.check_id WHERE c.workspace_id = ?').get(workspaceId) as { n: number };
  return { checks: checks.n, texts: texts.n };
}
