/**
 * The store's liveness for `/v1/health`, so that health never waits for the store. Asking the
 * store on every health call costs a round trip to PostgreSQL or Redis, and under load that
 * round trip queues behind the requests for a pool connection: health took over a second at
 * p99 with 96 clients on PostgreSQL. Instead the last answer of `ping()` is kept, and a new
 * ping starts in the background when it is older than `maxAgeMs`.
 */

export interface StoreLivenessOptions {
  ping: () => Promise<boolean>;
  /** How old an answer may be before a new ping starts; also how long a ping may take (ms). */
  maxAgeMs: number;
  /** Monotonic ms. */
  now: () => number;
}

/**
 * Returns `alive()`: the store's last answer, or false when a ping has been pending for longer
 * than `maxAgeMs` (a store that does not answer within that is not healthy). Only the very first
 * call waits for a ping. So health reflects the store within about `2 × maxAgeMs`.
 */
export function createStoreLiveness(options: StoreLivenessOptions): () => Promise<boolean> {
  let answer: { alive: boolean; at: number } | null = null;
  let pending: { started: number; done: Promise<boolean> } | null = null;
  const ping = (): Promise<boolean> => {
    const started = options.now();
    const done = options.ping().catch(() => false).then((alive) => {
      answer = { alive, at: options.now() };
      pending = null;
      return alive;
    });
    pending = { started, done };
    return done;
  };
  return async () => {
    const now = options.now();
    if (answer && now - answer.at < options.maxAgeMs) return answer.alive;
    if (!pending) {
      const done = ping();
      if (!answer) return done;
      return answer.alive;
    }
    if (now - pending.started >= options.maxAgeMs) return false;
    return answer ? answer.alive : pending.done;
  };
}
