// Needs Redis: GROUND_TEST_REDIS_URL (set by .ci/run); skipped when unset.
// Two apps share one Redis (and, here, one SQLite data folder) as two instances would.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.ts';
import { openServerStore, type OpenedStore } from '../../src/store/open-server-store.ts';
import { hitRedisRateLimit, KEY_CACHE_SECONDS } from '../../src/store/redis/redis-store.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { revokeApiKey } from '../../src/store/api-keys.ts';
import { TEST_REDIS_URL, eventually, startTcpProxy, useRedisPrefixes } from '../helpers/services.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';
import { createFakeEngine, ITEM, NOON } from './helpers.ts';

const redisUrl = useRedisPrefixes();
const tempDir = useTempDirs('ground-redis-');
const closing: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

interface Instance { app: App; store: OpenedStore; clock: { now: number } }

async function startInstance(dataDir: string, url: string, clock = { now: NOON }): Promise<Instance> {
  // A generous command timeout: on a loaded CI machine a starved test process could otherwise see
  // the 2 s default expire before Redis's reply is read (503 auth_unavailable), and these tests
  // are about counts and caching, not about timeouts (the gone-Redis test below covers those).
  // Likewise for SQLite's write lock: the two instances share one data folder, and 32 concurrent
  // reservations on a starved machine could outwait the server's 1 s (a .ci/run saw 3 of the 10
  // admitted requests refused with 502 verification_unavailable that way).
  const store = await openServerStore({ dataDir, databaseUrl: null, redisUrl: url, redisCommandTimeoutMs: 20_000, sqliteLockWaitMs: 20_000 });
  closing.push(() => store.close());
  return { app: createApp({ engine: createFakeEngine(), store, now: () => clock.now, elapsed: () => 0 }), store, clock };
}

function post(instance: Instance, key: string): Promise<Response> {
  return instance.app(new Request('http://localhost/v1/ground/basic', {
    method: 'POST', body: JSON.stringify(ITEM), headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  }), { remoteAddress: '127.0.0.1' });
}

async function summary(res: Response): Promise<string> {
  const code = ((await res.json()) as { error?: { code: string } }).error?.code;
  return [res.status, code, res.headers.get('retry-after')].filter((x) => x !== undefined && x !== null).join(' ');
}

function connectTestRedis(): Redis {
  const redis = new Redis(TEST_REDIS_URL ?? '');
  closing.push(() => redis.disconnect());
  return redis;
}

