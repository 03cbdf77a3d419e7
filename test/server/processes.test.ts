// Real `ground serve` processes sharing one data folder: exact usage under concurrency across
// processes, revocation seen by every process, kill -9 consistency, SIGTERM shutdown.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/store/open-database.ts';
import { readUsage, RESERVATION_LEASE_MS } from '../../src/store/usage.ts';
import { readWorkspace } from '../../src/store/workspaces.ts';
import { runGround, serveGround, type Served } from '../helpers/run-ground.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function startServe(dataDir: string, extra: string[] = []): Promise<Served> {
  return serveGround(['--workers', '1', '--data-dir', dataDir, ...extra], children);
}

function setUp(dailyTokens: number): { dir: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ground-procs-'));
  dirs.push(dir);
  const created = runGround(['keys', 'create', '--workspace', 'acme', '--data-dir', dir]);
  expect(created.code).toBe(0);
  const set = runGround(['workspace', 'set', 'acme', '--daily-tokens', String(dailyTokens), '--requests-per-minute', '100000', '--data-dir', dir]);
  expect(set.code).toBe(0);
  return { dir, key: created.stdout.trim() };
}

const MARK = `MARK${process.pid}x${Date.now()}`;
const ITEM = { question: `When did it open? ${MARK}`, context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1932.' };

async function post(url: string, key: string, path: string, body: unknown): Promise<{ status: number; code?: string }> {
  const res = await request(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
  const json = (await res.body.json()) as { error?: { code: string } };
  return { status: res.statusCode, code: json.error?.code };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe('several ground serve processes on one store', () => {
  it('charges exactly the allowance under concurrent requests to two processes, sees revocation, stops on SIGTERM', async () => {
    const { dir, key } = setUp(25 * 200);
    const [a, b] = await Promise.all([startServe(dir), startServe(dir)]);
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => post((i % 2 ? a : b).url, key, '/v1/ground/basic', ITEM)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(25);
    expect(results.filter((r) => r.status === 429 && r.code === 'daily_quota_exceeded')).toHaveLength(35);
    const db = openDatabase(dir);
    expect(db.prepare('SELECT tokens, checks FROM usage_days').all()).toEqual([{ tokens: 5000, checks: 25 }]);
    expect(db.prepare('SELECT count(*) AS n, sum(tokens) AS t FROM checks').get()).toEqual({ n: 25, t: 5000 });
    expect(db.prepare('SELECT count(*) AS n FROM reservations').get()).toEqual({ n: 0 });
    db.close();

    const id = /^(key_[0-9a-f]+)/.exec(runGround(['keys', 'list', '--data-dir', dir]).stdout)?.[1] ?? '';
    expect(runGround(['keys', 'revoke', id, '--data-dir', dir]).code).toBe(0);
    expect(await post(a.url, key, '/v1/ground/basic', ITEM)).toEqual({ status: 401, code: 'invalid_api_key' });
    expect(await post(b.url, key, '/v1/ground/basic', ITEM)).toEqual({ status: 401, code: 'invalid_api_key' });

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await exited(a.child)).toBe(0);
    expect(await exited(b.child)).toBe(0);
    expect(a.output()).toMatch(/"event":"stopped"/);
    expect(a.output()).toMatch(/"event":"request"/);
    expect(a.output() + b.output()).not.toContain(MARK); // request logs carry no text
  });

  it('after kill -9 mid-load, the charged total equals the stored checks and abandoned reservations are never charged', async () => {
    const { dir, key } = setUp(10_000_000);
    const a = await startServe(dir);
    const batch = { items: Array.from({ length: 50 }, (_, i) => ({ ...ITEM, answer: `The bridge opened in ${1900 + i}.` })) };
    let ok = 0;
    const sent = Array.from({ length: 20 }, () => post(a.url, key, '/v1/ground/basic/batch', batch).then((r) => { if (r.status === 200) ok++; }, () => {}));
    while (ok === 0) await new Promise((r) => setTimeout(r, 5));
    a.child.kill('SIGKILL');
    await Promise.all(sent);
    const db = openDatabase(dir);
    const charged = (db.prepare('SELECT coalesce(sum(tokens), 0) AS t FROM usage_days').get() as { t: number }).t;
    const checks = db.prepare('SELECT count(*) AS n, coalesce(sum(tokens), 0) AS t FROM checks').get() as { n: number; t: number };
    expect(charged).toBe(checks.t);
    expect(checks.t).toBe(checks.n * 200);
    expect(checks.n).toBeGreaterThanOrEqual(ok * 50); // every answered batch is stored
    expect(checks.n % 50).toBe(0); // a batch is charged whole or not at all
    const ws = readWorkspace(db, 'acme');
    if (!ws) throw new Error('workspace missing');
    // Once the lease of what the killed process held has run out, only charged tokens count (and
    // none at all when the lease runs out after UTC midnight: the daily allowance starts again).
    const later = Date.now() + RESERVATION_LEASE_MS + 1;
    const sameDay = new Date(later).toISOString().slice(0, 10) === new Date().toISOString().slice(0, 10);
    expect(readUsage(db, ws, later).remaining).toBe(sameDay ? 10_000_000 - charged : 10_000_000);
    db.close();
    const b = await startServe(dir);
    expect((await post(b.url, key, '/v1/ground/basic', ITEM)).status).toBe(200);
    b.child.kill('SIGTERM');
    expect(await exited(b.child)).toBe(0);
  });

  it('serves HTTPS on a non-loopback address with --tls-cert/--tls-key', async () => {
    const { dir, key } = setUp(1_000_000);
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const s = await startServe(dir, ['--host', '0.0.0.0', '--tls-cert', join(dir, 'cert.pem'), '--tls-key', join(dir, 'key.pem')]);
    const port = new URL(s.url).port;
    expect(s.url).toMatch(/^https:/);
    const agent = new Agent({ connect: { ca: readFileSync(join(dir, 'cert.pem')) } });
    const res = await request(`https://127.0.0.1:${port}/v1/ground/basic`, {
      dispatcher: agent, method: 'POST', headers: { authorization: `Bearer ${key}` }, body: JSON.stringify(ITEM),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe('999800');
    await res.body.dump();
    await agent.close();
    s.child.kill('SIGTERM');
    expect(await exited(s.child)).toBe(0);
  });
});
