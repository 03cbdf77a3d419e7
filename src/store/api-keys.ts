/**
 * API keys. A key is `grd_live_` followed by 43 base64url characters (256 random bits). Only
 * its SHA-256 is stored, with its first 12 secret characters as an index; a presented key is
 * found by that index and its hash compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { immediate, statement } from './transaction.ts';
import { ensureWorkspace, toWorkspace, type Workspace, type WorkspaceRow } from './workspaces.ts';

/** Every live key starts with this. */
const KEY_PREFIX = 'grd_live_';
const KEY_SHAPE = /^grd_live_[A-Za-z0-9_-]{43}$/;
const LOOKUP_CHARS = 12;

export interface ApiKeyInfo {
  id: string;
  workspaceId: string;
  /** The first characters of the key, enough to recognise it; the rest is never stored. */
  hint: string;
  /** CIDR blocks the key may be used from; empty = anywhere. */
  allowIps: string[];
  createdAt: string;
  revokedAt: string | null;
}

/** A stored key row (the same columns in SQLite and PostgreSQL). */
export interface ApiKeyRow {
  id: string;
  workspace_id: string;
  lookup: string;
  hash: Uint8Array;
  allow_ips: string;
  created_at: string;
  revoked_at: string | null;
}

/** The stored hash of a key. */
export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** The stored index of a key: its first secret characters. */
export function lookupOf(key: string): string {
  return key.slice(KEY_PREFIX.length, KEY_PREFIX.length + LOOKUP_CHARS);
}

/** The public view of a stored key row. */
export function toKeyInfo(row: ApiKeyRow): ApiKeyInfo {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    hint: `${KEY_PREFIX}${row.lookup.slice(0, 4)}…`,
    allowIps: JSON.parse(row.allow_ips) as string[],
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

/** Whether `key` has the shape of a live key (prefix and 43 base64url characters). */
export function isWellFormedKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** A fresh key and its id (nothing stored yet). */
export function generateApiKey(): { key: string; id: string } {
  return { key: KEY_PREFIX + randomBytes(32).toString('base64url'), id: `key_${randomBytes(8).toString('hex')}` };
}

/** Whether the stored hash matches the presented key, compared in constant time. */
export function hashMatches(stored: Uint8Array, presented: string): boolean {
  const a = Buffer.from(stored);
  const b = hashKey(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Creates a key for `workspaceId` (creating the workspace if needed). The key is returned once. */
export function createApiKey(db: DatabaseSync, input: { workspaceId: string; allowIps?: string[]; now: number }): { key: string; info: ApiKeyInfo } {
  const { key, id } = generateApiKey();
  // The workspace and its key are written together or not at all.
  const row = immediate(db, () => {
    ensureWorkspace(db, input.workspaceId, input.now);
    statement(db, 'INSERT INTO api_keys (id, workspace_id, lookup, hash, allow_ips, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(id, input.workspaceId, lookupOf(key), hashKey(key), JSON.stringify(input.allowIps ?? []), new Date(input.now).toISOString());
    return statement(db, 'SELECT * FROM api_keys WHERE id = ?').get(id) as unknown as ApiKeyRow;
  });
  return { key, info: toKeyInfo(row) };
}

/** Every key (optionally of one workspace), oldest first. Never includes the secret. */
export function listApiKeys(db: DatabaseSync, workspaceId?: string): ApiKeyInfo[] {
  const rows = workspaceId === undefined
    ? statement(db, 'SELECT * FROM api_keys ORDER BY created_at, id').all()
    : statement(db, 'SELECT * FROM api_keys WHERE workspace_id = ? ORDER BY created_at, id').all(workspaceId);
  return (rows as unknown as ApiKeyRow[]).map(toKeyInfo);
}

/** Revokes a key by id; returns false when no active key has that id. */
export function revokeApiKey(db: DatabaseSync, id: string, now: number): boolean {
  const result = statement(db, 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(new Date(now).toISOString(), id);
  return Number(result.changes) > 0;
}

export interface KeyMatch {
  key: ApiKeyInfo;
  workspace: Workspace;
}

/**
 * Finds the active key matching `presented`, or null (malformed, unknown, wrong or revoked).
 * Reads the database on every call, so a revocation by any process applies to the next request.
 * Throws when the store cannot be read.
 */
export function findActiveKey(db: DatabaseSync, presented: string): KeyMatch | null {
  if (!isWellFormedKey(presented)) return null;
  // The key and its workspace in one statement (one snapshot, one read of the database per
  // request instead of two: the key is read on every request).
  const row = statement(db, `SELECT k.*, w.created_at AS w_created_at, w.daily_tokens, w.requests_per_minute,
      w.max_tokens_per_answer, w.retain_text, w.retention_days
    FROM api_keys k JOIN workspaces w ON w.id = k.workspace_id WHERE k.lookup = ?`).get(lookupOf(presented)) as KeyWithWorkspaceRow | undefined;
  if (!row) return null;
  if (!hashMatches(row.hash, presented)) return null;
  if (row.revoked_at !== null) return null;
  return { key: toKeyInfo(row), workspace: toWorkspace({ ...row, id: row.workspace_id, created_at: row.w_created_at }) };
}

type KeyWithWorkspaceRow = ApiKeyRow & Omit<WorkspaceRow, 'id' | 'created_at'> & { w_created_at: string };
