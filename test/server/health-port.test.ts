// `--health-port`: GET /v1/health on a port and thread of its own, answered from state the main
// thread shares (health-state.ts), over real sockets: the main port's body and statuses, 503 when
// the engine, its queue, the store or the main thread's heartbeat says so, spec-shaped 404/405,
// refusal to start on a taken port, and a clean stop on SIGTERM with the rest.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveServeConfig } from '../../src/cli/config.ts';
import { createHealthPublisher, createHealthState, isHealthy } from '../../src/server/health-state.ts';
import { startHealthListener } from '../../src/server/health-listener.ts';
import { runGround, serveGround } from '../helpers/run-ground.ts';
import { createFakeEngine, createHarness } from './helpers.ts';

const cleanups: Array<() => Promise<void> | void> = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** A health listener fed by a publisher over a fake engine and a store whose liveness the test sets. */
async function startFake(options: { staleMs?: number; everyMs?: number } = {}) {
  const engine = createFakeEngine();
  const store = { alive: true };
  const state = createHealthState();
  const publisher = createHealthPublisher({ state, engine, storeAlive: async () => store.alive, everyMs: options.everyMs ?? 10 });
  const listener = await startHealthListener({ host: '127.0.0.1', port: 0, buffer: state.buffer, staleMs: options.staleMs });
  cleanups.push(() => listener.close(), () => publisher.stop());
  return { engine, store, state, publisher, listener };
}

