import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startNodeServer, type RunningServer } from '../../src/server/node-server.ts';
import { createHarness } from './helpers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serve(h = createHarness()): Promise<{ server: RunningServer; h: typeof h }> {
  const logger = (event: string, fields: Record<string, unknown>): void => void h.logs.push(JSON.stringify({ event, ...fields }));
  const server = await startNodeServer({ app: h.app, host: '127.0.0.1', port: 0, logger, timeouts: { headersMs: 300, requestMs: 600 } });
  cleanups.push(() => server.close());
  return { server, h };
}

/** Writes `text`, then collects the answer until the server closes or `ms` pass; `ms` elapsed is measured. */
function exchange(port: number, text: string, ms = 3000): Promise<{ text: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let got = '';
    const done = (): void => resolve({ text: got, ms: Date.now() - started });
    socket.on('data', (d) => { got += d.toString('latin1'); });
    socket.on('error', () => {});
    socket.on('close', done);
    socket.on('connect', () => socket.write(text));
    setTimeout(() => { socket.destroy(); done(); }, ms).unref();
  });
}

/** Status, lower-cased headers and parsed body of a raw HTTP/1.1 answer. */
function parse(text: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [line = '', ...rest] = head.split('\r\n');
  const headers = Object.fromEntries(rest.map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1).trim()]));
  return { status: Number(line.split(' ')[1]), headers, body: body === '' ? null : JSON.parse(body) as unknown };
}

function expectSpecShape(answer: ReturnType<typeof parse>, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ error: { code, message: expect.any(String) as unknown } });
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(answer.headers[name], name).toBeTruthy();
}

describe('requests Node would answer itself get the spec shape (real sockets)', () => {
  it('HTTP/1.1 without Host: 422 naming the header; HTTP/1.0 without Host is served', async () => {
    const { server, h } = await serve();
    const noHost = parse((await exchange(server.port, 'GET /v1/health HTTP/1.1\r\nConnection: close\r\n\r\n')).text);
    expectSpecShape(noHost, 422, 'invalid_request');
    expect(noHost.body).toEqual({ error: { code: 'invalid_request', message: 'the Host header is required' } });
    expect(parse((await exchange(server.port, 'GET /v1/health HTTP/1.0\r\n\r\n')).text).status).toBe(200);
    expect(h.logs.map((l) => JSON.parse(l) as { status: number; code?: string })).toMatchObject([
      { event: 'request', status: 422, code: 'invalid_request' }, { event: 'request', status: 200 },
    ]);
  });

  it('an unknown Expect is ignored and the request served (Node alone answers a bare 417)', async () => {
    const { server } = await serve();
    const res = parse((await exchange(server.port, 'GET /v1/health HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n')).text);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true });
  });

  it('TRACE, CONNECT and methods Node cannot parse: 405 with Allow (empty when the path is no route)', async () => {
    const { server } = await serve();
    const cases: Array<[string, string]> = [
      ['TRACE /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'GET'],
      ['TRACK /v1/ground/basic HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'POST'],
      ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', ''],
      ['FOO /v1/ground/basic HTTP/1.1\r\nHost: x\r\n\r\n', 'POST'],
      ['FOO /nope HTTP/1.1\r\nHost: x\r\n\r\n', ''],
    ];
    for (const [text, allow] of cases) {
      const res = parse((await exchange(server.port, text)).text);
      expectSpecShape(res, 405, 'method_not_allowed');
      expect(res.headers.allow, text).toBe(allow);
    }
  });

  it('headers that do not arrive in time: 422 saying so, within the limit plus the 1 s check interval', async () => {
    const { server } = await serve();
    const { text, ms } = await exchange(server.port, 'GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const res = parse(text);
    expectSpecShape(res, 422, 'invalid_request');
    expect(res.body).toEqual({ error: { code: 'invalid_request', message: 'the request headers did not arrive within 0.3 seconds' } });
    expect(ms).toBeGreaterThanOrEqual(300);
    expect(ms).toBeLessThan(2500);
  });

  it('a body that stalls: 422 within the request limit; the log says 422, not a 502 internal_error; nothing charged', async () => {
    const { server, h } = await serve();
    const head = `POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.key}\r\nContent-Length: 100\r\n\r\n{"question":`;
    const { text, ms } = await exchange(server.port, head);
    const res = parse(text);
    expectSpecShape(res, 422, 'invalid_request');
    expect(res.body).toEqual({ error: { code: 'invalid_request', message: 'the request body did not arrive within 0.6 seconds' } });
    expect(ms).toBeGreaterThanOrEqual(600);
    expect(ms).toBeLessThan(3000);
    await new Promise((r) => setTimeout(r, 50));
    const lines = h.logs.map((l) => JSON.parse(l) as { event: string; status: number });
    expect(lines.filter((l) => l.event === 'internal_error')).toEqual([]);
    expect(lines.filter((l) => l.event === 'request')).toMatchObject([{ status: 422, path: '/v1/ground/basic' }]);
    expect(h.engine.calls).toBe(0);
  });
});
