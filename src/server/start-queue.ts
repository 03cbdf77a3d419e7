/**
 * Requests other than health start one per turn of the event loop, so that health is never
 * queued behind a flood of other requests.
 *
 * Node reads every socket that has data in one go (the poll phase) and runs each request's
 * handler right there. With SQLite the whole of a refusal (key lookup, rate limit, 401/429/502)
 * is synchronous, so under a flood of retries from 96 connections a health call arriving in the
 * same round waited for up to 96 refusals before its turn: 100-400 ms. Queued here instead, the
 * poll phase only parses requests (tens of microseconds each) and answers health at once; the
 * queued starts run from `setImmediate`, one per turn, and between two of them Node polls the
 * sockets again. A start scheduled from inside an immediate callback runs in the next turn
 * (Node's documented rule), which is what bounds each turn to one request's work.
 */

export interface StartQueue {
  /** Runs `start` in a later turn of the event loop, after those pushed before it. */
  push(start: () => void): void;
  /** Starts waiting for their turn. */
  readonly length: number;
}

/**
 * Creates an empty queue. `schedule` runs its callback in a later turn (default `setImmediate`;
 * tests pass their own to step the queue).
 */
export function createStartQueue(schedule: (run: () => void) => void = (run) => setImmediate(run)): StartQueue {
  let waiting: Array<() => void> = [];
  let head = 0;
  let scheduled = false;
  const runNext = (): void => {
    const start = waiting[head];
    waiting[head] = noop; // the closure (request, response) is not kept until the queue empties
    head += 1;
    if (head === waiting.length) {
      waiting = [];
      head = 0;
      scheduled = false;
    } else {
      // Scheduled before the start runs, so that a start that throws does not stall the queue.
      schedule(runNext);
    }
    start?.();
  };
  return {
    push(start) {
      waiting.push(start);
      if (scheduled) return;
      scheduled = true;
      schedule(runNext);
    },
    get length() {
      return waiting.length - head;
    },
  };
}

const noop = (): void => {};
