import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroundClient, GroundClientError, parseRetryAfter } from './ground-client.ts';

const ITEM = { question: 'When?', context: ['It opened in 1932.'], answer: 'It opened in 1932.' };
const RESULT = {
  status: 'ok', id: 'chk_1', score: { p_hallucinated: null, model: 'm' }, sentences: [], meta: { latency_ms: 1 },
  usage: { tokens: 200, remaining_today: 999_800, resets_at: '2026-11-23T00:00:00.000Z' },
};

type Step = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number };

interface Scripted {
  url: string;
  seen: Array<{ method: string; url: string; auth: string | undefined; body: string }>;
}

const servers: Array<{ close(): void; closeAllConnections(): void }> = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

/** A real HTTP server answering with `steps` in order (the last one repeats). */
async function scripted(steps: Step[]): Promise<Scripted> {
  const seen: Scripted['seen'] = [];
  let i = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString(); });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      const step = steps[Math.min(i++, steps.length - 1)] as Step;
      setTimeout(() => {
        res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
        res.end(JSON.stringify(step.body ?? {}));
      }, step.delayMs ?? 0);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

function err(code: string): { error: { code: string; message: string } } {
  return { error: { code, message: code } };
}

function recorder(): { sleeps: number[]; sleep: (ms: number) => Promise<void> } {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms) => { sleeps.push(ms); } };
}

describe('createGroundClient', () => {
  it('retries 503, 429 and 502 with 2/4/8 s backoff, honouring Retry-After, then returns the result', async () => {
    const s = await scripted([
      { status: 503, body: err('auth_unavailable') },
      { status: 429, body: err('rate_limited'), headers: { 'retry-after': '1' } },
      { status: 502, body: err('verification_unavailable') },
      { status: 200, body: RESULT },
    ]);
    const r = recorder();
    const client = createGroundClient({ baseUrl: `${s.url}/`, key: 'grd_live_k', sleep: r.sleep });
    const result = await client.check(ITEM);
    expect(result.usage.tokens).toBe(200);
    expect(r.sleeps).toEqual([2000, 1000, 8000]);
    expect(s.seen).toHaveLength(4);
    expect(s.seen[0]).toMatchObject({ method: 'POST', url: '/v1/ground/basic', auth: 'Bearer grd_live_k' });
    expect(JSON.parse(s.seen[0]?.body ?? '')).toEqual(ITEM);
  });

  it('gives up after three retries with the last error', async () => {
    const s = await scripted([{ status: 502, body: err('verification_unavailable') }]);
    const r = recorder();
    const client = createGroundClient({ baseUrl: s.url, key: 'k', sleep: r.sleep });
    const error = await client.check(ITEM).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GroundClientError);
    expect(error).toMatchObject({ code: 'verification_unavailable', status: 502, attempts: 4 });
    expect(r.sleeps).toEqual([2000, 4000, 8000]);
    expect(s.seen).toHaveLength(4);
  });

  it('never retries 401, 403, 404, 405, 413 or 422', async () => {
    const cases: Array<[number, string]> = [[401, 'invalid_api_key'], [403, 'ip_not_allowed'], [404, 'not_found'], [405, 'method_not_allowed'], [413, 'request_too_large'], [422, 'invalid_request']];
    for (const [status, code] of cases) {
      const s = await scripted([{ status, body: err(code) }, { status: 200, body: RESULT }]);
      const r = recorder();
      const error = await createGroundClient({ baseUrl: s.url, key: 'k', sleep: r.sleep }).check(ITEM).catch((e: unknown) => e);
      expect(error).toMatchObject({ code, status, attempts: 1 });
      expect(s.seen).toHaveLength(1);
      expect(r.sleeps).toEqual([]);
    }
  });

  it('does not sit out a Retry-After beyond its bound (daily quota until midnight): fails at once', async () => {
    const s = await scripted([{ status: 429, body: err('daily_quota_exceeded'), headers: { 'retry-after': '43200' } }]);
    const r = recorder();
    const error = await createGroundClient({ baseUrl: s.url, key: 'k', sleep: r.sleep }).check(ITEM).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'daily_quota_exceeded', attempts: 1, retryAfterMs: 43_200_000 });
    expect(r.sleeps).toEqual([]);
  });

  it('applies the same budget to timeouts', async () => {
    const s = await scripted([{ status: 200, body: RESULT, delayMs: 400 }, { status: 200, body: RESULT, delayMs: 400 }, { status: 200, body: RESULT }]);
    const r = recorder();
    const client = createGroundClient({ baseUrl: s.url, key: 'k', sleep: r.sleep, timeoutMs: { single: 100 } });
    expect((await client.check(ITEM)).status).toBe('ok');
    expect(r.sleeps).toEqual([2000, 4000]);
    const always = await scripted([{ status: 200, body: RESULT, delayMs: 400 }]);
    const r2 = recorder();
    const error = await createGroundClient({ baseUrl: always.url, key: 'k', sleep: r2.sleep, timeoutMs: { single: 100 } }).check(ITEM).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout', status: null, attempts: 4 });
  });

  it('sends batch items with shared fields, and reads health including its 503 body', async () => {
    const batch = { results: [RESULT], count: 1, usage: RESULT.usage };
    const s = await scripted([{ status: 200, body: batch }, { status: 503, body: { ok: false, checked_at: '2026-11-22T12:00:00.000Z' } }]);
    const client = createGroundClient({ baseUrl: s.url, key: 'k', sleep: recorder().sleep });
    expect((await client.checkBatch([ITEM], { metadata: { environment: 'prod' } })).count).toBe(1);
    expect(JSON.parse(s.seen[0]?.body ?? '')).toEqual({ metadata: { environment: 'prod' }, items: [ITEM] });
    expect(await client.health()).toEqual({ ok: false, checked_at: '2026-11-22T12:00:00.000Z' });
    expect(s.seen[1]?.url).toBe('/v1/health');
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('7', 0)).toBe(7000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(parseRetryAfter(undefined, 0)).toBeNull();
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });
});
