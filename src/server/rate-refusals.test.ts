import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../store/open-database.ts';
import { hitRateLimit, RATE_WINDOW_MS, type RateDecision } from '../store/rate-limit.ts';
import { rememberRefusals, type HitRateLimit } from './rate-refusals.ts';

const T = Date.UTC(2026, 10, 22, 12, 0, 0);

/** The SQLite store's limit on one connection, counting its calls. */
function sqliteLimit(): { hit: HitRateLimit; calls: () => number } {
  const db = openDatabase(':memory:');
  let calls = 0;
  return {
    hit: async (keyId, perMinute, now) => {
      calls += 1;
      return hitRateLimit(db, keyId, perMinute, now);
    },
    calls: () => calls,
  };
}

describe('refusals remembered until the next free place', () => {
  it('refuses from memory with the store\'s Retry-After until freeAt, then asks the store again', async () => {
    const store = sqliteLimit();
    const hit = rememberRefusals(store.hit);
    for (let i = 0; i < 3; i++) expect(await hit('k', 3, T + i * 1000)).toEqual({ allowed: true });
    expect(await hit('k', 3, T + 5_000)).toEqual({ allowed: false, retryAfterSeconds: 55, freeAt: T + RATE_WINDOW_MS });
    expect(store.calls()).toBe(4);
    expect(await hit('k', 3, T + 30_500)).toEqual({ allowed: false, retryAfterSeconds: 30, freeAt: T + RATE_WINDOW_MS });
    expect(await hit('k', 3, T + 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1, freeAt: T + RATE_WINDOW_MS });
    expect(store.calls()).toBe(4);
    expect(await hit('k', 3, T + RATE_WINDOW_MS)).toEqual({ allowed: true });
    expect(store.calls()).toBe(5);
  });

  it('asks the store when the plan changed or the clock went back', async () => {
    const store = sqliteLimit();
    const hit = rememberRefusals(store.hit);
    expect(await hit('k', 1, T)).toEqual({ allowed: true });
    expect(await hit('k', 1, T + 1_000)).toMatchObject({ allowed: false });
    expect(await hit('k', 2, T + 2_000)).toEqual({ allowed: true });
    expect(await hit('k', 2, T + 3_000)).toMatchObject({ allowed: false, freeAt: T + RATE_WINDOW_MS });
    const calls = store.calls();
    expect(await hit('k', 2, T + 2_500)).toMatchObject({ allowed: false });
    expect(store.calls()).toBe(calls + 1);
  });

  const arrivals = (limits: fc.Arbitrary<number>): fc.Arbitrary<{ gap: number; process: number; key: string; limit: number }[]> =>
    fc.array(fc.record({ gap: fc.integer({ min: 0, max: 9_000 }), process: fc.constantFrom(0, 1), key: fc.constantFrom('a', 'b'), limit: limits }), { minLength: 1, maxLength: 80 });

  /** Runs arrivals against the store alone and against two processes, each with its memory, sharing another store. */
  async function compare(list: { gap: number; process: number; key: string; limit: number }[], check: (alone: RateDecision, remembered: RateDecision) => void): Promise<void> {
    const alone = sqliteLimit();
    const shared = sqliteLimit();
    const processes = [rememberRefusals(shared.hit, 1), rememberRefusals(shared.hit)];
    let now = T;
    for (const { gap, process, key, limit } of list) {
      now += gap;
      const expected = await alone.hit(key, limit, now);
      const got = await processes[process]?.(key, limit, now);
      if (!got) throw new Error('no such process');
      check(expected, got);
    }
  }

  it('for any arrivals at two processes sharing one store: the same answers as the store alone', async () => {
    for (const limit of [1, 2, 3]) {
      await fc.assert(fc.asyncProperty(arrivals(fc.constant(limit)), (list) => compare(list, (alone, got) => expect(got).toEqual(alone))), { numRuns: 60 });
    }
  });

  it('with the plan changing meanwhile: the same requests admitted; a remembered Retry-After is never later than the store\'s', async () => {
    await fc.assert(fc.asyncProperty(arrivals(fc.constantFrom(2, 2, 3)), (list) => compare(list, (alone, got) => {
      expect(got.allowed).toBe(alone.allowed);
      // Shorter only when the plan was raised (another process admitted more) and lowered again.
      if (!got.allowed && !alone.allowed) expect(got.freeAt).toBeLessThanOrEqual(alone.freeAt);
    })), { numRuns: 200 });
  });
});
