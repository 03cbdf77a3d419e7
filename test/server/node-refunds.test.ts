import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_GONE } from '../../src/server/check-handlers.ts';
import { startNodeServer, type RunningServer } from '../../src/server/node-server.ts';
import { createHarness, ITEM } from './helpers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A harness whose engine waits for `release()` before checking. */
function gatedHarness(): { h: ReturnType<typeof createHarness>; release: () => void } {
  const h = createHarness();
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => { release = r; });
  const check = h.engine.check.bind(h.engine);
  h.engine.check = async (input) => { await gate; return check(input); };
  return { h, release };
}

async function serve(h: ReturnType<typeof createHarness>, drainTimeoutMs = 5000): Promise<RunningServer> {
  const server = await startNodeServer({ app: h.app, host: '127.0.0.1', port: 0, drainTimeoutMs });
  cleanups.push(() => server.close());
  return server;
}

/** Sends a whole check request on a raw socket and returns the socket (answer ignored). */
function sendCheck(port: number, key: string, path = '/v1/ground/basic', body: unknown = ITEM): Promise<ReturnType<typeof connect>> {
  return new Promise((resolve) => {
    const text = JSON.stringify(body);
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
      resolve(socket);
    });
    socket.on('error', () => {});
  });
}

const until = async (done: () => boolean): Promise<void> => {
  while (!done()) await new Promise((r) => setTimeout(r, 5));
};

function stored(h: ReturnType<typeof createHarness>): { charged: number; checks: number; reservations: number } {
  const get = (sql: string): number => (h.db.prepare(sql).get() as { n: number }).n;
  return {
    charged: get('SELECT coalesce(sum(tokens), 0) AS n FROM usage_days'),
    checks: get('SELECT count(*) AS n FROM checks'),
    reservations: get('SELECT count(*) AS n FROM reservations'),
  };
}

describe('charge only what is delivered (real sockets)', () => {
  it('a client that closes its connection while its check runs is not charged; the log says what was refunded', async () => {
    const { h, release } = gatedHarness();
    const server = await serve(h);
    const socket = await sendCheck(server.port, h.key, '/v1/ground/basic/batch', { items: [ITEM, ITEM] });
    await until(() => server.inFlight() === 1 && stored(h).reservations === 1);
    socket.destroy();
    await until(() => server.inFlight() === 0);
    release();
    await until(() => h.logs.some((l) => l.includes('"event":"request"')));
    expect(stored(h)).toEqual({ charged: 0, checks: 0, reservations: 0 });
    const line = JSON.parse(h.logs.find((l) => l.includes('"event":"request"')) ?? '{}') as Record<string, unknown>;
    // Two items of 200 tokens were reserved and released; the client got nothing.
    expect(line).toMatchObject({ status: null, answered: 502, code: 'verification_unavailable', refunded: 400 });
    expect(CLIENT_GONE).toMatch(/Nothing was charged/);
  });

  it('at shutdown, a check still running when the drain limit ends is cut off and refunded', async () => {
    const { h, release } = gatedHarness();
    const server = await serve(h, 100);
    const socket = await sendCheck(server.port, h.key);
    let answer = '';
    socket.on('data', (d) => { answer += d.toString('latin1'); });
    await until(() => stored(h).reservations === 1);
    await server.close(); // waits 100 ms, then closes every connection
    await until(() => server.inFlight() === 0); // the request has seen its connection close
    release();
    await until(() => h.logs.some((l) => l.includes('"event":"request"')));
    expect(answer).toBe('');
    expect(stored(h)).toEqual({ charged: 0, checks: 0, reservations: 0 });
    expect(JSON.parse(h.logs.find((l) => l.includes('"event":"request"')) ?? '{}')).toMatchObject({ status: null, refunded: 200 });
  });

  it('a client that stays is charged as before', async () => {
    const { h, release } = gatedHarness();
    const server = await serve(h);
    const socket = await sendCheck(server.port, h.key);
    let answer = '';
    socket.on('data', (d) => { answer += d.toString('latin1'); });
    release();
    await until(() => answer.includes('"usage"'));
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(stored(h)).toEqual({ charged: 200, checks: 1, reservations: 0 });
    socket.destroy();
  });
});
