/**
 * Back-pressure in front of the engine workers: a request whose checks the bounded queue cannot
 * take right now is refused at once with 502 `verification_unavailable` (nothing is reserved or
 * charged; clients retry with backoff, as the spec says) instead of waiting behind the others.
 * A batch is admitted whole or not at all.
 */
import { GroundError } from '../contract/errors.ts';
import type { CheckEngine, Middleware } from './context.ts';

/** The message of a refusal for lack of capacity. */
export const AT_CAPACITY = 'The checking service is at capacity. Nothing was charged; retry with backoff.';

/** Creates the admission middleware; place it after the body (it counts `ctx.items`) and before the quota. */
export function createAdmission(engine: Pick<CheckEngine, 'capacity'>): Middleware {
  return async (ctx, next) => {
    const needed = ctx.items?.length ?? 0;
    if (engine.capacity() < needed) {
      ctx.log.at_capacity = true;
      throw new GroundError('verification_unavailable', AT_CAPACITY);
    }
    return next(ctx);
  };
}
