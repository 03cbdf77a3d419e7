/**
 * Request windows and token usage, exact across connections and processes: every
 * read-then-write runs in one `BEGIN IMMEDIATE` transaction. Tokens are reserved before a check
 * and settled (charged, with the check rows) or released after it; a reservation left behind
 * by a killed process expires after its lease and is never charged, so the charged total always
 * equals the sum of the stored checks.
 */
import type { DatabaseSync } from 'node:sqlite';
import { insertCheck, type CheckRecord } from './checks.ts';
import { immediate, nextUtcMidnight, statement, utcDay } from './transaction.ts';
import type { Workspace } from './workspaces.ts';

export interface UsageState {
  /** Today's allowance. */
  limit: number;
  /** Tokens left today (allowance minus charged and reserved tokens). */
  remaining: number;
  /** When the allowance renews (next 00:00 UTC), epoch ms. */
  resetsAt: number;
}

/** How long a reservation holds tokens before it is considered abandoned. */
export const RESERVATION_LEASE_MS = 15 * 60_000;

/** Charged plus reserved tokens of the day of `now`; expired reservations no longer count. */
function usedToday(db: DatabaseSync, workspaceId: string, now: number): number {
  // One statement, so one snapshot (and one read of the database: this runs on every request).
  const { used } = statement(db, `SELECT coalesce((SELECT tokens FROM usage_days WHERE workspace_id = ?1 AND day = ?2), 0)
      + (SELECT coalesce(sum(tokens), 0) FROM reservations WHERE workspace_id = ?1 AND day = ?2 AND expires_at > ?3) AS used`)
    .get(workspaceId, utcDay(now), now) as { used: number };
  return used;
}

/** Today's usage of a workspace. */
export function readUsage(db: DatabaseSync, ws: Workspace, now: number): UsageState {
  const used = usedToday(db, ws.id, now);
  return { limit: ws.dailyTokens, remaining: Math.max(0, ws.dailyTokens - used), resetsAt: nextUtcMidnight(now) };
}

export type Reservation = { ok: true; id: number; usage: UsageState } | { ok: false; usage: UsageState };

/** Reserves `tokens` of today's allowance, or refuses when they do not fit. */
export function reserveTokens(db: DatabaseSync, ws: Workspace, tokens: number, now: number): Reservation {
  return immediate(db, () => {
    statement(db, 'DELETE FROM reservations WHERE expires_at <= ?').run(now);
    const before = readUsage(db, ws, now);
    if (tokens > before.remaining) return { ok: false, usage: before };
    const result = statement(db, 'INSERT INTO reservations (workspace_id, day, tokens, expires_at) VALUES (?, ?, ?, ?)')
      .run(ws.id, utcDay(now), tokens, now + RESERVATION_LEASE_MS);
    return { ok: true, id: Number(result.lastInsertRowid), usage: { ...before, remaining: before.remaining - tokens } };
  });
}

/**
 * Ends a reservation: charges the tokens of the checks given (those that were checked) and
 * stores their rows, in one transaction; unchecked items are simply not charged.
 */
export function settleReservation(db: DatabaseSync, input: { reservationId: number; workspace: Workspace; checks: CheckRecord[]; now: number }): UsageState {
  return immediate(db, () => {
    const held = statement(db, 'DELETE FROM reservations WHERE id = ? RETURNING day').get(input.reservationId) as { day: string } | undefined;
    const day = held?.day ?? utcDay(input.now);
    const tokens = input.checks.reduce((n, c) => n + c.tokens, 0);
    const retentionDays = input.workspace.retentionDays;
    for (const check of input.checks) insertCheck(db, check, { now: input.now, day, retentionDays });
    if (input.checks.length > 0) {
      statement(db, `INSERT INTO usage_days (workspace_id, day, tokens, checks) VALUES (?, ?, ?, ?)
        ON CONFLICT (workspace_id, day) DO UPDATE SET tokens = tokens + excluded.tokens, checks = checks + excluded.checks`)
        .run(input.workspace.id, day, tokens, input.checks.length);
    }
    return readUsage(db, input.workspace, input.now);
  });
}

/** Releases a reservation without charging anything (the check failed). */
export function releaseReservation(db: DatabaseSync, reservationId: number): void {
  statement(db, 'DELETE FROM reservations WHERE id = ?').run(reservationId);
}