/** Polls `url` until it answers `status` (the publisher republishes every few ms); returns the last answer. */
async function until(url: string, status: number): Promise<Response> {
  for (let i = 0; ; i++) {
    const res = await fetch(url);
    if (res.status === status || i >= 100) return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('health on a port and thread of its own', () => {
  it('answers 200 with the main port\'s body and headers, and 503 when the engine, its queue or the store is unavailable', async () => {
    const { engine, store, publisher, listener } = await startFake();
    const ok = await until(`${listener.url}/v1/health`, 200);
    expect(ok.status).toBe(200);
    const body = await ok.json() as Record<string, unknown>;
    const main = await createHarness().send('/v1/health', { key: null });
    expect(Object.keys(body).sort()).toEqual(Object.keys(await main.json() as object).sort());
    expect(body.ok).toBe(true);
    expect(new Date(String(body.checked_at)).toISOString()).toBe(body.checked_at);
    for (const name of ['content-type', 'cache-control', 'x-ratelimit-limit', 'x-ratelimit-remaining']) {
      expect(ok.headers.get(name), name).toBe(main.headers.get(name));
    }
    expect(ok.headers.get('x-ratelimit-reset')).toMatch(/^\d{4}-\d\d-\d\dT00:00:00\.000Z$/);
    expect((await until(`${listener.url}/health`, 200)).status).toBe(200);

    engine.isReady = false;
    const notReady = await until(`${listener.url}/v1/health`, 503);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ ok: false });
    engine.isReady = true;
    expect((await until(`${listener.url}/v1/health`, 200)).status).toBe(200);
    engine.room = 0; // saturated: new checks would be refused
    expect((await until(`${listener.url}/v1/health`, 503)).status).toBe(503);
    engine.room = 5;
    expect((await until(`${listener.url}/v1/health`, 200)).status).toBe(200);
    store.alive = false;
    expect((await until(`${listener.url}/v1/health`, 503)).status).toBe(503);
    store.alive = true;
    expect((await until(`${listener.url}/v1/health`, 200)).status).toBe(200);
    publisher.stop(); // shutting down
    expect((await fetch(`${listener.url}/v1/health`)).status).toBe(503);
  });

  it('a wedged main thread (no heartbeat) gives 503, answered while the main thread is still wedged', async () => {
    const { listener } = await startFake({ staleMs: 200, everyMs: 20 });
    expect((await until(`${listener.url}/v1/health`, 200)).status).toBe(200);
    // The client runs in its own process: once it has started, this thread blocks for 1.5 s, as a
    // wedged main thread would; 400 ms in, the client asks for health and notes when it was answered.
    const script = 'console.log("ready"); setTimeout(() => fetch(process.argv[1]).then((r) => console.log(r.status, Date.now())), 400)';
    const client = spawn(process.execPath, ['-e', script, `${listener.url}/v1/health`], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(client);
    let out = '';
    const exited = new Promise<void>((resolve) => client.once('exit', () => resolve()));
    await new Promise<void>((resolve) => client.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('ready')) resolve();
    }));
    const wedgedUntil = Date.now() + 1500;
    while (Date.now() < wedgedUntil) { /* wedged: no timers, no heartbeat */ }
    await exited;
    const [status, answeredAt] = (out.split('\n')[1] ?? '').split(' ').map(Number);
    expect(status).toBe(503);
    expect(answeredAt).toBeLessThan(wedgedUntil);
    // Beating again: healthy again.
    expect((await until(`${listener.url}/v1/health`, 200)).status).toBe(200);
  });

  it('reads a heartbeat older than the limit as down', () => {
    const state = createHealthState();
    state.set({ ready: true, room: true, store: true });
    const now = process.hrtime.bigint();
    expect(isHealthy(state.buffer, 2000, now)).toBe(true);
    expect(isHealthy(state.buffer, 2000, now + 2_500_000_000n)).toBe(false);
    state.set({ closing: true });
    expect(isHealthy(state.buffer, 2000, now)).toBe(false);
  });

  it('answers other paths and methods with the spec\'s 404 and 405', async () => {
    const { listener } = await startFake();
    const post = await fetch(`${listener.url}/v1/health`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(await post.json()).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
    const check = await fetch(`${listener.url}/v1/ground/basic`, { method: 'POST', body: '{}' });
    expect(check.status).toBe(404);
    expect(await check.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining('/v1/ground/basic') } });
    const trace = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${listener.url}/v1/health`, { method: 'TRACE' }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => { body += d.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.once('error', reject);
      req.end();
    });
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('serves HTTPS with the main port\'s certificate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-health-tls-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const cert = readFileSync(join(dir, 'cert.pem'));
    const state = createHealthState();
    state.set({ ready: true, room: true, store: true });
    const listener = await startHealthListener({ host: '127.0.0.1', port: 0, buffer: state.buffer, tls: { cert, key: readFileSync(join(dir, 'key.pem')) } });
    cleanups.push(() => listener.close());
    expect(listener.url).toMatch(/^https:/);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      httpsGet(`${listener.url}/v1/health`, { ca: cert }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => { body += d.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }).once('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
  });

  it('refuses to start on a taken port, naming it', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => blocker.close(() => r())));
    const port = (blocker.address() as AddressInfo).port;
    const state = createHealthState();
    await expect(startHealthListener({ host: '127.0.0.1', port, buffer: state.buffer })).rejects.toThrow(`--health-port: cannot listen on 127.0.0.1:${port}: the address is already in use (EADDRINUSE)`);
  });

  it('configuration: --health-port, else GROUND_HEALTH_PORT; a bad value, the main port or a lone --health-host is refused', () => {
    expect(resolveServeConfig({}, {}, '/').health).toBeNull();
    expect(resolveServeConfig({ healthPort: '9090' }, {}, '/').health).toEqual({ host: '127.0.0.1', port: 9090 });
    expect(resolveServeConfig({}, { GROUND_HEALTH_PORT: '9091', GROUND_HEALTH_HOST: '::1' }, '/').health).toEqual({ host: '::1', port: 9091 });
    expect(() => resolveServeConfig({ healthPort: 'x' }, {}, '/')).toThrow(/--health-port must be an integer from 0 to 65535/);
    expect(() => resolveServeConfig({ healthPort: '8080' }, {}, '/')).toThrow(/--health-port must differ from --port/);
    expect(() => resolveServeConfig({ healthHost: '127.0.0.1' }, {}, '/')).toThrow(/--health-host needs --health-port/);
    expect(() => resolveServeConfig({ healthPort: '9090', healthHost: '0.0.0.0' }, {}, '/')).toThrow(/plain HTTP on 0\.0\.0\.0/);
  });
});

describe('ground serve --health-port', () => {
  it('serves health on both ports with the same body, and stops both on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-health-port-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const served = await serveGround(['--workers', '1', '--data-dir', dir, '--health-port', '0'], children);
    const healthUrl = /"health_url":"([^"]+)"/.exec(served.output())?.[1] ?? '';
    expect(healthUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(healthUrl).not.toBe(served.url);
    let side = await fetch(`${healthUrl}/v1/health`);
    for (let i = 0; side.status !== 200 && i < 600; i++) { // the engine workers are loading
      await new Promise((r) => setTimeout(r, 100));
      side = await fetch(`${healthUrl}/v1/health`);
    }
    const main = await fetch(`${served.url}/v1/health`);
    expect([side.status, main.status]).toEqual([200, 200]);
    const [sideBody, mainBody] = [await side.json() as object, await main.json() as object];
    expect(Object.keys(sideBody).sort()).toEqual(Object.keys(mainBody).sort());
    expect(sideBody).toMatchObject({ ok: true });
    const exited = new Promise<number | null>((resolve) => served.child.once('exit', (code) => resolve(code)));
    served.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${healthUrl}/v1/health`)).rejects.toThrow();
  });

  it('exits 2 naming --health-port when that port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => blocker.close(() => r())));
    const port = (blocker.address() as AddressInfo).port;
    const dir = mkdtempSync(join(tmpdir(), 'ground-health-port-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const run = runGround(['serve', '--port', '0', '--workers', '1', '--data-dir', dir, '--health-port', String(port)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^ground serve: --health-port: cannot listen on 127\\.0\\.0\\.1:${port}: the address is already in use`, 'm'));
  });
});
