import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations/index.ts';
import { openDatabase } from './open-database.ts';
import { hitRateLimit, RATE_WINDOW_MS, refusedUntil } from './rate-limit.ts';

/** 2026-11-22T12:00:59.500Z: half a second before a minute boundary. */
const BEFORE_BOUNDARY = Date.UTC(2026, 10, 22, 12, 0, 59, 500);

describe('per-key sliding window', () => {
  // Written by hand, 2026-12-03: two processes on one store; the other stamped its admission 4 ms
  // after this request's clock reading but stored it before this one was decided (seen in CI as
  // Retry-After 61).
  it('never asks for more than the window when another process admitted a moment "later"', () => {
    const now = BEFORE_BOUNDARY;
    expect(refusedUntil(now + 4 + RATE_WINDOW_MS, now)).toEqual({ allowed: false, retryAfterSeconds: 60, freeAt: now + 4 + RATE_WINDOW_MS });
    expect(refusedUntil(now + RATE_WINDOW_MS - 4, now)).toEqual({ allowed: false, retryAfterSeconds: 60, freeAt: now + RATE_WINDOW_MS - 4 });
    expect(refusedUntil(now + 30_500, now)).toEqual({ allowed: false, retryAfterSeconds: 31, freeAt: now + 30_500 });
  });


  it('60 requests just before a minute boundary leave no room just after it; Retry-After is honest', () => {
    const db = openDatabase(':memory:');
    for (let i = 0; i < 60; i++) expect(hitRateLimit(db, 'k', 60, BEFORE_BOUNDARY)).toEqual({ allowed: true });
    // 12:01:00.100: the 60 requests of 12:00:59.500 count until 12:01:59.500, 59.4 s away -> 60.
    expect(hitRateLimit(db, 'k', 60, BEFORE_BOUNDARY + 600)).toEqual({ allowed: false, retryAfterSeconds: 60, freeAt: BEFORE_BOUNDARY + 60_000 });
    expect(hitRateLimit(db, 'other', 60, BEFORE_BOUNDARY + 600)).toEqual({ allowed: true });
    expect(hitRateLimit(db, 'k', 60, BEFORE_BOUNDARY + 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1, freeAt: BEFORE_BOUNDARY + 60_000 });
    for (let i = 0; i < 60; i++) expect(hitRateLimit(db, 'k', 60, BEFORE_BOUNDARY + 60_000)).toEqual({ allowed: true });
    expect(hitRateLimit(db, 'k', 60, BEFORE_BOUNDARY + 60_000)).toMatchObject({ allowed: false });
  });

  it('after the plan is lowered, waits for enough old requests to leave', () => {
    const db = openDatabase(':memory:');
    const t0 = BEFORE_BOUNDARY;
    for (let i = 0; i < 5; i++) expect(hitRateLimit(db, 'k', 5, t0 + i * 1000)).toEqual({ allowed: true });
    // Limit 2 at t0 + 10 s: of t0 .. t0 + 4 s, the ones at t0 .. t0 + 3 s must leave; t0 + 3 s leaves at t0 + 63 s.
    expect(hitRateLimit(db, 'k', 2, t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 53, freeAt: t0 + 63_000 });
    expect(hitRateLimit(db, 'k', 2, t0 + 62_999)).toEqual({ allowed: false, retryAfterSeconds: 1, freeAt: t0 + 63_000 });
    expect(hitRateLimit(db, 'k', 2, t0 + 63_000)).toEqual({ allowed: true });
  });

  it('keeps no rows older than the window, of any key, nor their counts', () => {
    const db = openDatabase(':memory:');
    hitRateLimit(db, 'a', 60, BEFORE_BOUNDARY);
    hitRateLimit(db, 'b', 60, BEFORE_BOUNDARY + RATE_WINDOW_MS);
    expect(db.prepare('SELECT key_id FROM rate_hits').all()).toEqual([{ key_id: 'b' }]);
    expect(db.prepare('SELECT key_id, n FROM rate_counts').all()).toEqual([{ key_id: 'b', n: 1 }]);
  });

  it('the per-key counts follow every write to the rows, also writes that bypass hitRateLimit', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 200_000 }), fc.boolean()), { maxLength: 80 }), (ops) => {
      const db = openDatabase(':memory:');
      for (const [key, at, direct] of ops) {
        // `direct`: a writer of an older version, which inserted and trimmed rows itself.
        if (!direct) hitRateLimit(db, key, 3, at);
        else if (at % 2 === 0) db.prepare('INSERT INTO rate_hits (key_id, at) VALUES (?, ?)').run(key, at);
        else db.prepare('DELETE FROM rate_hits WHERE key_id = ? AND at <= ?').run(key, at - RATE_WINDOW_MS);
      }
      const counted = db.prepare('SELECT key_id, count(*) AS n FROM rate_hits GROUP BY key_id ORDER BY key_id').all();
      expect(db.prepare('SELECT key_id, n FROM rate_counts ORDER BY key_id').all()).toEqual(counted);
      db.close();
    }), { numRuns: 100 });
  });

  it('migration server/005 counts the rows stored before it, and the limit holds across it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-rate-'));
    try {
      const server = MIGRATIONS.filter((m) => m.name.startsWith('server/'));
      const before = openDatabase(dir, server.slice(0, 4));
      const insert = before.prepare('INSERT INTO rate_hits (key_id, at) VALUES (?, ?)');
      for (let i = 0; i < 5; i++) insert.run('k', BEFORE_BOUNDARY + i);
      insert.run('j', BEFORE_BOUNDARY);
      before.close();
      const db = openDatabase(dir, server);
      expect(db.prepare('SELECT key_id, n FROM rate_counts ORDER BY key_id').all()).toEqual([{ key_id: 'j', n: 1 }, { key_id: 'k', n: 5 }]);
      expect(hitRateLimit(db, 'k', 5, BEFORE_BOUNDARY + 10)).toMatchObject({ allowed: false, freeAt: BEFORE_BOUNDARY + RATE_WINDOW_MS });
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('for any arrivals: never more than the limit in any 60 s, and Retry-After is the exact whole second', () => {
    const arrivals = fc.array(fc.integer({ min: 0, max: 240_000 }), { minLength: 1, maxLength: 60 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), arrivals, (limit, offsets) => {
      const db = openDatabase(':memory:');
      const admitted: number[] = [];
      const inWindow = (t: number): number => admitted.filter((a) => a > t - RATE_WINDOW_MS && a <= t).length;
      for (const t of offsets.sort((a, b) => a - b)) {
        const decision = hitRateLimit(db, 'k', limit, t);
        expect(decision.allowed).toBe(inWindow(t) < limit);
        if (decision.allowed) admitted.push(t);
        else {
          // Free after exactly retryAfterSeconds, and still full one second earlier.
          expect(inWindow(t + decision.retryAfterSeconds * 1000)).toBeLessThan(limit);
          expect(inWindow(t + (decision.retryAfterSeconds - 1) * 1000)).toBe(limit);
          // freeAt is the exact instant: free there, full one millisecond before.
          expect(inWindow(decision.freeAt)).toBeLessThan(limit);
          expect(inWindow(decision.freeAt - 1)).toBe(limit);
        }
      }
      for (const a of admitted) expect(admitted.filter((b) => b >= a && b < a + RATE_WINDOW_MS).length).toBeLessThanOrEqual(limit);
      db.close();
    }), { numRuns: 200 });
  });
});
