// Needs PostgreSQL: GROUND_TEST_DATABASE_URL (set by .ci/run); skipped when unset.
// Two apps, each with its own connection pool to one schema, stand for two `ground serve`
// instances behind a load balancer; a test client spreads requests over both.
import { afterEach, describe, expect, it } from 'vitest';
import { newCheckId } from '../../src/contract/check-id.ts';
import { createApp, type App } from '../../src/server/app.ts';
import { openServerStore, type OpenedStore } from '../../src/store/open-server-store.ts';
import { TEST_DATABASE_URL, eventually, queryTestDatabase, startTcpProxy, usePostgresSchemas, type TcpProxy } from '../helpers/services.ts';
import { createFakeEngine, ITEM, NOON } from './helpers.ts';

const schemaUrl = usePostgresSchemas();
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

interface Instance { app: App; store: OpenedStore; engine: ReturnType<typeof createFakeEngine> }

async function startInstance(url: string): Promise<Instance> {
  const store = await openServerStore({ dataDir: 'unused', databaseUrl: url, redisUrl: null });
  closing.push(() => store.close());
  const engine = createFakeEngine();
  // Each fake engine numbers its checks from 1; real check ids are random, so are these.
  const check = engine.check;
  engine.check = async (input) => ({ ...(await check(input)), id: newCheckId() });
  return { app: createApp({ engine, store, now: () => NOON, elapsed: () => 0 }), store, engine };
}

function post(instance: Instance, key: string, body: unknown, path = '/v1/ground/basic'): Promise<Response> {
  return instance.app(new Request(`http://localhost${path}`, {
    method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  }), { remoteAddress: '127.0.0.1' });
}

async function codeOf(res: Response): Promise<string | undefined> {
  return ((await res.json()) as { error?: { code: string } }).error?.code;
}

async function charged(schema: string): Promise<{ tokens: number; checks: number; rows: number; reservations: number }> {
  const [u] = await queryTestDatabase<{ tokens: number; checks: number }>(schema, 'SELECT coalesce(sum(tokens), 0)::int AS tokens, coalesce(sum(checks), 0)::int AS checks FROM usage_days');
  const [c] = await queryTestDatabase<{ n: number }>(schema, 'SELECT count(*)::int AS n FROM checks');
  const [r] = await queryTestDatabase<{ n: number }>(schema, 'SELECT count(*)::int AS n FROM reservations');
  return { tokens: u?.tokens ?? -1, checks: u?.checks ?? -1, rows: c?.n ?? -1, reservations: r?.n ?? -1 };
}

describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL (needs GROUND_TEST_DATABASE_URL)', () => {
  it('32 concurrent clients over two instances get exactly the allowance: 10 checks of 200 tokens, 22 refused', async () => {
    const { url, schema } = schemaUrl();
    const [a, b] = [await startInstance(url), await startInstance(url)];
    const { key } = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    await a.store.writeWorkspace('acme', { dailyTokens: 2000, requestsPerMinute: 1000 }, NOON);
    const responses = await Promise.all(Array.from({ length: 32 }, (_, i) => post(i % 2 ? a : b, key, ITEM)));
    const statuses = await Promise.all(responses.map(async (r) => `${r.status} ${r.status === 200 ? '' : await codeOf(r)}`.trim()));
    expect(statuses.filter((s) => s === '200'), statuses.join()).toHaveLength(10);
    expect(statuses.filter((s) => s === '429 daily_quota_exceeded'), statuses.join()).toHaveLength(22);
    expect(await charged(schema)).toEqual({ tokens: 2000, checks: 10, rows: 10, reservations: 0 });
    expect(a.engine.calls + b.engine.calls).toBe(10);
  });

  it('a batch charges only its checked items and refunds the rest', async () => {
    const { url, schema } = schemaUrl();
    const a = await startInstance(url);
    const { key } = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    const res = await post(a, key, { items: [ITEM, { ...ITEM, answer: 'FAIL' }, ITEM] }, '/v1/ground/basic/batch');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { usage: { tokens: number; remaining_today: number } }).usage).toMatchObject({ tokens: 400, remaining_today: 1_000_000 - 400 });
    expect(await charged(schema)).toEqual({ tokens: 400, checks: 2, rows: 2, reservations: 0 });
  });

  it('a key revoked through one instance is refused by the other at its next request', async () => {
    const { url } = schemaUrl();
    const [a, b] = [await startInstance(url), await startInstance(url)];
    const { key, info } = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    expect((await post(b, key, ITEM)).status).toBe(200);
    expect(await a.store.revokeKey(info.id, NOON)).toBe(true);
    const res = await post(b, key, ITEM);
    expect([res.status, await codeOf(res)]).toEqual([401, 'invalid_api_key']);
  });

  it('database gone at run time: 503 auth_unavailable and health 503, nothing charged; back when it is', async () => {
    const { url, schema } = schemaUrl();
    const proxy: TcpProxy = await startTcpProxy(url);
    closing.push(() => proxy.close());
    const a = await startInstance(proxy.through(url));
    const { key } = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    const health = async (): Promise<number> => (await a.app(new Request('http://localhost/v1/health'))).status;
    expect(await health()).toBe(200);
    proxy.cut();
    const res = await post(a, key, ITEM);
    expect([res.status, await codeOf(res)]).toEqual([503, 'auth_unavailable']);
    // Health answers from the store's last ping, at most a second old (store-liveness.ts).
    expect(await eventually(async () => (await health()) === 503, 3_000)).toBe(true);
    expect(a.engine.calls).toBe(0);
    proxy.restore();
    expect(await eventually(async () => (await health()) === 200)).toBe(true);
    expect(await charged(schema)).toEqual({ tokens: 0, checks: 0, rows: 0, reservations: 0 });
    expect((await post(a, key, ITEM)).status).toBe(200);
    expect(await charged(schema)).toMatchObject({ tokens: 200, rows: 1 });
  });

  it('database gone while the answer is being checked: 502 verification_unavailable, the check not charged', async () => {
    const { url, schema } = schemaUrl();
    const proxy = await startTcpProxy(url);
    closing.push(() => proxy.close());
    const a = await startInstance(proxy.through(url));
    const { key } = await a.store.createKey({ workspaceId: 'acme', now: NOON });
    const check = a.engine.check;
    // The link is cut after the reservation, while the engine works.
    a.engine.check = async (input) => {
      proxy.cut();
      return check(input);
    };
    const res = await post(a, key, ITEM);
    expect([res.status, await codeOf(res)]).toEqual([502, 'verification_unavailable']);
    proxy.restore();
    const after = await charged(schema);
    expect([after.tokens, after.checks, after.rows]).toEqual([0, 0, 0]);
    // The release could not reach the database either: the reservation holds its 200 tokens
    // only until its lease ends (never charged).
    expect(after.reservations).toBe(1);
  });
});
