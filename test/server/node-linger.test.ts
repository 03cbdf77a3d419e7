// Answers to requests whose body is not read (413, 401, refusals of the socket layer) reach
// clients that write their whole request before reading, and such connections never outlive
// their limits (real sockets).
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LingerLimits } from '../../src/server/linger.ts';
import { startNodeServer, type RunningServer } from '../../src/server/node-server.ts';
import { createHarness, ITEM } from './helpers.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function serve(linger?: LingerLimits): Promise<{ server: RunningServer; h: ReturnType<typeof createHarness> }> {
  const h = createHarness();
  const server = await startNodeServer({ app: h.app, host: '127.0.0.1', port: 0, linger });
  cleanups.push(() => server.close());
  return { server, h };
}

/**
 * Writes `head` and `body` in full while not reading, as a blocking client does, and only then
 * reads: resolves with the status line (or, with `toEnd`, the whole answer once the server
 * closes the connection), or with the error that ended the write or the read.
 */
function writeAllThenRead(port: number, head: string, body: Buffer, toEnd = false): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.pause();
      socket.write(Buffer.concat([Buffer.from(head), body]), (err) => {
        if (err) return resolve(`write ${(err as NodeJS.ErrnoException).code}`);
        let text = '';
        socket.on('data', (d: Buffer) => {
          text += d.toString('latin1');
          if (!toEnd && text.includes('\r\n')) resolve(text.slice(0, text.indexOf('\r\n')));
        });
        if (toEnd) socket.on('end', () => resolve(text));
        socket.resume();
      });
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(`error ${err.code}`));
    socket.on('close', () => resolve('closed without an answer'));
    cleanups.push(() => { socket.destroy(); });
  });
}

const big = (bytes: number): Buffer => Buffer.from(JSON.stringify({ ...ITEM, context: 'x'.repeat(bytes) }));

function chunked(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 65_536) {
    const piece = bytes.subarray(at, at + 65_536);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  return Buffer.concat([...parts, Buffer.from('0\r\n\r\n')]);
}

describe('answers to unread bodies reach clients that send everything before reading', () => {
  it.each([5_000_000, 20_000_000])('a declared %i-byte body: 413', async (bytes) => {
    const { server, h } = await serve();
    const body = big(bytes);
    const head = `POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.key}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    expect(await writeAllThenRead(server.port, head, body)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(h.engine.calls).toBe(0);
  });

  it.each(['HTTP/1.1', 'HTTP/1.0'])('a 5 MB body sent with Connection: close (%s): the whole spec-shaped 413, then the server closes', async (version) => {
    const { server, h } = await serve();
    const body = big(5_000_000);
    const head = `POST /v1/ground/basic ${version}\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer ${h.key}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const response = await writeAllThenRead(server.port, head, body, true);
    const [headText = '', bodyText = ''] = response.split('\r\n\r\n');
    const lines = headText.split('\r\n');
    expect(lines[0]).toBe('HTTP/1.1 413 Payload Too Large');
    const headers = new Map(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    expect(headers.get('connection')).toBe('close');
    expect(headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(headers.get('x-ratelimit-reset')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Number(headers.get('content-length'))).toBe(Buffer.byteLength(bodyText, 'latin1'));
    expect(JSON.parse(bodyText)).toEqual({ error: { code: 'request_too_large', message: expect.any(String) } });
    expect(h.engine.calls).toBe(0);
  });

  it('a 20 MB chunked body: 413', async () => {
    const { server, h } = await serve();
    const head = `POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.key}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    expect(await writeAllThenRead(server.port, head, chunked(big(20_000_000)))).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('a 10 MB body without a key: 401', async () => {
    const { server } = await serve();
    const body = big(10_000_000);
    const head = `POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    expect(await writeAllThenRead(server.port, head, body)).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('a 5 MB body after headers Node refuses (two Content-Lengths): 422 from the socket layer', async () => {
    const { server } = await serve();
    const head = 'POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\nContent-Length: 5000001\r\n\r\n';
    expect(await writeAllThenRead(server.port, head, Buffer.alloc(5_000_000, 0x20))).toBe('HTTP/1.1 422 Unprocessable Entity');
  });

  it('past the byte limit the connection is cut, not read forever', async () => {
    const { server, h } = await serve({ bytes: 2_000_000, ms: 10_000 });
    const body = big(8_000_000);
    const head = `POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.key}\r\nContent-Length: ${body.length}\r\n\r\n`;
    expect(await writeAllThenRead(server.port, head, body)).toMatch(/^(write|error) E(PIPE|CONNRESET)$/);
  });

  it('a client that stops sending after the answer is closed once the time limit passes', async () => {
    const { server, h } = await serve({ bytes: 32_000_000, ms: 300 });
    const closed = await new Promise<number>((resolve) => {
      const started = Date.now();
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(`POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.key}\r\nContent-Length: 5000000\r\n\r\n{`);
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve(Date.now() - started));
      socket.resume();
    });
    expect(closed).toBeLessThan(3000);
  });

  it('a refused CONNECT with bytes after it does not keep its socket once the client is gone (close resolves)', async () => {
    const { server } = await serve();
    const answered = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(Buffer.concat([Buffer.from('CONNECT x:443 HTTP/1.1\r\nHost: x\r\n\r\n'), Buffer.alloc(300_000, 0x41)]));
      });
      socket.on('error', () => {});
      socket.on('data', (d: Buffer) => {
        socket.destroy();
        resolve(d.toString('latin1').split('\r\n', 1)[0] ?? '');
      });
    });
    expect(answered).toBe('HTTP/1.1 405 Method Not Allowed');
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a kept-alive connection with many bodies answered before they arrived keeps no listener per request', async () => {
    const { server } = await serve();
    const warnings: string[] = [];
    const onWarning = (w: Error): void => { warnings.push(w.name); };
    process.on('warning', onWarning);
    cleanups.push(() => { process.off('warning', onWarning); });
    const socket = connect(server.port, '127.0.0.1');
    cleanups.push(() => { socket.destroy(); });
    let received = '';
    socket.on('data', (d: Buffer) => { received += d.toString('latin1'); });
    const body = JSON.stringify(ITEM);
    const statuses: string[] = [];
    // Each request's body is sent only after its 401, so the server answers it unread and drains it.
    for (let i = 0; i < 15; i++) {
      socket.write(`POST /v1/ground/basic HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      while (!/\r\n\r\n[^]*\}\}$/.test(received)) await new Promise((r) => setTimeout(r, 2));
      statuses.push(received.slice(0, received.indexOf('\r\n')));
      received = '';
      socket.write(body);
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(statuses).toEqual(Array.from({ length: 15 }, () => 'HTTP/1.1 401 Unauthorized'));
    // One 'close' listener per drained body made Node warn after the tenth on one socket.
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});
