// The `stopped` line of `ground serve` sums up what the shutdown refunded: runServer in process
// with the real engine pool, a batch whose client leaves once shutdown has begun.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRefundTally } from '../../src/server/refund-tally.ts';
import { runServer } from '../../src/server/run-server.ts';
import { createApiKey } from '../../src/store/api-keys.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-shutdown-');

describe('refunds at shutdown', () => {
  it('the tally adds up refunded request lines since restart, and passes every line through', () => {
    const lines: Array<[string, unknown]> = [];
    const tally = createRefundTally((event, fields) => lines.push([event, fields]));
    tally.logger('request', { status: null, refunded: 400 });
    tally.restart();
    tally.logger('request', { status: 200, tokens: 200 });
    tally.logger('request', { status: null, refunded: 10_000 });
    tally.logger('request', { status: 502, refunded: 200 });
    tally.logger('other', { refunded: 5 });
    expect(tally.totals()).toEqual({ requests: 2, tokens: 10_200, clientGone: 1 });
    expect(lines).toHaveLength(5);
  });

  it('a batch whose client leaves during shutdown is refunded, and `stopped` says so', async () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    const { key } = createApiKey(db, { workspaceId: 'acme', now: Date.now() });
    const out: string[] = [];
    const handle = await runServer({ host: '127.0.0.1', port: 0, dataDir: dir, workers: 1, tls: null, trustedProxies: [] }, (line) => out.push(line));
    while ((await fetch(`${handle.url}/v1/health`)).status !== 200) await new Promise((r) => setTimeout(r, 50));

    // 50 items of 19 kB: hundreds of milliseconds of checking on one worker.
    const context = Array.from({ length: 220 }, (_, i) => `The plant in town ${i} produced ${i * 37} tonnes of steel in ${1900 + (i % 100)}.`).join(' ');
    const items = Array.from({ length: 50 }, (_, i) => ({ question: 'How much steel?', context, answer: `The plant in town ${i} produced ${i * 37 + 1} tonnes.` }));
    const body = JSON.stringify({ items });
    const socket = connect(Number(new URL(handle.url).port), '127.0.0.1');
    socket.on('error', () => {});
    socket.write(`POST /v1/ground/basic/batch HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    const reserved = (): number => (db.prepare('SELECT count(*) AS n FROM reservations').get() as { n: number }).n;
    while (reserved() === 0) await new Promise((r) => setTimeout(r, 5));

    const closing = handle.close(); // logs shutting_down at once
    socket.destroy();
    await closing;
    // The server hands its log lines over in batches (see logger.ts createLineBuffer): one call may carry several.
    const events = out.join('').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    const after = events.slice(events.findIndex((e) => e.event === 'shutting_down'));
    const cut = after.filter((e) => e.event === 'request' && e.status === null);
    expect(cut).toHaveLength(1);
    expect(cut[0]?.refunded).toBeGreaterThanOrEqual(50 * 200);
    expect(after.at(-1)).toMatchObject({ event: 'stopped', refunded_requests: 1, refunded_tokens: cut[0]?.refunded, client_gone: 1 });
    const check = openDatabase(dir);
    expect(check.prepare('SELECT coalesce(sum(tokens), 0) AS n FROM usage_days').get()).toEqual({ n: 0 });
    check.close();
    db.close();
  }, 60_000);
});
