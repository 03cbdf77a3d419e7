/**
 * Lowers the scheduling priority of the calling thread alone, so that the engine's worker threads
 * (long CPU-bound checks) give a core up to the main thread (health, refusals, sockets) the moment
 * it has work. Linux only: there `setpriority(PRIO_PROCESS, tid)` applies to one thread, and Node's
 * `os.setPriority(id)` calls it. Elsewhere it would renice the whole process, so it is not done.
 * It never throws: a refusal is returned as a reason for the caller to log once.
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The nice steps the engine's worker threads run below the thread that starts them, by default. */
export const DEFAULT_WORKER_NICE = 10;

/** The lowest priority there is (the highest nice value). */
const MAX_NICE = 19;

export type PriorityOutcome =
  | { applied: true; nice: number }
  | { applied: false; reason: string };

/** The kernel's id of the calling thread, read from `/proc/thread-self` ("PID/task/TID"); null when unreadable. */
export function readThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Makes the calling thread `steps` nice steps lower in priority than it is (a new thread starts
 * at the nice value of the thread that started it), at most 19, as `nice -n` does. Threads it
 * starts afterwards inherit the new value. Raising nice needs no privilege.
 * @example lowerThreadPriority(10) // { applied: true, nice: 10 } in a worker of a process at nice 0
 */
export function lowerThreadPriority(steps: number): PriorityOutcome {
  if (!(Number.isInteger(steps) && steps >= 0)) return { applied: false, reason: `not a nice increment: ${steps}` };
  if (steps === 0) return { applied: false, reason: 'not asked (0)' };
  if (process.platform !== 'linux') return { applied: false, reason: `per-thread priority is not supported on ${process.platform}` };
  const tid = readThreadId();
  if (tid === null) return { applied: false, reason: '/proc/thread-self is not readable' };
  try {
    setPriority(tid, Math.min(MAX_NICE, getPriority(tid) + steps));
    return { applied: true, nice: getPriority(tid) };
  } catch (err) {
    return { applied: false, reason: err instanceof Error ? err.message : String(err) };
  }
}
