/**
 * Redis in front of a server store (`--redis`): the per-key rate limit and a short cache of
 * verified keys, shared by every instance.
 *
 * - Rate limit: the same sliding window log as `../rate-limit.ts`, as a sorted set per key
 *   (score = admission time), trimmed, counted and added to by one Lua script, which Redis runs
 *   atomically: no two instances can both take the last place in a window.
 * - Keys: a verified key is cached for `KEY_CACHE_SECONDS` under the SHA-256 of the presented
 *   secret, so most requests do not read the key tables. Revoking through this store deletes
 *   the cache entry at once; a revocation written to the database by anything else is seen
 *   within `KEY_CACHE_SECONDS`, inside the spec's minute. Unknown keys are never cached, so a
 *   new key works at once. The quota does not trust the cached plan: `reserve` reads the
 *   workspace's current allowance.
 *
 * Every Redis failure rejects (503 `auth_unavailable` at the edge); nothing falls back to
 * admitting a request unchecked.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { hashKey, type KeyMatch } from '../api-keys.ts';
import { RATE_WINDOW_MS, refusedUntil, type RateDecision } from '../rate-limit.ts';
import type { ServerStore, StoreAdmin } from '../server-store.ts';

/** How long a verified key is served from the cache. */
export const KEY_CACHE_SECONDS = 30;

// KEYS[1]: the key's sorted set. ARGV: now (ms), window (ms), limit, a unique member.
// Returns {1} when admitted, {0, t} when refused, t being the admission time that must leave
// the window first (index n - limit ascending; n can exceed limit after a plan is lowered).
const SLIDING_WINDOW = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
if n < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1}
end
local first = redis.call('ZRANGE', KEYS[1], n - limit, n - limit, 'WITHSCORES')
return {0, first[2]}
`;

/** Admits and records one request of `keyId` at `now` in Redis, or refuses it (see `../rate-limit.ts`). */
export async function hitRedisRateLimit(redis: Redis, prefix: string, keyId: string, perMinute: number, now: number): Promise<RateDecision> {
  const reply = (await redis.eval(SLIDING_WINDOW, 1, `${prefix}rate:${keyId}`, now, RATE_WINDOW_MS, perMinute, `${now}:${randomUUID()}`)) as [number, string?];
  if (reply[0] === 1) return { allowed: true };
  return refusedUntil(reply[1] === undefined ? now + RATE_WINDOW_MS : Number(reply[1]) + RATE_WINDOW_MS, now);
}

/** Wraps `store`: rate limit and key cache in Redis under `prefix`; the rest unchanged. */
export function withRedis<S extends ServerStore & StoreAdmin>(store: S, redis: Redis, prefix: string): S {
  const cacheName = (presented: string): string => `${prefix}key:${hashKey(presented).toString('hex')}`;
  const byId = (id: string): string => `${prefix}keyid:${id}`;
  return {
    ...store,
    async findKey(presented) {
      const name = cacheName(presented);
      const cached = await redis.get(name);
      if (cached !== null) return JSON.parse(cached) as KeyMatch;
      const match = await store.findKey(presented);
      if (match) {
        // The id -> entry link lets a revocation find the entry without the secret.
        await redis.multi().set(name, JSON.stringify(match), 'EX', KEY_CACHE_SECONDS)
          .set(byId(match.key.id), name, 'EX', KEY_CACHE_SECONDS).exec();
      }
      return match;
    },
    hitRateLimit: (keyId, perMinute, now) => hitRedisRateLimit(redis, prefix, keyId, perMinute, now),
    async revokeKey(id, now) {
      const revoked = await store.revokeKey(id, now);
      const name = await redis.get(byId(id));
      if (name !== null) await redis.del(name, byId(id));
      return revoked;
    },
    async ping() {
      try {
        return (await redis.ping()) === 'PONG' && (await store.ping());
      } catch {
        return false;
      }
    },
    async close() {
      redis.disconnect();
      await store.close();
    },
  };
}
