// Benchmark of several `ground serve` instances on one PostgreSQL and one Redis (not a test):
//   npm run bench:scale [-- --instances 1,2,4 --requests 3000 --batches 40 --connections 16 --workers 1]
//                       [--database postgres://…] [--redis redis://…] [--no-write]
// For each instance count, starts that many real `ground serve --database --redis` processes on
// loopback (same workspace, same key), sends a fixed number of single checks and then of batches
// of 50 with autocannon, its connections spread evenly over the instances, and reports checks
// per second and latency. A fixed number of requests (not a duration) lets every request finish,
// so at the end the tokens charged in PostgreSQL must equal the sum of `usage.tokens` of the
// answers received; the script exits 1 when they differ. Writes BENCHMARKS.md (bench:scale).
// Database and Redis default to GROUND_TEST_DATABASE_URL / GROUND_TEST_REDIS_URL, else the
// servers `.ci/run` uses; the tables go to a schema of their own, dropped at the end.
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openServerStore } from '../src/store/open-server-store.ts';
import { migratePostgres } from '../src/store/postgres/migrate-postgres.ts';
import { BRIDGE_ITEM as ITEM, startServe } from './bench/serve.ts';
import { writeBenchSection } from './write-bench-section.ts';

interface Stats { average: number; p50: number; p99: number }
interface CannonResult { requests: Stats; latency: Stats; non2xx: number; errors: number; timeouts: number; duration: number }
interface CannonRequest { method: string; path: string; headers: Record<string, string>; body: string; onResponse: (status: number, body: string) => void }
interface CannonOptions { url: string[]; connections: number; amount: number; requests: CannonRequest[] }
const autocannon = createRequire(import.meta.url)('autocannon') as (o: CannonOptions) => Promise<CannonResult>;

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '1,2,4' },
    requests: { type: 'string', default: '3000' },
    batches: { type: 'string', default: '40' },
    connections: { type: 'string', default: '16' },
    workers: { type: 'string', default: '1' },
    database: { type: 'string', default: process.env.GROUND_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' },
    redis: { type: 'string', default: process.env.GROUND_TEST_REDIS_URL || 'redis://127.0.0.1:6379' },
    'no-write': { type: 'boolean', default: false },
  },
});
const counts = values.instances.split(',').map(Number);
const [requests, batches, connections, workers] = [values.requests, values.batches, values.connections, values.workers].map(Number) as [number, number, number, number];

const BATCH = { items: Array.from({ length: 50 }, () => ITEM) };

/** What the load generator received: answers and their `usage.tokens`, and statuses. */
const received = { tokens: 0, answers: 0, statuses: new Map<number, number>() };

function onResponse(status: number, body: string): void {
  received.statuses.set(status, (received.statuses.get(status) ?? 0) + 1);
  if (status !== 200) return;
  const json = JSON.parse(body) as { usage: { tokens: number }; results?: unknown[] };
  received.tokens += json.usage.tokens;
  received.answers += json.results?.length ?? 1;
}

