/**
 * Back-pressure in front of the engine workers: a request whose checks the bounded queue cannot
 * take right now is refused at once with 502 `verification_unavailable` (nothing is reserved or
 * charged; clients retry with backoff, as the spec says) instead of waiting behind the others.
 * A batch is admitted whole or not at all.
 *
 * Between admission and the checks entering the queue the request waits for the store (quota
 * reservation), so admitted checks hold their places (`claimed`) until the handler has queued
 * them (`ctx.enqueued`): two requests admitted at the same time never share the last places.
 */
import type { CheckEngine, Middleware } from './context.ts';
import { Refusal } from './responses.ts';

/** The message of a refusal for lack of capacity. */
export const AT_CAPACITY = 'The checking service is at capacity. Nothing was charged; retry with backoff.';

/** Creates the admission middleware; place it after the body (it counts `ctx.items`) and before the quota. */
export function createAdmission(engine: Pick<CheckEngine, 'capacity'>): Middleware {
  let claimed = 0;
  return async (ctx, next) => {
    const needed = ctx.items?.length ?? 0;
    if (engine.capacity() - claimed < needed) {
      ctx.log.at_capacity = true;
      throw new Refusal('verification_unavailable', AT_CAPACITY);
    }
    claimed += needed;
    let held = true;
    const unclaim = (): void => {
      if (held) claimed -= needed;
      held = false;
    };
    ctx.enqueued = unclaim;
    try {
      return await next(ctx);
    } finally {
      unclaim();
    }
  };
}
