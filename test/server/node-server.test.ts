import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckResult } from '../../src/contract/schemas.ts';
import type { App } from '../../src/server/app.ts';
import { startNodeServer, type RunningServer } from '../../src/server/node-server.ts';
import { createHarness, ITEM } from './helpers.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serve(h = createHarness(), tls: { cert: Buffer; key: Buffer } | null = null): Promise<{ server: RunningServer; h: typeof h }> {
  const server = await startNodeServer({ app: h.app, host: '127.0.0.1', port: 0, tls, drainTimeoutMs: 5000 });
  cleanups.push(() => server.close());
  return { server, h };
}

/** Writes raw bytes and collects whatever the server answers until it closes or `ms` pass. */
function raw(port: number, write: (s: Socket) => void, ms = 3000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    socket.on('data', (d) => { text += d.toString('latin1'); });
    socket.on('error', () => {});
    socket.on('close', () => { closed = true; resolve({ text, closed }); });
    socket.on('connect', () => write(socket));
    setTimeout(() => { socket.destroy(); resolve({ text, closed }); }, ms).unref();
  });
}

/** Writes raw bytes and resolves with the first whole answer (by Content-Length) and the socket, still open. */
function firstAnswer(port: number, write: (s: Socket) => void): Promise<{ text: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => {
      text += d.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? NaN);
      if (end >= 0 && text.length >= end + 4 + length) resolve({ text, socket });
    });
    socket.on('error', reject);
    socket.on('connect', () => write(socket));
    cleanups.push(() => { socket.destroy(); });
  });
}