describe.skipIf(!TEST_REDIS_URL)('rate limit and key cache in Redis (needs GROUND_TEST_REDIS_URL)', () => {
  it('32 concurrent requests over two instances, 10 a minute: exactly 10 admitted, 22 told to retry after 60 s', async () => {
    const dir = tempDir();
    const { url } = redisUrl();
    const [a, b] = [await startInstance(dir, url), await startInstance(dir, url)];
    const { key } = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    await a.store.writeWorkspace('acme', { requestsPerMinute: 10 }, NOON);
    const results = await Promise.all(Array.from({ length: 32 }, (_, i) => post(i % 2 ? a : b, key).then(summary)));
    const tally: Record<string, number> = {};
    for (const r of results) tally[r] = (tally[r] ?? 0) + 1;
    // Compared whole, so a failure prints every status the 32 requests got.
    expect(tally).toEqual({ '200': 10, '429 rate_limited 60': 22 });
    const db = openDatabase(dir);
    expect(db.prepare('SELECT tokens, checks FROM usage_days').all()).toEqual([{ tokens: 2000, checks: 10 }]);
    db.close();
  });

  it('is a sliding window: Retry-After counts to the request that must leave; refused requests do not extend it', async () => {
    const redis = connectTestRedis();
    const { prefix } = redisUrl();
    const hit = (now: number): ReturnType<typeof hitRedisRateLimit> => hitRedisRateLimit(redis, prefix, 'key_1', 3, now);
    expect(await hit(NOON)).toEqual({ allowed: true });
    expect(await hit(NOON + 10_000)).toEqual({ allowed: true });
    expect(await hit(NOON + 20_000)).toEqual({ allowed: true });
    // Full: the oldest (NOON) leaves at NOON + 60 s, 35.5 s after NOON + 24.5 s → 36 whole seconds.
    expect(await hit(NOON + 24_500)).toEqual({ allowed: false, retryAfterSeconds: 36, freeAt: NOON + 60_000 });
    expect(await hit(NOON + 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1, freeAt: NOON + 60_000 });
    expect(await hit(NOON + 60_000)).toEqual({ allowed: true });
    // Now NOON+10 s, +20 s and +60 s are in the window; a plan lowered to 1 waits for +60 s to leave.
    expect(await hitRedisRateLimit(redis, prefix, 'key_1', 1, NOON + 61_000)).toEqual({ allowed: false, retryAfterSeconds: 59, freeAt: NOON + 120_000 });
    expect(await redis.zcard(`${prefix}rate:key_1`)).toBe(3);
    expect(await redis.pttl(`${prefix}rate:key_1`)).toBeGreaterThan(59_000);
  });

  it('a key revoked through one instance is refused by the other at once; revoked elsewhere, within the cache time', async () => {
    const dir = tempDir();
    const { url, prefix } = redisUrl();
    const [a, b] = [await startInstance(dir, url), await startInstance(dir, url)];
    const first = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    expect(await summary(await post(b, first.key))).toBe('200'); // now cached
    expect(await a.store.revokeKey(first.info.id, NOON)).toBe(true);
    expect(await summary(await post(b, first.key))).toBe('401 invalid_api_key');

    const second = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    expect(await summary(await post(b, second.key))).toBe('200');
    const redis = connectTestRedis();
    const cached = await redis.keys(`${prefix}key:*`);
    expect(cached).toHaveLength(1);
    const ttl = await redis.ttl(cached[0] ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(KEY_CACHE_SECONDS);
    // Revoked in the database directly (not through a Redis-aware store): served from the cache
    // until the entry expires; expiring it stands for the 30 s passing.
    const db = openDatabase(dir);
    revokeApiKey(db, second.info.id, NOON);
    db.close();
    expect(await summary(await post(b, second.key))).toBe('200');
    await redis.del(cached[0] ?? '');
    expect(await summary(await post(b, second.key))).toBe('401 invalid_api_key');
  });

  it('Redis gone at run time: 503 auth_unavailable and health 503, nothing charged; back when it is', async () => {
    const dir = tempDir();
    const { url } = redisUrl();
    const proxy = await startTcpProxy(url);
    closing.push(() => proxy.close());
    const a = await startInstance(dir, proxy.through(url));
    const { key } = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    const health = async (): Promise<number> => (await a.app(new Request('http://localhost/v1/health'))).status;
    expect(await summary(await post(a, key))).toBe('200');
    proxy.cut();
    expect(await summary(await post(a, key))).toBe('503 auth_unavailable');
    expect(await health()).toBe(503);
    const db = openDatabase(dir);
    expect(db.prepare('SELECT tokens FROM usage_days').all()).toEqual([{ tokens: 200 }]);
    proxy.restore();
    expect(await eventually(async () => (await health()) === 200)).toBe(true);
    expect(await summary(await post(a, key))).toBe('200');
    expect(db.prepare('SELECT tokens FROM usage_days').all()).toEqual([{ tokens: 400 }]);
    db.close();
  });

  it('refuses to start when Redis cannot be reached, naming it, and leaves nothing open', async () => {
    await expect(openServerStore({ dataDir: tempDir(), databaseUrl: null, redisUrl: 'redis://127.0.0.1:1' }))
      .rejects.toThrow(/^cannot reach Redis at 127\.0\.0\.1:1: .*ECONNREFUSED/);
  });
});
