/**
 * The store `ground serve` is given: keys, limits, usage and check records over one SQLite file
 * (shared safely by several server processes). The connection is opened on first use and
 * re-opened after a failed open, so a store that was unreachable recovers without a restart.
 */
import type { DatabaseSync } from 'node:sqlite';
import { findActiveKey, type KeyMatch } from './api-keys.ts';
import { purgeExpiredTexts, type CheckRecord } from './checks.ts';
import { openDatabase } from './open-database.ts';
import { statement } from './transaction.ts';
import { hitRateLimit, type RateDecision } from './rate-limit.ts';
import { readUsage, releaseReservation, reserveTokens, settleReservation, type Reservation, type UsageState } from './usage.ts';
import type { Workspace } from './workspaces.ts';

export interface ServerStore {
  /** The active key matching a presented secret, or null. Throws when the store is unreachable. */
  findKey(presented: string): KeyMatch | null;
  hitRateLimit(keyId: string, perMinute: number, now: number): RateDecision;
  readUsage(workspace: Workspace, now: number): UsageState;
  reserve(workspace: Workspace, tokens: number, now: number): Reservation;
  settle(input: { reservationId: number; workspace: Workspace; checks: CheckRecord[]; now: number }): UsageState;
  release(reservationId: number): void;
  purgeTexts(now: number): number;
  /** Whether the store answers a trivial query. */
  ping(): boolean;
  close(): void;
}

/** Opens the server store under `dataDir` (`:memory:` for a private in-memory store). */
export function createServerStore(dataDir: string, open: (dir: string) => DatabaseSync = openDatabase): ServerStore {
  let db: DatabaseSync | null = null;
  const use = <T>(fn: (d: DatabaseSync) => T): T => {
    db ??= open(dataDir);
    return fn(db);
  };
  return {
    findKey: (presented) => use((d) => findActiveKey(d, presented)),
    hitRateLimit: (keyId, perMinute, now) => use((d) => hitRateLimit(d, keyId, perMinute, now)),
    readUsage: (ws, now) => use((d) => readUsage(d, ws, now)),
    reserve: (ws, tokens, now) => use((d) => reserveTokens(d, ws, tokens, now)),
    settle: (input) => use((d) => settleReservation(d, input)),
    release: (id) => use((d) => releaseReservation(d, id)),
    purgeTexts: (now) => use((d) => purgeExpiredTexts(d, now)),
    ping() {
      try {
        return use((d) => statement(d, 'SELECT 1 AS one').get()) !== undefined;
      } catch {
        return false;
      }
    },
    close() {
      db?.close();
      db = null;
    },
  };
}
