/**
 * The per-key request limit as a sliding window log: each admitted request's time is stored,
 * and a request is admitted only while fewer than the plan's number were admitted in the 60
 * seconds before it. So no 60-second span ever holds more than the plan's requests (a window
 * that resets on the clock minute admits twice that across a minute boundary). At most the
 * plan's rows per key are kept, and their number per key in `rate_counts` (kept by triggers,
 * migration server/005): counting the rows on every request cost up to a millisecond of the main
 * thread with a plan of thousands a minute. A maintained limiter was considered:
 * rate-limiter-flexible uses fixed windows and supports sqlite3/better-sqlite3 but not `node:sqlite`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { immediate, statement } from './transaction.ts';

/** The span the per-minute limit applies to. */
export const RATE_WINDOW_MS = 60_000;

/**
 * A refusal carries `freeAt`: the instant (epoch ms, the caller's clock) from which a request is
 * admitted if none is admitted before it; `retryAfterSeconds` is the whole seconds until then.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; freeAt: number };

/**
 * The refusal of a request at `now` whose key has a place again from `freeAt`. A `freeAt` more
 * than the window after `now` means another process admitted a request stamped a moment after this
 * one's clock reading but stored before this one was decided: the decision came after that
 * admission, so the wait counts from it and is never more than the window (60 s, not 61).
 */
export function refusedUntil(freeAt: number, now: number): RateDecision {
  const decided = Math.max(now, freeAt - RATE_WINDOW_MS);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - decided) / 1000)), freeAt };
}

/**
 * Admits and records one request of `keyId` at `now` (epoch ms), or refuses it with the
 * whole seconds after which a request will be admitted. The window is (now - 60 s, now]: a
 * request exactly 60 s old no longer counts, so waiting `retryAfterSeconds` is always enough.
 */
export function hitRateLimit(db: DatabaseSync, keyId: string, perMinute: number, now: number): RateDecision {
  const since = now - RATE_WINDOW_MS;
  return immediate(db, () => {
    // Rows of every key that left the window, so keys that stop calling leave nothing behind.
    statement(db, 'DELETE FROM rate_hits WHERE at <= ?').run(since);
    // Every row left is in the window, so the key's count is its rows in the window.
    const n = (statement(db, 'SELECT n FROM rate_counts WHERE key_id = ?').get(keyId) as { n: number } | undefined)?.n ?? 0;
    if (n < perMinute) {
      statement(db, 'INSERT INTO rate_hits (key_id, at) VALUES (?, ?)').run(keyId, now);
      return { allowed: true };
    }
    // Admission needs n - perMinute + 1 of the n requests to leave: the one at index n - perMinute
    // (ascending) is the last of them. (n can exceed perMinute after the plan is lowered.)
    const row = statement(db, 'SELECT at FROM rate_hits WHERE key_id = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?')
      .get(keyId, since, Math.max(0, n - perMinute)) as { at: number } | undefined;
    return refusedUntil(row ? row.at + RATE_WINDOW_MS : now + RATE_WINDOW_MS, now);
  });
}
