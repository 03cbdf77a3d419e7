/**
 * Per-key request rate (429 `rate_limited` with Retry-After) and the workspace's daily token
 * allowance (429 `daily_quota_exceeded`). Tokens are reserved before checking and charged only
 * for checked answers; whatever is not charged is released, also when the handler throws.
 */
import { chargeTokens } from '../contract/tokens.ts';
import type { ServerStore } from '../store/server-store.ts';
import { authOf, type Middleware } from './context.ts';
import { rememberRefusals } from './rate-refusals.ts';
import { HttpError, Refusal } from './responses.ts';

/** Why a request was refused when the usage store could not be reached (nothing was charged). */
export const STORE_UNAVAILABLE = 'The usage store could not be reached. Nothing was charged; retry with backoff.';

/** Counts the request against the key's limit: the workspace's `requestsPerMinute` in any 60 seconds. */
export function createRateLimit(options: { store: Pick<ServerStore, 'hitRateLimit'>; now: () => number }): Middleware {
  // A key over its limit is refused from memory until its next free place (`rate-refusals.ts`).
  const hitRateLimit = rememberRefusals((keyId, perMinute, now) => options.store.hitRateLimit(keyId, perMinute, now));
  return async (ctx, next) => {
    const { key, workspace } = authOf(ctx);
    let decision;
    try {
      decision = await hitRateLimit(key.id, workspace.requestsPerMinute, options.now());
    } catch {
      throw new Refusal('auth_unavailable');
    }
    if (!decision.allowed) {
      throw new HttpError('rate_limited', `More than ${workspace.requestsPerMinute} requests in 60 seconds for this key.`, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    return next(ctx);
  };
}

/** Reserves the tokens of `ctx.items` and gives the handler `ctx.charge`. */
export function createQuota(options: { store: Pick<ServerStore, 'reserve' | 'settle' | 'release'>; now: () => number }): Middleware {
  return async (ctx, next) => {
    const { workspace } = authOf(ctx);
    const tokens = (ctx.items ?? []).reduce((n, item) => n + chargeTokens(item), 0);
    const now = options.now();
    let reservation;
    try {
      reservation = await options.store.reserve(workspace, tokens, now);
    } catch {
      throw new Refusal('verification_unavailable', STORE_UNAVAILABLE);
    }
    ctx.usage = reservation.usage;
    if (!reservation.ok) {
      const seconds = Math.max(1, Math.ceil((reservation.usage.resetsAt - now) / 1000));
      throw new HttpError('daily_quota_exceeded', `This request needs ${tokens} tokens; ${reservation.usage.remaining} remain today.`, {
        'Retry-After': String(seconds),
      });
    }
    let settled = false;
    const id = reservation.id;
    ctx.charge = async (records) => {
      try {
        ctx.usage = await options.store.settle({ reservationId: id, workspace, checks: records, now: options.now() });
      } catch {
        // The charge and the records are one transaction: it failed whole, so nothing was charged.
        throw new Refusal('verification_unavailable', STORE_UNAVAILABLE);
      }
      settled = true;
      return ctx.usage;
    };
    try {
      return await next(ctx);
    } finally {
      if (!settled) {
        await releaseQuietly(options.store, id);
        ctx.log.refunded = tokens;
        // Report the allowance as it is again, without the released tokens.
        ctx.usage = { ...reservation.usage, remaining: reservation.usage.remaining + tokens };
      }
    }
  };
}

async function releaseQuietly(store: Pick<ServerStore, 'release'>, id: number): Promise<void> {
  try {
    await store.release(id);
  } catch {
    // The reservation's lease expires on its own; nothing is charged either way.
  }
}
