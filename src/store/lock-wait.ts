/**
 * Waiting for another process's SQLite write lock without blocking the event loop.
 *
 * node:sqlite is synchronous: with SQLite's own busy timeout, a call that meets a lock held by
 * another process (a `ground connect` job, a second `ground serve`, `ground keys`) sleeps inside
 * SQLite on the main thread, and every request and health call of the server waits with it.
 * So the server's connection runs with `busy_timeout = 0` and a call that finds the database
 * locked is retried from a timer, a few milliseconds apart, until its wait is used up; then it
 * rejects with SQLite's "database is locked" and the server answers 503/502.
 */

/** How long a store call of `ground serve` waits for another process's write lock (ms). */
export const LOCK_WAIT_MS = 1_000;

/** SQLITE_BUSY, also in its extended forms (BUSY_RECOVERY, BUSY_SNAPSHOT, BUSY_TIMEOUT). */
export function isBusyError(err: unknown): boolean {
  const code = (err as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

export interface LockWaitOptions {
  /** Longest wait for the lock, from the first attempt (ms). */
  waitMs: number;
  /** Monotonic ms. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY or `waitMs` has passed. `attempt` must
 * be safe to repeat after a busy failure: one statement, or one transaction that rolled back.
 */
export async function retryWhileBusy<T>(attempt: () => T, options: LockWaitOptions): Promise<T> {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? sleepFor;
  const deadline = now() + options.waitMs;
  // 2, 4, 8, 16, then every 25 ms: close to SQLite's own busy handler, without holding the thread.
  for (let pause = 2; ; pause = Math.min(pause * 2, 25)) {
    try {
      return attempt();
    } catch (err) {
      const left = deadline - now();
      if (!isBusyError(err) || left <= 0) throw err;
      await sleep(Math.min(pause, left));
    }
  }
}
