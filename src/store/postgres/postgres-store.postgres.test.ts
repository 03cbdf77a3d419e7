// Needs PostgreSQL: GROUND_TEST_DATABASE_URL (set by .ci/run); skipped when unset.
// Two stores over one schema stand for two `ground serve` instances (each its own pool).
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, queryTestDatabase, usePostgresSchemas } from '../../../test/helpers/services.ts';
import type { CheckRecord } from '../checks.ts';
import { openServerStore, type OpenedStore } from '../open-server-store.ts';
import { RESERVATION_LEASE_MS } from '../usage.ts';
import { migratePostgres } from './migrate-postgres.ts';

const schemaUrl = usePostgresSchemas();
const opened: OpenedStore[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
});

async function open(url: string): Promise<OpenedStore> {
  const store = await openServerStore({ dataDir: 'unused', databaseUrl: url, redisUrl: null });
  opened.push(store);
  return store;
}

/** 2026-11-22T23:59:59Z: one second before a new UTC day. */
const T = Date.UTC(2026, 10, 22, 23, 59, 59);

function record(id: string, tokens: number, text?: CheckRecord['text']): CheckRecord {
  return { id, keyId: 'key_1', workspaceId: 'w', tokens, latencyMs: 3, pHallucinated: 0.25, model: 'm', status: 'ok', sentences: [], text };
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL store (needs GROUND_TEST_DATABASE_URL)', () => {
  it('migrates once: two instances starting together and ground migrate afterwards apply each migration once', async () => {
    const { url, schema } = schemaUrl();
    await Promise.all([open(url), open(url)]);
    expect(await migratePostgres(url)).toMatchObject({ applied: [] });
    expect(await queryTestDatabase(schema, 'SELECT name FROM ground_migrations ORDER BY name')).toEqual([{ name: 'jobs/001' }, { name: 'server/001' }, { name: 'server/002' }]);
  });

  it('never reserves past the allowance: 40 concurrent reservations of 100 across two instances, allowance 1,000', async () => {
    const { url, schema } = schemaUrl();
    const [a, b] = [await open(url), await open(url)];
    const ws = await a.writeWorkspace('w', { dailyTokens: 1000 }, T);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).reserve(ws, 100, T)));
    const granted = results.flatMap((r) => (r.ok ? [r.id] : []));
    expect(granted).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => r.usage.remaining < 100)).toBe(true);
    // Settle 4 (one check of 100 each), release 6: only the settled ones are charged.
    await Promise.all(granted.map((id, i) => (i < 4
      ? (i % 2 ? a : b).settle({ reservationId: id, workspace: ws, checks: [record(`chk_${i}`, 100)], now: T })
      : (i % 2 ? a : b).release(id))));
    expect(await queryTestDatabase(schema, 'SELECT day, tokens::int, checks::int FROM usage_days')).toEqual([{ day: '2026-11-22', tokens: 400, checks: 4 }]);
    expect(await queryTestDatabase(schema, 'SELECT count(*)::int AS n FROM reservations')).toEqual([{ n: 0 }]);
    expect((await b.readUsage(ws, T)).remaining).toBe(600);
  });

  it('takes the current allowance from the database, not the caller\'s copy of the workspace', async () => {
    const { url } = schemaUrl();
    const a = await open(url);
    const stale = await a.writeWorkspace('w', { dailyTokens: 1000 }, T);
    await a.writeWorkspace('w', { dailyTokens: 300 }, T);
    expect(await a.reserve(stale, 400, T)).toMatchObject({ ok: false, usage: { limit: 300, remaining: 300 } });
  });

  it('an abandoned reservation holds tokens until its lease ends; the tokens return after it', async () => {
    const { url } = schemaUrl();
    const a = await open(url);
    const ws = await a.writeWorkspace('w', { dailyTokens: 1000 }, T - 3_600_000);
    const t0 = T - 3_600_000;
    expect(await a.reserve(ws, 700, t0)).toMatchObject({ ok: true, usage: { remaining: 300 } });
    expect((await a.readUsage(ws, t0 + RESERVATION_LEASE_MS - 1)).remaining).toBe(300);
    expect((await a.readUsage(ws, t0 + RESERVATION_LEASE_MS)).remaining).toBe(1000);
    expect(await a.reserve(ws, 1000, t0 + RESERVATION_LEASE_MS)).toMatchObject({ ok: true, usage: { remaining: 0 } });
  });

  it('sliding window across two instances: 5 of 12 concurrent requests pass; Retry-After counts to the oldest', async () => {
    const { url } = schemaUrl();
    const [a, b] = [await open(url), await open(url)];
    const at = T - 30_000;
    const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).hitRateLimit('key_1', 5, at)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.filter((d) => !d.allowed)).toEqual(Array(7).fill({ allowed: false, retryAfterSeconds: 60, freeAt: at + 60_000 }));
    expect(await a.hitRateLimit('key_1', 5, at + 59_001)).toEqual({ allowed: false, retryAfterSeconds: 1, freeAt: at + 60_000 });
    expect(await b.hitRateLimit('key_1', 5, at + 60_000)).toEqual({ allowed: true });
    expect(await b.hitRateLimit('key_2', 5, at + 60_000)).toEqual({ allowed: true }); // other keys are separate
  });

  it('keys: found by their secret only, refused by every instance once revoked', async () => {
    const { url } = schemaUrl();
    const [a, b] = [await open(url), await open(url)];
    const { key, info } = await a.createKey({ workspaceId: 'acme', allowIps: ['10.0.0.0/8'], now: T });
    expect(await b.findKey(key)).toMatchObject({ key: { id: info.id, allowIps: ['10.0.0.0/8'] }, workspace: { id: 'acme', dailyTokens: 1_000_000 } });
    const wrong = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A'); // same lookup prefix, other hash
    expect(await b.findKey(wrong)).toBeNull();
    expect(await a.revokeKey(info.id, T)).toBe(true);
    expect(await a.revokeKey(info.id, T)).toBe(false);
    expect(await b.findKey(key)).toBeNull();
  });

  it('stores retained text exactly, NUL characters included, and purges it after the retention', async () => {
    const { url, schema } = schemaUrl();
    const a = await open(url);
    const ws = await a.writeWorkspace('w', { retainText: true, retentionDays: 2 }, T);
    const r = await a.reserve(ws, 200, T);
    if (!r.ok) throw new Error('reserve failed');
    const text = { question: 'a\u0000b?', context: ['x\u0000', 'é'], answer: 'c\u0000d' };
    await a.settle({ reservationId: r.id, workspace: ws, checks: [{ ...record('chk_t', 200, text), metadata: { tags: ['t\u0000'] } }], now: T });
    const [row] = await queryTestDatabase<{ question: string; context: string; answer: string; metadata: string }>(schema,
      'SELECT question, context, answer, metadata FROM check_texts JOIN checks ON checks.id = check_id');
    expect(row && [JSON.parse(row.question), JSON.parse(row.context), JSON.parse(row.answer), JSON.parse(row.metadata)])
      .toEqual([text.question, text.context, text.answer, { tags: ['t\u0000'] }]);
    expect(await a.purgeTexts(T + 2 * 86_400_000 - 1)).toBe(0);
    expect(await a.purgeTexts(T + 2 * 86_400_000)).toBe(1);
    expect(await queryTestDatabase(schema, 'SELECT count(*)::int AS n FROM checks')).toEqual([{ n: 1 }]);
  });

  it('refuses to start against an unreachable server, naming it without the password', async () => {
    await expect(openServerStore({ dataDir: 'unused', databaseUrl: 'postgres://ground:s3cret@127.0.0.1:1/x', redisUrl: null }))
      .rejects.toThrow(/^cannot use PostgreSQL at 127\.0\.0\.1:1\/x: .*ECONNREFUSED/);
    await expect(openServerStore({ dataDir: 'unused', databaseUrl: 'postgres://ground:s3cret@127.0.0.1:1/x', redisUrl: null }))
      .rejects.not.toThrow(/s3cret/);
  });
});
