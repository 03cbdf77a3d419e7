/**
 * The store `ground serve` is given: keys, limits, usage and check records. Two
 * implementations: this file's, over one SQLite file (the default; shared safely by several
 * server processes on one host), and `postgres/postgres-store.ts` (several hosts). Both are
 * asynchronous so the server does not care which it has; a method rejects when the store
 * cannot be reached, and the server turns that into 503/502, never a pass or a charge.
 *
 * The SQLite connection is opened on first use and re-opened after a failed open, so a store
 * that was unreachable recovers without a restart. A call that finds the database locked by
 * another process waits for it from a timer, never inside SQLite (`lock-wait.ts`): the event
 * loop, and with it health and every other request, keeps running meanwhile.
 */
import type { DatabaseSync } from 'node:sqlite';
import { createApiKey, findActiveKey, listApiKeys, revokeApiKey, type ApiKeyInfo, type KeyMatch } from './api-keys.ts';
import { countChecks, purgeExpiredTexts, type CheckRecord } from './checks.ts';
import { LOCK_WAIT_MS, retryWhileBusy } from './lock-wait.ts';
import { openDatabase } from './open-database.ts';
import { statement } from './transaction.ts';
import { hitRateLimit, type RateDecision } from './rate-limit.ts';
import { readUsage, releaseReservation, reserveTokens, settleReservation, type Reservation, type UsageState } from './usage.ts';
import { listWorkspaces, readWorkspace, writeWorkspaceSettings, type Workspace, type WorkspaceSettings } from './workspaces.ts';

export interface ServerStore {
  /** The active key matching a presented secret, or null. Rejects when the store is unreachable. */
  findKey(presented: string): Promise<KeyMatch | null>;
  /** Admits and records one request of a key, or refuses it (the sliding window of `rate-limit.ts`). */
  hitRateLimit(keyId: string, perMinute: number, now: number): Promise<RateDecision>;
  readUsage(workspace: Workspace, now: number): Promise<UsageState>;
  /** Reserves tokens of today's allowance, never past it, whatever else runs at the same time. */
  reserve(workspace: Workspace, tokens: number, now: number): Promise<Reservation>;
  /** Charges the checks given and stores their records, ending the reservation, in one transaction. */
  settle(input: { reservationId: number; workspace: Workspace; checks: CheckRecord[]; now: number }): Promise<UsageState>;
  /** Ends a reservation without charging anything. */
  release(reservationId: number): Promise<void>;
  /** Deletes retained text past its retention; resolves with the number of checks purged. */
  purgeTexts(now: number): Promise<number>;
  /** Whether the store answers a trivial query (never rejects). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * What the admin side needs of a store (keys and plans), whichever database holds it: the
 * `ground keys` and `ground workspace` commands use only this and `readUsage`.
 */
export interface StoreAdmin {
  createKey(input: { workspaceId: string; allowIps?: string[]; now: number }): Promise<{ key: string; info: ApiKeyInfo }>;
  /** Every key (optionally of one workspace), oldest first (then by id); never the secret. */
  listKeys(workspaceId?: string): Promise<ApiKeyInfo[]>;
  /** Revokes a key by id; false when no active key has that id. */
  revokeKey(id: string, now: number): Promise<boolean>;
  /** Changes a workspace's settings (creating it with free-plan values first); returns it. */
  writeWorkspace(id: string, settings: WorkspaceSettings, now: number): Promise<Workspace>;
  readWorkspace(id: string): Promise<Workspace | null>;
  /** Every workspace, by name. */
  listWorkspaces(): Promise<Workspace[]>;
  /** Stored checks and stored texts of a workspace. */
  countChecks(workspaceId: string): Promise<{ checks: number; texts: number }>;
}

/**
 * Opens the server store under `dataDir` (`:memory:` for a private in-memory store). A call
 * waits at most `lockWaitMs` for another process's write lock, then rejects.
 */
export function createServerStore(dataDir: string, open: (dir: string) => DatabaseSync = openDatabase, lockWaitMs = LOCK_WAIT_MS): ServerStore & StoreAdmin {
  let db: DatabaseSync | null = null;
  const connect = (): DatabaseSync => {
    if (db) return db;
    const opened = open(dataDir);
    // Lock waits happen in retryWhileBusy, off the thread; SQLite itself must not sleep.
    opened.exec('PRAGMA busy_timeout = 0');
    db = opened;
    return opened;
  };
  // node:sqlite is synchronous: each attempt runs to completion before the next, so the
  // transactions in the store modules are never interleaved inside one process, and one that
  // failed on the lock was rolled back whole before it is tried again.
  const use = <T>(fn: (d: DatabaseSync) => T): Promise<T> => retryWhileBusy(() => fn(connect()), { waitMs: lockWaitMs });
  return {
    findKey: (presented) => use((d) => findActiveKey(d, presented)),
    hitRateLimit: (keyId, perMinute, now) => use((d) => hitRateLimit(d, keyId, perMinute, now)),
    readUsage: (ws, now) => use((d) => readUsage(d, ws, now)),
    reserve: (ws, tokens, now) => use((d) => reserveTokens(d, ws, tokens, now)),
    settle: (input) => use((d) => settleReservation(d, input)),
    release: (id) => use((d) => releaseReservation(d, id)),
    purgeTexts: (now) => use((d) => purgeExpiredTexts(d, now)),
    createKey: (input) => use((d) => createApiKey(d, input)),
    listKeys: (workspaceId) => use((d) => listApiKeys(d, workspaceId)),
    revokeKey: (id, now) => use((d) => revokeApiKey(d, id, now)),
    writeWorkspace: (id, settings, now) => use((d) => writeWorkspaceSettings(d, id, settings, now)),
    readWorkspace: (id) => use((d) => readWorkspace(d, id)),
    listWorkspaces: () => use((d) => listWorkspaces(d)),
    countChecks: (workspaceId) => use((d) => countChecks(d, workspaceId)),
    async ping() {
      try {
        return (await use((d) => statement(d, 'SELECT 1 AS one').get())) !== undefined;
      } catch {
        return false;
      }
    },
    async close() {
      db?.close();
      db = null;
    },
  };
}