describe('node server (real sockets)', () => {
  it('routes the path as sent: //x/v1/health and /v1\\health are no route (404), a query string or absolute-form target is fine', async () => {
    const { server } = await serve();
    const get = async (target: string) => (await raw(server.port, (s) => s.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`))).text;
    const twoSlashes = await get('//x/v1/health');
    expect(twoSlashes).toMatch(/^HTTP\/1\.1 404 /);
    expect(twoSlashes).toContain('"code":"not_found"');
    expect(twoSlashes).toContain('No route //x/v1/health.');
    expect(twoSlashes.toLowerCase()).toContain('x-ratelimit-remaining: 1000000');
    expect(await get('/v1\\health')).toMatch(/^HTTP\/1\.1 404 /);
    expect(await get('/v1/health?probe=1')).toMatch(/^HTTP\/1\.1 200 /);
    expect(await get('http://any.example/v1/health')).toMatch(/^HTTP\/1\.1 200 /);
    expect(await get('*')).toMatch(/^HTTP\/1\.1 404 /);
  });

  it('requests Node itself refuses get the spec error body and rate-limit headers (malformed: 422, headers too large: 413)', async () => {
    const { server } = await serve();
    const send = async (head: string) => (await raw(server.port, (s) => s.write(head))).text;
    for (const head of ['POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 'GET /v1/health HTTP/9.9\r\nHost: x\r\n\r\n']) {
      const text = await send(head);
      expect(text, head).toMatch(/^HTTP\/1\.1 422 /);
      expect(text).toContain('{"error":{"code":"invalid_request","message":"the HTTP request is malformed"}}');
      expect(text.toLowerCase()).toContain('x-ratelimit-limit: 1000000');
    }
    const huge = await send(`GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 413 /);
    expect(huge).toContain('"code":"request_too_large"');
    expect(huge.toLowerCase()).toContain('x-ratelimit-reset: ');
  });

  it('answers 413 to a declared 5 MB body after receiving only its first bytes', async () => {
    const { server, h } = await serve();
    const started = Date.now();
    const res = await firstAnswer(server.port, (s) => {
      s.write(`POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.key}\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n{"question":`);
    });
    expect(res.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.text).toMatch(/"code":"request_too_large"/);
    expect(res.text.toLowerCase()).toContain('x-ratelimit-limit: 1000000');
    expect(Date.now() - started).toBeLessThan(2500); // did not wait for the 5 MB that never came
  });

  it('refuses an unauthenticated 5 MB upload with 401 without waiting for its body, then reads and drops the body and serves the next request', async () => {
    const { server } = await serve();
    const started = Date.now();
    const res = await firstAnswer(server.port, (s) => {
      s.write('POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n{');
    });
    expect(res.text).toMatch(/^HTTP\/1\.1 401 /);
    expect(res.text.toLowerCase()).not.toContain('connection: close');
    expect(Date.now() - started).toBeLessThan(2500);
    // The rest of the body is read and dropped; the connection then carries the next request.
    const next = new Promise<string>((resolve) => {
      let text = '';
      res.socket.removeAllListeners('data');
      res.socket.on('data', (d: Buffer) => { text += d.toString('latin1'); if (text.includes('"ok":true')) resolve(text); });
    });
    res.socket.write(Buffer.alloc(4_999_999, 0x20));
    res.socket.write('GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await next).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('stops reading a chunked body at 1 MB and answers 413', async () => {
    const { server, h } = await serve();
    let bytesSent = 0;
    const res = await raw(server.port, (s) => {
      s.write(`POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.key}\r\nTransfer-Encoding: chunked\r\n\r\n`);
      const chunk = 'a'.repeat(64 * 1024);
      const pump = (): void => {
        // Keep sending 64 KB chunks (up to 8 MB) for as long as the server lets us.
        while (bytesSent < 8_000_000 && !s.destroyed) {
          bytesSent += chunk.length;
          if (!s.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return void s.once('drain', pump);
        }
      };
      pump();
    });
    expect(res.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.text).toMatch(/"code":"request_too_large"/);
    expect(h.engine.calls).toBe(0);
  });

  it('serves a normal request over a keep-alive connection with the rate-limit headers', async () => {
    const { server, h } = await serve();
    const res = await request(`${server.url}/v1/ground/basic`, { method: 'POST', headers: { authorization: `Bearer ${h.key}` }, body: JSON.stringify(ITEM) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe('999800');
    expect(((await res.body.json()) as CheckResult).status).toBe('ok');
  });

  it('serves HTTPS with --tls-cert/--tls-key (self-signed certificate made now)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-tls-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const cert = readFileSync(join(dir, 'cert.pem'));
    const { server } = await serve(createHarness(), { cert, key: readFileSync(join(dir, 'key.pem')) });
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const agent = new Agent({ connect: { ca: cert } });
    cleanups.push(() => agent.close());
    const res = await request(`${server.url}/v1/health`, { dispatcher: agent });
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toMatchObject({ ok: true });
    // Without trusting the certificate the connection is refused by the client.
    await expect(request(`${server.url}/v1/health`)).rejects.toThrow();
    // Plain HTTP to the TLS port gets no HTTP answer.
    await expect(request(`http://127.0.0.1:${server.port}/v1/health`)).rejects.toThrow();
  });

  it('closes gracefully: stops accepting, answers the check in flight, then resolves', async () => {
    const h = createHarness();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => { release = r; });
    const check = h.engine.check.bind(h.engine);
    h.engine.check = async (input) => { await gate; return check(input); };
    const server = await startNodeServer({ app: h.app, host: '127.0.0.1', port: 0 });
    const inFlight = request(`${server.url}/v1/ground/basic`, { method: 'POST', headers: { authorization: `Bearer ${h.key}` }, body: JSON.stringify(ITEM) });
    while (server.inFlight() === 0) await new Promise((r) => setTimeout(r, 5));
    let closed = false;
    const closing = server.close().then(() => { closed = true; });
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    await expect(request(`${server.url}/v1/health`)).rejects.toThrow(); // no longer accepting
    release();
    const res = await inFlight;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    expect(((await res.body.json()) as CheckResult).status).toBe('ok');
    await closing;
    expect(closed).toBe(true);
  });

  it('a body first read after its client has gone fails at once instead of waiting for bytes that never come', async () => {
    // The body stream is made when the app first reads it, which can be after the connection closed.
    let outcome: Promise<string> | undefined;
    let clientGone = (): void => {};
    const gone = new Promise<void>((resolve) => { clientGone = resolve; });
    const app: App = async (_request, info) => {
      outcome = (async () => {
        await gone;
        await new Promise((resolve) => setTimeout(resolve, 200)); // the server sees the connection close
        const reader = info?.body?.()?.getReader();
        try {
          while (reader && !(await reader.read()).done);
          return 'complete';
        } catch {
          return 'cut off';
        }
      })();
      await outcome;
      return new Response('{}');
    };
    const server = await startNodeServer({ app, host: '127.0.0.1', port: 0 });
    cleanups.push(() => server.close());
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    while (outcome === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    socket.destroy();
    clientGone();
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 3000).unref());
    expect(await Promise.race([outcome, late])).toBe('cut off');
  });
});
