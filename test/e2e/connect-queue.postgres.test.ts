// Needs PostgreSQL and Redis: GROUND_TEST_DATABASE_URL and GROUND_TEST_REDIS_URL (set by
// .ci/run); skipped when either is unset. Real `ground connect --queue --database` and
// `ground worker` processes; each test has its own schema and Redis key prefix.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { QUEUE_NAME } from '../../src/queue/check-queue.ts';
import { runGround, runGroundAsync, spawnGround, type GroundRun } from '../helpers/run-ground.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL, queryTestDatabase, usePostgresSchemas, useRedisPrefixes } from '../helpers/services.ts';

const schemaUrl = usePostgresSchemas();
const redisUrl = useRedisPrefixes();
const tmp = mkdtempSync(join(tmpdir(), 'ground-queue-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

// A long context makes a check take long enough that a worker can be killed in the middle of a chunk.
const FILLER = Array.from({ length: 60 }, (_, k) => `Section ${k} of the guide describes maintenance work number ${k} on the cables and the deck.`).join(' ');

/** A Connect file of `n` rows (ids, user ids and e-mails that must never reach the queue) and one bad row. */
function writeConnectFile(name: string, n: number): string {
  const lines = Array.from({ length: n }, (_, k) => JSON.stringify({
    i: 7000 + k, user_id: `u-secret-${k}`, email: `person${k}@example.com`, t: '2025-01-10T09:00:00Z',
    q: 'When did the Golden Gate Bridge open?',
    a: k % 3 === 0 ? 'The Golden Gate Bridge opened in 1937.' : `The Golden Gate Bridge opened in ${1900 + k}.`,
    ctx: [{ text: 'The Golden Gate Bridge opened in 1937.' }, { text: FILLER }],
  }));
  lines.splice(5, 0, JSON.stringify({ i: 9999, q: 'No answer here' }));
  const path = join(tmp, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** Starts a `ground worker`; resolves once it is ready, with its JSON log lines as they come. */
function startWorker(queue: string, extra: string[] = []): Promise<{ child: ChildProcessWithoutNullStreams; events: Array<{ event: string; chunk?: string; answers?: number }> }> {
  const child = spawnGround(['worker', '--queue', queue, '--workers', '1', ...extra]);
  children.push(child);
  const events: Array<{ event: string; chunk?: string; answers?: number }> = [];
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      buffered += s;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const e = JSON.parse(line) as { event: string; chunk?: string; answers?: number };
        events.push(e);
        if (e.event === 'ready') resolve({ child, events });
      }
    });
    child.on('exit', (code) => reject(new Error(`ground worker exited with ${code}`)));
  });
}

/** Check ids are random and latencies vary: everything else must match. */
function normalise(run: GroundRun): { code: number; rows: unknown[] } {
  const rows = run.stdout.trim().split('\n').map((l) => JSON.parse(l.replace(/"chk_[0-9a-f]+"/g, '"chk"').replace(/"latency_ms":\d+/g, '"latency_ms":0')) as unknown);
  return { code: run.code, rows };
}

