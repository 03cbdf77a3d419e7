// /v1/health is answered before requests that arrived earlier and are still waiting for their
// turn (real sockets): other requests start one per turn of the event loop (start-queue.ts).
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startNodeServer } from '../../src/server/node-server.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Health answers at once; every other request holds the main thread for `busyMs`, as a synchronous store call does. */
function busyApp(busyMs: number): App {
  return async (request) => {
    if (new URL(request.url).pathname !== '/v1/health') {
      const until = performance.now() + busyMs;
      while (performance.now() < until) { /* the main thread is busy */ }
    }
    return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * The client runs in its own process, so that it keeps its timing while the server's thread is
 * busy. It opens eleven kept-alive connections (one health call on each, so that all are accepted:
 * Node accepts one new connection per turn of its event loop), then sends ten slow requests on ten
 * of them and, 40 ms later, a health call on the eleventh. Prints the order of those answers.
 */
const CLIENT = `
const net = require('node:net');
const port = Number(process.argv[1]);
const HEALTH = 'GET /v1/health HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n';
const SLOW = 'POST /v1/ground/basic HTTP/1.1\\r\\nHost: x\\r\\nContent-Length: 2\\r\\n\\r\\n{}';
const open = () => new Promise((resolve, reject) => {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(HEALTH));
  socket.once('data', () => resolve(socket));
  socket.once('error', reject);
});
const ask = (socket, raw, name, arrived) => new Promise((resolve) => {
  socket.once('data', () => { arrived.push(name); resolve(); });
  socket.write(raw);
});
Promise.all(Array.from({ length: 11 }, open)).then((sockets) => {
  const arrived = [];
  const slow = sockets.slice(0, 10).map((socket, i) => ask(socket, SLOW, 'slow ' + i, arrived));
  setTimeout(() => {
    const health = ask(sockets[10], HEALTH, 'health', arrived);
    Promise.all([...slow, health]).then(() => {
      console.log(JSON.stringify(arrived));
      for (const socket of sockets) socket.destroy();
    });
  }, 40);
});
`;

function runClient(port: number): Promise<string[]> {
  const child = spawn(process.execPath, ['-e', CLIENT, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  cleanups.push(() => { child.kill(); });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`client exited ${code}`)))));
}

describe('health comes first', () => {
  it('a health call sent after ten slow requests is answered before most of them', async () => {
    const server = await startNodeServer({ app: busyApp(30), host: '127.0.0.1', port: 0 });
    cleanups.push(() => server.close());
    // The ten requests hold 300 ms of main-thread work; health is sent while they are handled.
    const arrived = await runClient(server.port);
    expect(arrived).toHaveLength(11);
    // Handled as they arrived, all ten would be answered before health (each one runs to its end
    // once read); taking turns, health waits for at most the one or two under way.
    expect(arrived.indexOf('health')).toBeLessThanOrEqual(4);
  });
});
