/** Workspaces: plan values (daily tokens, requests per minute, tokens per answer) and retention. */
import type { DatabaseSync } from 'node:sqlite';
import { LIMITS } from '../contract/schemas.ts';
import { immediate, statement } from './transaction.ts';

export interface Workspace {
  id: string;
  createdAt: string;
  /** Daily allowance in tokens, renewing 00:00 UTC. */
  dailyTokens: number;
  /** Requests per minute, per key. */
  requestsPerMinute: number;
  /** The per-answer token limit (413 above it). */
  maxTokensPerAnswer: number;
  /** Whether question, context and answer text are stored with each check. */
  retainText: boolean;
  /** Days stored text is kept before it is purged. */
  retentionDays: number;
}

export type WorkspaceSettings = Partial<Pick<Workspace, 'dailyTokens' | 'requestsPerMinute' | 'maxTokensPerAnswer' | 'retainText' | 'retentionDays'>>;

/** Free-plan values given to a new workspace. */
export const FREE_PLAN = {
  dailyTokens: LIMITS.dailyTokens,
  requestsPerMinute: LIMITS.requestsPerMinute,
  maxTokensPerAnswer: LIMITS.maxTokensPerAnswer,
} as const;

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Whether `name` is a valid workspace name (letters, digits, `_.-`, at most 64). */
export function isWorkspaceName(name: string): boolean {
  return NAME.test(name);
}

/** A stored workspace row (SQLite keeps `retain_text` as 0/1, PostgreSQL as a boolean). */
export interface WorkspaceRow {
  id: string;
  created_at: string;
  daily_tokens: number;
  requests_per_minute: number;
  max_tokens_per_answer: number;
  retain_text: number | boolean;
  retention_days: number;
}

/** A workspace from its stored row. */
export function toWorkspace(row: WorkspaceRow): Workspace {
  return {
    id: row.id,
    createdAt: row.created_at,
    dailyTokens: row.daily_tokens,
    requestsPerMinute: row.requests_per_minute,
    maxTokensPerAnswer: row.max_tokens_per_answer,
    retainText: row.retain_text === 1 || row.retain_text === true,
    retentionDays: row.retention_days,
  };
}

/** Reads one workspace, or null. */
export function readWorkspace(db: DatabaseSync, id: string): Workspace | null {
  const row = statement(db, 'SELECT * FROM workspaces WHERE id = ?').get(id) as WorkspaceRow | undefined;
  return row ? toWorkspace(row) : null;
}

/** Every workspace, by name. */
export function listWorkspaces(db: DatabaseSync): Workspace[] {
  return (statement(db, 'SELECT * FROM workspaces ORDER BY id').all() as unknown as WorkspaceRow[]).map(toWorkspace);
}

/** Creates the workspace with free-plan values if it does not exist; returns it. */
export function ensureWorkspace(db: DatabaseSync, id: string, now: number): Workspace {
  if (!isWorkspaceName(id)) throw new RangeError(`invalid workspace name: ${JSON.stringify(id)}`);
  statement(db, `INSERT INTO workspaces (id, created_at, daily_tokens, requests_per_minute, max_tokens_per_answer)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`)
    .run(id, new Date(now).toISOString(), FREE_PLAN.dailyTokens, FREE_PLAN.requestsPerMinute, FREE_PLAN.maxTokensPerAnswer);
  const ws = readWorkspace(db, id);
  if (!ws) throw new Error(`workspace ${id} vanished`);
  return ws;
}

/**
 * Changes plan values or retention of an existing workspace (creating it first); returns it.
 * Read, merge and write are one transaction, so two concurrent changes cannot undo each other.
 */
export function writeWorkspaceSettings(db: DatabaseSync, id: string, settings: WorkspaceSettings, now: number): Workspace {
  return immediate(db, () => {
    const ws = { ...ensureWorkspace(db, id, now), ...settings };
    statement(db, `UPDATE workspaces SET daily_tokens = ?, requests_per_minute = ?, max_tokens_per_answer = ?,
      retain_text = ?, retention_days = ? WHERE id = ?`)
      .run(ws.dailyTokens, ws.requestsPerMinute, ws.maxTokensPerAnswer, ws.retainText ? 1 : 0, ws.retentionDays, id);
    return ws;
  });
}