async function eventually(condition: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('ground connect --queue with ground worker, jobs in PostgreSQL (needs both test URLs)', () => {
  it('enqueues only question, context and answer; the report, exit code and jobs show equal a local run', async () => {
    const file = writeConnectFile('same.jsonl', 120);
    const dataDir = join(tmp, 'local');
    const local = runGround(['connect', file, '--data-dir', dataDir, '--format', 'jsonl']);
    const { url: database, schema } = schemaUrl();
    const { url: queue, prefix } = redisUrl();

    // No worker yet: the chunks wait in Redis, where their content can be read.
    const running = runGroundAsync(['connect', file, '--queue', queue, '--database', database, '--format', 'jsonl']);
    const connection = new Redis(TEST_REDIS_URL as string, { maxRetriesPerRequest: null });
    const inspect = new Queue(QUEUE_NAME, { connection, prefix: `${prefix}bull` });
    await eventually(async () => (await inspect.getWaitingCount()) >= 3);
    const waiting = JSON.stringify((await inspect.getWaiting()).map((j) => j.data as unknown));
    await inspect.close();
    connection.disconnect();
    expect(waiting).toContain('The Golden Gate Bridge opened in 1901.');
    expect(waiting).not.toMatch(/7001|u-secret|example\.com|2025-01-10|"i"/);

    const workers = await Promise.all([startWorker(queue), startWorker(queue)]);
    const queued = await running;
    expect(local.code).toBe(2); // the bad row
    expect(normalise(queued)).toEqual(normalise(local));
    expect(normalise(queued).rows).toHaveLength(121);

    const shownPg = runGround(['jobs', 'show', 'latest', '--database', database, '--format', 'jsonl']);
    const shownLocal = runGround(['jobs', 'show', 'latest', '--data-dir', dataDir, '--format', 'jsonl']);
    expect(normalise(shownPg)).toEqual(normalise(shownLocal));
    expect(await queryTestDatabase(schema, "SELECT mode, state, rows, errors FROM jobs")).toEqual([{ mode: 'queue', state: 'done', rows: 121, errors: 1 }]);
    expect(runGround(['jobs', 'list', '--database', database]).stdout).toMatch(/job_[0-9a-f]{16} .* done +121 /);

    // Between them the workers checked every valid row once; SIGTERM stops each cleanly.
    const done = workers.flatMap((w) => w.events.filter((e) => e.event === 'chunk_done').map((e) => e.answers ?? 0));
    expect(done.reduce((a, b) => a + b, 0)).toBe(120);
    const exits = workers.map((w) => new Promise<number | null>((resolve) => w.child.once('exit', resolve)));
    for (const w of workers) w.child.kill('SIGTERM');
    expect(await Promise.all(exits)).toEqual([0, 0]);
    expect(workers.map((w) => w.events.at(-1)?.event)).toEqual(['stopped', 'stopped']);
  }, 120_000);

  it('a chunk whose worker is killed (kill -9) is checked by another worker; every row is stored once', async () => {
    const file = writeConnectFile('kill.jsonl', 150);
    const { url: database, schema } = schemaUrl();
    const { url: queue } = redisUrl();
    const a = await startWorker(queue, ['--lock-seconds', '2']);
    const running = runGroundAsync(['connect', file, '--queue', queue, '--database', database, '--format', 'jsonl']);
    await eventually(() => a.events.some((e) => e.event === 'chunk_started'));
    a.child.kill('SIGKILL');
    const startedByA = a.events.filter((e) => e.event === 'chunk_started').map((e) => e.chunk);
    const doneByA = new Set(a.events.filter((e) => e.event === 'chunk_done').map((e) => e.chunk));
    const cutOff = startedByA.filter((c) => !doneByA.has(c));
    expect(cutOff.length).toBeGreaterThan(0);

    const b = await startWorker(queue, ['--lock-seconds', '2']);
    const queued = await running;
    const rows = normalise(queued).rows as Array<{ status?: string; error?: unknown }>;
    expect(queued.code).toBe(2);
    expect(rows).toHaveLength(151);
    expect(rows.filter((r) => r.status === 'unavailable')).toEqual([]); // nothing lost with the worker
    const doneByB = b.events.filter((e) => e.event === 'chunk_done').map((e) => e.chunk);
    for (const chunk of cutOff) expect(doneByB).toContain(chunk);
    expect(await queryTestDatabase(schema, 'SELECT count(*)::int AS n, count(DISTINCT seq)::int AS d, max(seq)::int AS m FROM job_rows'))
      .toEqual([{ n: 151, d: 151, m: 150 }]);
    expect(await queryTestDatabase(schema, "SELECT rows, checked + unavailable + errors AS total FROM jobs")).toEqual([{ rows: 151, total: 151 }]);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('ground connect --database interrupted (needs GROUND_TEST_DATABASE_URL)', () => {
  it('SIGINT marks the PostgreSQL job failed and keeps the rows checked so far, in order', async () => {
    const { url: database, schema } = schemaUrl();
    const line = (i: number): string => JSON.stringify({ i, q: `Q${i}?`, a: `Row ${i} opened in 1937.`, ctx: [{ text: `Row ${i} opened in 1937.` }] });
    const file = join(tmp, 'many.jsonl');
    writeFileSync(file, `${Array.from({ length: 40_000 }, (_, i) => line(i)).join('\n')}\n`);
    const child = spawnGround(['connect', file, '--database', database, '--format', 'jsonl', '--workers', '1']);
    children.push(child);
    let stdout = '';
    const exited = new Promise<string | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (s: string) => {
        stdout += s;
        if (stdout.split('\n').length > 700) resolve();
      });
    });
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    const [job] = await queryTestDatabase<{ state: string; finished: boolean }>(schema, 'SELECT state, finished_at IS NOT NULL AS finished FROM jobs');
    expect(job).toEqual({ state: 'failed', finished: true });
    const [stored] = await queryTestDatabase<{ n: number; m: number }>(schema, 'SELECT count(*)::int AS n, max(seq)::int AS m FROM job_rows');
    expect(stored?.n).toBeGreaterThanOrEqual(700 - 1);
    expect(stored?.m).toBe((stored?.n ?? 0) - 1); // a prefix of the file: no gap
    const shown = runGround(['jobs', 'show', 'latest', '--database', database, '--format', 'jsonl']);
    expect(shown.stderr).toMatch(/did not finish .*covers only the rows recorded/);
  }, 60_000);
});

describe('ground connect --queue and ground worker: start-up errors', () => {
  it('exit 2 naming the Redis that cannot be reached, or the missing flag', () => {
    const file = writeConnectFile('tiny.jsonl', 1);
    const connect = runGround(['connect', file, '--queue', 'redis://127.0.0.1:1', '--data-dir', join(tmp, 'x')]);
    expect([connect.code, connect.stderr]).toEqual([2, expect.stringMatching(/^ground connect: --queue: cannot reach Redis at 127\.0\.0\.1:1: .*ECONNREFUSED/)]);
    const worker = runGround(['worker', '--queue', 'redis://127.0.0.1:1', '--workers', '1']);
    expect([worker.code, worker.stderr]).toEqual([2, expect.stringMatching(/^ground worker: cannot reach Redis at 127\.0\.0\.1:1: .*ECONNREFUSED/)]);
    expect(runGround(['worker'], { env: { GROUND_QUEUE_URL: '' } }).stderr).toMatch(/^ground worker: give --queue/);
    expect(runGround(['connect', file, '--queue', 'redis://127.0.0.1:1', '--server', 'http://127.0.0.1:1', '--key', 'k']).stderr).toMatch(/give --queue or --server, not both/);
  });
});

