// Needs PostgreSQL and Redis: GROUND_TEST_DATABASE_URL and GROUND_TEST_REDIS_URL (set by
// .ci/run); skipped when either is unset. Real `ground serve --database --redis` processes,
// a test client splitting its requests over their ports.
import { type ChildProcess } from 'node:child_process';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { openServerStore, type OpenedStore } from '../../src/store/open-server-store.ts';
import { runGround, serveGround, type Served } from '../helpers/run-ground.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, queryTestDatabase, usePostgresSchemas, useRedisPrefixes } from '../helpers/services.ts';

const schemaUrl = usePostgresSchemas();
const redisUrl = useRedisPrefixes();
const children: ChildProcess[] = [];
const stores: OpenedStore[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const s of stores.splice(0)) await s.close();
});

function startServe(database: string, redis: string): Promise<Served> {
  return serveGround(['--workers', '1', '--database', database, '--redis', redis], children);
}

const ITEM = { question: 'When did it open?', context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1932.' };

async function post(url: string, key: string, path: string, body: unknown): Promise<string> {
  const res = await request(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
  const json = (await res.body.json()) as { error?: { code: string } };
  return `${res.statusCode}${json.error ? ` ${json.error.code}` : ''}`;
}

async function setUp(dailyTokens: number): Promise<{ database: string; schema: string; redis: string; key: string; keyId: string; admin: OpenedStore }> {
  const { url: database, schema } = schemaUrl();
  const { url: redis } = redisUrl();
  const admin = await openServerStore({ dataDir: 'unused', databaseUrl: database, redisUrl: redis });
  stores.push(admin);
  const { key, info } = await admin.createKey({ workspaceId: 'acme', now: Date.now() });
  await admin.writeWorkspace('acme', { dailyTokens, requestsPerMinute: 100_000 }, Date.now());
  return { database, schema, redis, key, keyId: info.id, admin };
}

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('ground serve processes on PostgreSQL and Redis (needs both test URLs)', () => {
  it('two processes: exactly the allowance under 32 concurrent clients; a revoked key refused by both', async () => {
    const { database, schema, redis, key, keyId, admin } = await setUp(12 * 200);
    const [a, b] = await Promise.all([startServe(database, redis), startServe(database, redis)]);
    const results = await Promise.all(Array.from({ length: 32 }, (_, i) => post((i % 2 ? a : b).url, key, '/v1/ground/basic', ITEM)));
    expect(results.filter((r) => r === '200')).toHaveLength(12);
    expect(results.filter((r) => r === '429 daily_quota_exceeded')).toHaveLength(20);
    expect(await queryTestDatabase(schema, 'SELECT tokens::int, checks::int FROM usage_days')).toEqual([{ tokens: 2400, checks: 12 }]);
    expect(await queryTestDatabase(schema, 'SELECT count(*)::int AS n, sum(tokens)::int AS t FROM checks')).toEqual([{ n: 12, t: 2400 }]);

    expect(await admin.revokeKey(keyId, Date.now())).toBe(true);
    expect(await post(a.url, key, '/v1/ground/basic', ITEM)).toBe('401 invalid_api_key');
    expect(await post(b.url, key, '/v1/ground/basic', ITEM)).toBe('401 invalid_api_key');
  });

  it('kill -9 of one process mid-load loses no committed usage: charged = stored checks, batches whole', async () => {
    const { database, schema, redis, key } = await setUp(10_000_000);
    const [a, b] = await Promise.all([startServe(database, redis), startServe(database, redis)]);
    const batch = { items: Array.from({ length: 50 }, (_, i) => ({ ...ITEM, answer: `The bridge opened in ${1900 + i}.` })) };
    let okFromA = 0;
    let ok = 0;
    const sent = Array.from({ length: 12 }, (_, i) => post((i % 2 ? a : b).url, key, '/v1/ground/basic/batch', batch)
      .then((r) => {
        if (r === '200') ok++;
        if (r === '200' && i % 2 === 1) okFromA++;
      }, () => {}));
    while (okFromA === 0) await new Promise((r) => setTimeout(r, 5));
    a.child.kill('SIGKILL');
    await Promise.all(sent);
    const [u] = await queryTestDatabase<{ t: number }>(schema, 'SELECT coalesce(sum(tokens), 0)::int AS t FROM usage_days');
    const [c] = await queryTestDatabase<{ n: number; t: number }>(schema, 'SELECT count(*)::int AS n, coalesce(sum(tokens), 0)::int AS t FROM checks');
    expect(u?.t).toBe(c?.t);
    expect(c?.t).toBe((c?.n ?? 0) * 200);
    expect((c?.n ?? 0) % 50).toBe(0);
    expect(c?.n ?? 0).toBeGreaterThanOrEqual(ok * 50); // every answered batch is stored
    expect(await post(b.url, key, '/v1/ground/basic', ITEM)).toBe('200');
  });

  it('exits 2 at start, naming the server, when PostgreSQL or Redis cannot be reached', () => {
    const { url: redis } = redisUrl();
    const noDb = runGround(['serve', '--port', '0', '--database', 'postgres://ground:s3cret@127.0.0.1:1/x', '--redis', redis]);
    expect(noDb.code).toBe(2);
    expect(noDb.stderr).toMatch(/ground serve: cannot use PostgreSQL at 127\.0\.0\.1:1\/x: .*ECONNREFUSED/);
    expect(noDb.stderr).not.toContain('s3cret');
    const noRedis = runGround(['serve', '--port', '0', '--database', schemaUrl().url, '--redis', 'redis://127.0.0.1:1']);
    expect(noRedis.code).toBe(2);
    expect(noRedis.stderr).toMatch(/ground serve: cannot reach Redis at 127\.0\.0\.1:1: .*ECONNREFUSED/);
    const badUrl = runGround(['serve', '--database', 'mysql://127.0.0.1/x']);
    expect([badUrl.code, badUrl.stderr.trim()]).toEqual([2, 'ground serve: --database: the database URL must start with postgres:// or postgresql://; got mysql://']);
  });
});