function withParam(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

interface Phase { result: CannonResult; perSecond: number }

/** Sends `amount` requests over `conns` connections; `perSecond` is requests over wall time. */
async function fire(urls: string[], key: string, path: string, body: unknown, amount: number, conns: number): Promise<Phase> {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const t0 = performance.now();
  // autocannon refuses more connections than requests.
  const result = await autocannon({ url: urls, connections: Math.min(conns, amount), amount, requests: [{ method: 'POST', path, headers, body: JSON.stringify(body), onResponse }] });
  return { result, perSecond: amount / ((performance.now() - t0) / 1000) };
}

/** Tokens charged and checks stored in the bench schema, from the database itself. */
async function readCharged(client: pg.Client): Promise<{ tokens: number; checks: number; storedTokens: number }> {
  const usage = await client.query<{ t: number; n: number }>('SELECT coalesce(sum(tokens), 0)::float8 AS t, coalesce(sum(checks), 0)::float8 AS n FROM usage_days');
  const stored = await client.query<{ t: number }>('SELECT coalesce(sum(tokens), 0)::float8 AS t FROM checks');
  return { tokens: usage.rows[0]?.t ?? 0, checks: usage.rows[0]?.n ?? 0, storedTokens: stored.rows[0]?.t ?? 0 };
}

/**
 * Samples, every 200 ms until stopped, how many connections of this schema's instances wait on a
 * lock (a backend holding a lock on one of the schema's tables and waiting on another: the
 * workspace row that reservations lock, the day's usage row that settlements update).
 */
function sampleLockWaits(client: pg.Client, schema: string): () => Promise<number> {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity a WHERE a.wait_event_type = 'Lock'
        AND EXISTS (SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace s ON s.oid = c.relnamespace
                    WHERE l.pid = a.pid AND l.granted AND s.nspname = $1)`, [schema]);
      samples.push(rows[0]?.n ?? 0);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return samples.length === 0 ? 0 : samples.reduce((a, b) => a + b, 0) / samples.length;
  };
}

interface Row { n: number; single: Phase; batch: Phase; charged: number; receivedTokens: number; lockWaits: number }

async function measure(n: number, database: string, redis: string, key: string, client: pg.Client, schema: string): Promise<Row> {
  const instances = await Promise.all(Array.from({ length: n }, () => startServe(['--workers', String(workers), '--database', database, '--redis', redis])));
  try {
    const urls = instances.map((i) => i.url);
    // Connections a multiple of the instance count, so each instance gets the same share.
    const conns = Math.max(n, Math.round(connections / n) * n);
    const before = { charged: (await readCharged(client)).tokens, tokens: received.tokens };
    await fire(urls, key, '/v1/ground/basic', ITEM, 50 * n, n); // warm-up (counted in the totals, not in the row)
    const stopSampling = sampleLockWaits(client, schema);
    const single = await fire(urls, key, '/v1/ground/basic', ITEM, requests, conns);
    const lockWaits = await stopSampling();
    // One batch connection per instance: with one worker an instance queues one batch of 50
    // and refuses a second (502 at capacity) while the first runs.
    const batch = await fire(urls, key, '/v1/ground/basic/batch', BATCH, batches, n * workers);
    const after = (await readCharged(client)).tokens;
    return { n, single, batch, charged: after - before.charged, receivedTokens: received.tokens - before.tokens, lockWaits };
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

const fmt = (x: number, digits = 0): string => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const errorsOf = (p: Phase): number => p.result.non2xx + p.result.errors + p.result.timeouts;

function render(rows: Row[], meta: { loadStart: number[]; loadEnd: number[]; pgVersion: string; redisVersion: string; seconds: number; exact: boolean }): string {
  const load = (l: number[]): string => l.map((x) => x.toFixed(2)).join(' / ');
  const table = rows.map((r) => `| ${r.n} | ${fmt(r.single.perSecond, 1)} | ${r.single.result.latency.p50} | ${r.single.result.latency.p99} | ${fmt(r.lockWaits, 1)} | ${fmt(r.batch.perSecond * 50)} | ${r.batch.result.latency.p50} | ${r.batch.result.latency.p99} | ${errorsOf(r.single) + errorsOf(r.batch)} | ${fmt(r.charged)} = ${fmt(r.receivedTokens)}${r.charged === r.receivedTokens ? '' : ' **differ**'} |`);
  return [
    '### Several instances on PostgreSQL and Redis (`npm run bench:scale`)',
    '',
    `Command: \`npm run bench:scale -- --instances ${counts.join(',')} --requests ${requests} --batches ${batches} --connections ${connections} --workers ${workers}\` (scripts/bench-scale.ts), ${new Date().toISOString().slice(0, 10)}, ${meta.seconds} s in all.`,
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL ${meta.pgVersion}, Redis ${meta.redisVersion}, all on loopback. Load average (1 / 5 / 15 min) ${load(meta.loadStart)} at the start, ${load(meta.loadEnd)} at the end (a shared machine: other work ran beside it).`,
    `Each row: that many real \`ground serve --database --redis --workers ${workers}\` processes on one PostgreSQL schema and one Redis, one workspace and one key (rate limit in Redis, quota reserved and settled in PostgreSQL).`,
    `autocannon in the benchmark process spreads its connections evenly over the instances and sends a fixed number of requests: ${fmt(requests)} single checks (${connections} connections, rounded to a multiple of the instance count), then ${batches} batches of 50 (one connection per engine worker). Rates are requests over the wall time of the phase; errors are any answer but 200 (502 when an instance's queue was full) and failed connections.`,
    `Item: 3 passages, 3-sentence answer (${Buffer.byteLength(JSON.stringify(ITEM))} bytes of JSON). Latency in ms. "Waiting on a lock": the mean number of the instances' PostgreSQL connections waiting on a row lock during the single checks (sampled every 200 ms). The last column: tokens charged in PostgreSQL = the sum of \`usage.tokens\` of the answers the load generator received (warm-up included).`,
    '',
    '| Instances | Single checks/s | p50 | p99 | Waiting on a lock | Batch answers/s | Batch p50 | Batch p99 | Errors | Charged = received tokens |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...table,
    '',
    meta.exact
      ? `Quota exact in every row: the charge equals what the clients were told, and the stored checks add up to the charge.`
      : `**Quota not exact**: see the rows marked "differ".`,
    `Everything shares ${availableParallelism()} cores here (the load generator, every instance's main thread and ${workers} engine worker(s) each, PostgreSQL, Redis), so more instances bring no more CPU. All requests charge one workspace: each reservation locks the workspace's row and each settlement updates its usage row of the day, so the requests of one workspace take turns in PostgreSQL ("Waiting on a lock"), and a lock holder that the busy machine deschedules keeps the others waiting. These figures are the cost of exact shared quotas on one machine, not horizontal scaling; on separate hosts each instance brings its own cores, and different workspaces do not wait for each other.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadStart = loadavg();
  const schema = `ground_bench_${process.pid}`;
  const prefix = `ground-bench:${process.pid}:`;
  const database = withParam(values.database, 'schema', schema);
  const redisUrl = withParam(values.redis, 'prefix', prefix);
  await migratePostgres(database);
  const admin = await openServerStore({ dataDir: 'unused', databaseUrl: database, redisUrl: null });
  const { key } = await admin.createKey({ workspaceId: 'bench', now: Date.now() });
  await admin.writeWorkspace('bench', { dailyTokens: 1e12, requestsPerMinute: 10_000_000 }, Date.now());
  await admin.close();
  const client = new pg.Client({ connectionString: values.database, options: `-c search_path="${schema}"` });
  await client.connect();
  const redis = new Redis(values.redis);
  try {
    const pgVersion = (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v.split(' ')[0] ?? '?';
    const redisVersion = /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? '?';
    const rows: Row[] = [];
    for (const n of counts) {
      const t0 = Date.now();
      rows.push(await measure(n, database, redisUrl, key, client, schema));
      console.error(`bench:scale: ${n} instance(s) done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const totals = await readCharged(client);
    const exact = rows.every((r) => r.charged === r.receivedTokens) && totals.tokens === received.tokens && totals.storedTokens === totals.tokens && totals.checks === received.answers;
    const md = render(rows, { loadStart, loadEnd: loadavg(), pgVersion, redisVersion, seconds: Math.round((Date.now() - started) / 1000), exact });
    console.log(md);
    console.log(`\nstatuses received: ${JSON.stringify(Object.fromEntries(received.statuses))}; answers ${received.answers}, checks stored ${totals.checks}; tokens received ${received.tokens}, charged ${totals.tokens}, in stored checks ${totals.storedTokens}`);
    if (!values['no-write']) writeBenchSection('bench:scale', md);
    if (!exact) process.exitCode = 1;
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

await main();
