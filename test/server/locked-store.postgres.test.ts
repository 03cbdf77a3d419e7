// Needs PostgreSQL: GROUND_TEST_DATABASE_URL (set by .ci/run); skipped when unset.
// The PostgreSQL store behaves like the SQLite one (locked-store.test.ts) when another session
// holds write locks on its tables: a request waits at most POSTGRES_LOCK_WAIT_MS (3 s) for each
// lock (lock_timeout), then gets a spec-shaped 503; reads and health need none of those locks
// and keep answering.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { openServerStore } from '../../src/store/open-server-store.ts';
import { POSTGRES_LOCK_WAIT_MS } from '../../src/store/postgres/pool.ts';
import { TEST_DATABASE_URL, usePostgresSchemas } from '../helpers/services.ts';
import { createFakeEngine, ITEM, NOON } from './helpers.ts';

const schemaUrl = usePostgresSchemas();
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL store while another session holds write locks (needs GROUND_TEST_DATABASE_URL)', () => {
  it('answers 503 auth_unavailable within the lock wait, keeps health at 200, and serves again after', async () => {
    const { url, schema } = schemaUrl();
    const store = await openServerStore({ dataDir: 'unused', databaseUrl: url, redisUrl: null });
    closing.push(() => store.close());
    const { key } = await store.createKey({ workspaceId: 'acme', now: NOON });
    await store.writeWorkspace('acme', { requestsPerMinute: 1000 }, NOON);
    const app = createApp({ engine: createFakeEngine(), store, now: () => NOON });
    const check = async (): Promise<{ status: number; code?: string; ms: number }> => {
      const started = performance.now();
      const res = await app(new Request('http://localhost/v1/ground/basic', {
        method: 'POST', body: JSON.stringify(ITEM), headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      }), { remoteAddress: '127.0.0.1' });
      const body = (await res.json()) as { error?: { code: string } };
      return { status: res.status, code: body.error?.code, ms: performance.now() - started };
    };

    // Another session takes the tables' write lock (EXCLUSIVE still lets plain reads through).
    const other = new pg.Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path="${schema}"` });
    await other.connect();
    closing.push(() => other.end());
    await other.query('BEGIN');
    await other.query('LOCK TABLE rate_hits, reservations, usage_days, checks, workspaces IN EXCLUSIVE MODE');
    const during = await Promise.all([check(), check(), check()]);
    const started = performance.now();
    const health = await app(new Request('http://localhost/v1/health'));
    const healthMs = performance.now() - started;
    await other.query('COMMIT');

    // lock_timeout bounds each lock wait, not the request: requests of one key may queue for its
    // advisory lock, then wait for the table, each for at most POSTGRES_LOCK_WAIT_MS.
    for (const r of during) {
      expect(r).toMatchObject({ status: 503, code: 'auth_unavailable' });
      expect(r.ms).toBeLessThan(2 * POSTGRES_LOCK_WAIT_MS + 1_000);
    }
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(POSTGRES_LOCK_WAIT_MS);
    expect((await check()).status).toBe(200);
    const [usage] = (await other.query<{ t: number }>('SELECT coalesce(sum(tokens), 0)::int AS t FROM usage_days')).rows;
    expect(usage?.t).toBe(200); // only the check answered after the lock was gone is charged
  }, 30_000);
});
