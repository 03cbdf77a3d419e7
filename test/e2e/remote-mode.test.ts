import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseJsonl, runGroundAsync } from '../helpers/run-ground.ts';

/** A fake `ground serve`: answers batch calls from a script of statuses, records what it saw. */
interface Seen {
  auth: string | undefined;
  items: Array<{ answer: string; email?: unknown }>;
  body: string;
  at: number;
}

type Reply = { status: number; headers?: Record<string, string> };

const servers: Server[] = [];
const dir = mkdtempSync(join(tmpdir(), 'ground-remote-'));
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function resultFor(answer: string): unknown {
  const status = answer.includes('penguins') ? 'not_stated' : 'supported';
  const claim = { id: 'c0', span: [0, answer.length], text: answer, type: 'fact', status, checks: [], evidence: [], fix: null, rests_on: [] };
  return { status: 'ok', id: 'chk_remote', score: { p_hallucinated: 0.1, model: 'remote-model' }, sentences: [{ index: 0, span: [0, answer.length], text: answer, status, claims: [claim] }], meta: { latency_ms: 1 } };
}

async function fakeServer(replies: Reply[]): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const items = (JSON.parse(body) as { items: Seen['items'] }).items;
      seen.push({ auth: req.headers.authorization, items, body, at: Date.now() });
      const reply = replies[Math.min(seen.length - 1, replies.length - 1)] as Reply;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      if (reply.status !== 200) {
        const code = { 401: 'invalid_api_key', 502: 'verification_unavailable', 503: 'auth_unavailable' }[reply.status] ?? 'invalid_request';
        res.end(JSON.stringify({ error: { code, message: code } }));
        return;
      }
      const usage = { tokens: 200 * items.length, remaining_today: 1000, resets_at: '2026-11-23T00:00:00.000Z' };
      res.end(JSON.stringify({ results: items.map((i) => resultFor(i.answer)), count: items.length, usage }));
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** `n` JSONL rows; every tenth answer has a sentence the fake server calls not stated. */
function writeRows(n: number): string {
  const file = join(dir, `rows-${n}.jsonl`);
  const lines = Array.from({ length: n }, (_, i) => JSON.stringify({
    question: `Question ${i}?`, context: [`Passage ${i}.`], answer: i % 10 === 3 ? `Answer ${i} by penguins.` : `Answer ${i}.`, email: `person${i}@example.com`,
  }));
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const rowsOf = (stdout: string) => parseJsonl<{ line: number; decision: string; status: string; meta: { reason?: string } }>(stdout);

describe('remote mode (--server URL --key K)', () => {
  it('sends batches of at most 50, a second apart, with the bearer key and only mapped fields; reports in input order', async () => {
    const server = await fakeServer([{ status: 200 }]);
    const run = await runGroundAsync(['check', writeRows(120), '--server', server.url, '--key', 'grd_live_test', '--format', 'jsonl']);
    expect(server.seen.map((s) => s.items.length)).toEqual([50, 50, 20]);
    // Paced a second apart by start time on the client; arrival at the server lags by a varying
    // amount (the first request also opens the connection), so on a loaded machine two gaps
    // measured here can be short of 2,000 ms (1,884 ms in one CI run). Without pacing the three
    // batches arrive within a few hundred ms.
    expect(server.seen[2]!.at - server.seen[0]!.at).toBeGreaterThanOrEqual(1500);
    expect(server.seen.every((s) => s.auth === 'Bearer grd_live_test')).toBe(true);
    expect(server.seen.some((s) => s.body.includes('example.com'))).toBe(false);
    const rows = rowsOf(run.stdout);
    expect(rows.map((r) => r.line)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(rows.filter((r) => r.decision === 'hold')).toHaveLength(12);
    expect(run.code).toBe(1);
  });

  it('retries a 503 after its Retry-After, then uses the results', async () => {
    const server = await fakeServer([{ status: 503, headers: { 'retry-after': '0' } }, { status: 200 }]);
    const run = await runGroundAsync(['check', writeRows(3), '--server', server.url, '--key', 'grd_live_test', '--format', 'jsonl']);
    expect(server.seen).toHaveLength(2);
    expect(rowsOf(run.stdout).map((r) => r.status)).toEqual(['ok', 'ok', 'ok']);
    expect(run.code).toBe(0);
  });

  it('treats a 502 that outlasts the retries as unverified: held, four attempts, exit 3 (no verdict)', async () => {
    const server = await fakeServer([{ status: 502, headers: { 'retry-after': '0' } }]);
    const run = await runGroundAsync(['check', writeRows(2), '--server', server.url, '--key', 'grd_live_test', '--format', 'jsonl']);
    expect(server.seen).toHaveLength(4);
    const rows = rowsOf(run.stdout);
    expect(rows.map((r) => [r.status, r.decision, r.meta.reason])).toEqual([
      ['unavailable', 'hold', 'verification_unavailable'], ['unavailable', 'hold', 'verification_unavailable'],
    ]);
    expect(run.code).toBe(3);
  });

  it('never retries a 401 and stops sending: every answer unverified, exit 2 (fix the key)', async () => {
    const server = await fakeServer([{ status: 401 }]);
    const run = await runGroundAsync(['check', writeRows(120), '--server', server.url, '--key', 'grd_live_wrong', '--format', 'jsonl']);
    // The first batch's 401 arrives before the next batch may start (batches are 1 s apart): nothing more is sent.
    expect(server.seen.map((s) => s.items.length)).toEqual([50]);
    expect(rowsOf(run.stdout).every((r) => r.status === 'unavailable' && r.meta.reason === 'invalid_api_key')).toBe(true);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/exit 2: the checks were refused/);
  });

  it('needs a key and an http(s) URL', async () => {
    const noKey = await runGroundAsync(['check', writeRows(1), '--server', 'http://127.0.0.1:9'], { env: { GROUND_API_KEY: '' } });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toMatch(/--server needs --key/);
    const badUrl = await runGroundAsync(['check', writeRows(1), '--server', 'ftp://x', '--key', 'k']);
    expect(badUrl.stderr).toMatch(/not an http\(s\) URL/);
  });
});
