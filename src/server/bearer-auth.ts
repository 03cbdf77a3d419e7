/**
 * Bearer-key middleware: 401 `invalid_api_key` for a missing, malformed, wrong or revoked key,
 * 403 `ip_not_allowed` outside the key's allowlist, 503 `auth_unavailable` when the key store
 * cannot be read. Keys are read from the store on every request (or, with Redis, from a cache of
 * at most 30 s; see `redis/redis-store.ts`), so a revocation applies within the spec's minute.
 */
import type { KeyMatch } from '../store/api-keys.ts';
import type { ServerStore } from '../store/server-store.ts';
import { createAddressList, resolveClientAddress } from './client-address.ts';
import type { Middleware } from './context.ts';
import { Refusal } from './responses.ts';

export interface BearerAuthOptions {
  store: Pick<ServerStore, 'findKey' | 'readUsage'>;
  /** CIDR blocks of proxies whose X-Forwarded-For is believed. */
  trustedProxies: readonly string[];
  now: () => number;
}

const BEARER = /^Bearer +(\S+) *$/i;

/** Creates the middleware; throws at start-up when a trusted-proxy entry is not a CIDR block. */
export function createBearerAuth(options: BearerAuthOptions): Middleware {
  const trusted = createAddressList(options.trustedProxies);
  return async (ctx, next) => {
    const header = ctx.request.headers.get('authorization');
    if (header === null) throw new Refusal('invalid_api_key', 'Send Authorization: Bearer <API_KEY>.');
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) throw new Refusal('invalid_api_key', 'The Authorization header must be "Bearer <API_KEY>".');
    let match: KeyMatch | null;
    try {
      match = await options.store.findKey(token);
      if (match) ctx.usage = await options.store.readUsage(match.workspace, options.now());
    } catch {
      throw new Refusal('auth_unavailable');
    }
    if (!match) throw new Refusal('invalid_api_key');
    ctx.log.key = match.key.id;
    ctx.log.workspace = match.workspace.id;
    const client = resolveClientAddress(ctx.peer, ctx.request.headers.get('x-forwarded-for'), trusted);
    if (match.key.allowIps.length > 0 && (client === undefined || !allowed(match.key.allowIps, client))) {
      throw new Refusal('ip_not_allowed');
    }
    ctx.auth = match;
    return next(ctx);
  };
}

function allowed(cidrs: readonly string[], address: string): boolean {
  try {
    return createAddressList(cidrs).has(address);
  } catch {
    return false;
  }
}
