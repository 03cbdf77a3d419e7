import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { isBusyError, retryWhileBusy } from './lock-wait.ts';
import { createServerStore } from './server-store.ts';
import { ensureWorkspace } from './workspaces.ts';
import { useTempDirs } from '../../test/helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-lock-');
const T = Date.UTC(2026, 10, 22, 12, 0, 0);
const busy = Object.assign(new Error('database is locked'), { errcode: 5 });

/** A fake clock whose sleep advances it, so a test never waits. */
function fakeTime(): { now: () => number; sleep: (ms: number) => Promise<void>; slept: number[] } {
  let t = 0;
  const slept: number[] = [];
  return { now: () => t, sleep: async (ms) => { slept.push(ms); t += ms; }, slept };
}

describe('retryWhileBusy', () => {
  it('retries a busy attempt with growing pauses until it succeeds', async () => {
    const time = fakeTime();
    let calls = 0;
    const result = await retryWhileBusy(() => {
      calls += 1;
      if (calls < 4) throw busy;
      return 'done';
    }, { waitMs: 1000, ...time });
    expect(result).toBe('done');
    expect(time.slept).toEqual([2, 4, 8]);
  });

  it('gives up with the busy error once the wait is used up, never sleeping past it', async () => {
    const time = fakeTime();
    await expect(retryWhileBusy(() => { throw busy; }, { waitMs: 100, ...time })).rejects.toBe(busy);
    expect(time.slept.reduce((a, b) => a + b, 0)).toBe(100);
    expect(time.slept.at(-1)).toBe(100 - (2 + 4 + 8 + 16 + 25 + 25));
  });

  it('does not retry other errors', async () => {
    const time = fakeTime();
    const other = Object.assign(new Error('constraint'), { errcode: 19 });
    await expect(retryWhileBusy(() => { throw other; }, { waitMs: 1000, ...time })).rejects.toBe(other);
    expect(time.slept).toEqual([]);
    expect(isBusyError(Object.assign(new Error('x'), { errcode: 517 }))).toBe(true); // SQLITE_BUSY_SNAPSHOT
    expect(isBusyError(new Error('database is locked'))).toBe(false);
  });
});

describe('the server store while another connection holds the write lock', () => {
  it('waits without blocking the event loop, rejects after its wait, and succeeds once the lock is gone', async () => {
    const dir = tempDir();
    const other = openDatabase(dir);
    ensureWorkspace(other, 'w', T);
    const store = createServerStore(dir, openDatabase, 300);
    expect(await store.ping()).toBe(true);
    other.exec('BEGIN IMMEDIATE');

    // Timers keep firing while the store waits: the thread is free.
    let ticks = 0;
    const ticker = setInterval(() => { ticks += 1; }, 10);
    const started = performance.now();
    await expect(store.hitRateLimit('key_1', 60, T)).rejects.toSatisfy(isBusyError);
    const waited = performance.now() - started;
    clearInterval(ticker);
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(ticks).toBeGreaterThanOrEqual(5);
    // Reads are not blocked by a writer in WAL mode, nor is ping.
    expect(await store.findKey(`grd_live_${'a'.repeat(43)}`)).toBeNull();
    expect(await store.ping()).toBe(true);

    // A lock released during the wait lets the call through.
    const pending = store.hitRateLimit('key_1', 60, T);
    setTimeout(() => other.exec('COMMIT'), 50);
    expect(await pending).toMatchObject({ allowed: true });
    await store.close();
    other.close();
  });
});
