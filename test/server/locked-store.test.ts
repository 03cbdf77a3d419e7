// A second process holds the SQLite write lock of a running `ground serve`: requests get 200 or a
// spec-shaped 503 within the store's lock wait, health keeps answering, nothing is charged for a
// refusal, and everything succeeds again once the lock is gone (issue 14 item 6). The time bounds
// are correctness bounds (no request waits much past LOCK_WAIT_MS), not performance targets.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/store/api-keys.ts';
import { LOCK_WAIT_MS } from '../../src/store/lock-wait.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { writeWorkspaceSettings } from '../../src/store/workspaces.ts';
import { ROOT } from '../helpers/run-ground.ts';

const BIN = join(ROOT, 'bin', 'ground');
const HOLD_MS = 6_000; // sending takes about 3 s, each answer at most LOCK_WAIT_MS more: 2 s to spare
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function spawnChild(args: string[]): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return child;
}

/** Collects the child's stdout; the function returned resolves with the first match of a pattern in it. */
function watch(child: ChildProcess): (pattern: RegExp) => Promise<RegExpExecArray> {
  let out = '';
  const waiting: (() => void)[] = [];
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    for (const w of waiting.splice(0)) w();
  });
  return (pattern) => new Promise((resolve, reject) => {
    const test = (): void => {
      const m = pattern.exec(out);
      if (m) resolve(m);
      else waiting.push(test);
    };
    child.once('exit', (code) => reject(new Error(`child exited ${code}: ${out}`)));
    test();
  });
}

/** Another process that takes the write lock (BEGIN IMMEDIATE) and keeps it for `ms`, its thread blocked. */
function holdWriteLock(dir: string, ms: number): ChildProcess {
  const script = `const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(join(dir, 'ground.db'))});
    db.exec('BEGIN IMMEDIATE'); console.log('locked');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});
    db.exec('COMMIT'); console.log('released');`;
  return spawnChild(['-e', script]);
}

interface Timed { status: number; code?: string; ms: number }

async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: body.error?.code, ms: performance.now() - started };
}

describe('ground serve while another process holds the SQLite write lock', () => {
  it('answers checks with 200 or 503 auth_unavailable within the lock wait and keeps health answering', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-locked-'));
    dirs.push(dir);
    const db = openDatabase(dir);
    const { key } = createApiKey(db, { workspaceId: 'acme', now: Date.now() });
    writeWorkspaceSettings(db, 'acme', { requestsPerMinute: 100_000 }, Date.now());
    db.close();
    const serve = spawnChild([BIN, 'serve', '--port', '0', '--workers', '1', '--data-dir', dir]);
    const url = (await watch(serve)(/"event":"listening","url":"([^"]+)"/))[1] ?? '';
    const check = (): Promise<Timed> => timed(`${url}/v1/ground/basic`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'When did it open?', context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1932.' }),
    });
    const health = (): Promise<Timed> => timed(`${url}/v1/health`);
    expect((await check()).status).toBe(200); // warm: the worker has its engine

    const holder = watch(holdWriteLock(dir, HOLD_MS));
    await holder(/locked/);
    const lockedAt = performance.now();
    const checks: Promise<Timed>[] = [];
    const healths: Promise<Timed>[] = [];
    // Six checks and eighteen health calls spread over the first 3 s of the hold.
    for (let i = 0; i < 18; i++) {
      if (i % 3 === 0) checks.push(check());
      healths.push(health());
      await new Promise((r) => setTimeout(r, 160));
    }
    const during = await Promise.all(checks);
    const healthDuring = await Promise.all(healths);
    const answeredAt = performance.now() - lockedAt;
    await holder(/released/);

    // The lock was in force: checks sent early in the hold were refused, none waited past the lock wait.
    expect(answeredAt).toBeLessThan(HOLD_MS); // every answer came while the lock was still held
    expect(during.filter((r) => r.status === 503 && r.code === 'auth_unavailable').length).toBeGreaterThanOrEqual(3);
    for (const r of during) {
      expect([200, 503]).toContain(r.status);
      expect(r.ms).toBeLessThan(LOCK_WAIT_MS + 1_000);
    }
    // Health never waits for the lock (reads and the ping need none in WAL mode).
    for (const r of healthDuring) {
      expect(r.status).toBe(200);
      expect(r.ms).toBeLessThan(LOCK_WAIT_MS);
    }

    const after = await check();
    expect(after.status).toBe(200);
    // Refused checks charged nothing: the day's usage is the two that were answered 200, plus any during.
    const ok = during.filter((r) => r.status === 200).length + 2;
    const read = openDatabase(dir);
    expect(read.prepare('SELECT coalesce(sum(tokens), 0) AS t, coalesce(sum(checks), 0) AS n FROM usage_days').get()).toEqual({ t: ok * 200, n: ok });
    expect(read.prepare('SELECT count(*) AS n FROM reservations').get()).toEqual({ n: 0 });
    read.close();
    serve.kill('SIGTERM');
  }, 30_000);
});
