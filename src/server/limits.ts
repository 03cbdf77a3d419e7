/**
 * Per-key request rate (429 `rate_limited` with Retry-After) and the workspace's daily token
 * allowance (429 `daily_quota_exceeded`). Tokens are reserved before checking and charged only
 * for checked answers; whatever is not charged is released, also when the handler throws.
 */
import { GroundError } from '../contract/errors.ts';
import { chargeTokens } from '../contract/tokens.ts';
import type { ServerStore } from '../store/server-store.ts';
import { authOf, type Middleware } from './context.ts';
import { HttpError } from './responses.ts';

/** Counts the request against the key's limit: the workspace's `requestsPerMinute` in any 60 seconds. */
export function createRateLimit(options: { store: Pick<ServerStore, 'hitRateLimit'>; now: () => number }): Middleware {
  return async (ctx, next) => {
    const { key, workspace } = authOf(ctx);
    let decision;
    try {
      decision = options.store.hitRateLimit(key.id, workspace.requestsPerMinute, options.now());
    } catch {
      throw new GroundError('auth_unavailable');
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
    const reservation = options.store.reserve(workspace, tokens, now);
    ctx.usage = reservation.usage;
    if (!reservation.ok) {
      const seconds = Math.max(1, Math.ceil((reservation.usage.resetsAt - now) / 1000));
      throw new HttpError('daily_quota_exceeded', `This request needs ${tokens} tokens; ${reservation.usage.remaining} remain today.`, {
        'Retry-After': String(seconds),
      });
    }
    let settled = false;
    ctx.charge = (records) => {
      ctx.usage = options.store.settle({ reservationId: reservation.id, workspace, checks: records, now: options.now() });
      settled = true;
      return ctx.usage;
    };
    try {
      return await next(ctx);
    } finally {
      if (!settled) {
        releaseQuietly(options.store, reservation.id);
        ctx.log.refunded = tokens;
        // Report the allowance as it is again, without the released tokens.
        ctx.usage = { ...reservation.usage, remaining: reservation.usage.remaining + tokens };
      }
    }
  };
}

function releaseQuietly(store: Pick<ServerStore, 'release'>, id: number): void {
  try {
    store.release(id);
  } catch {
    // The reservation's lease expires on its own; nothing is charged either way.
  }
}
