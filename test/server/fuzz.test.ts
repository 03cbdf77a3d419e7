// Fuzz: thousands of generated hostile requests (fuzz-requests.ts) on raw loopback sockets to
// the node server over the real app and store (SQLite in memory), with the fake engine of
// helpers.ts so that a run takes seconds. Every exchange must get one answer with a status the
// spec names (502 only when the engine was made to fail), the three rate-limit headers and a
// spec-shaped body; nothing may reach the app's last-resort handler; and the store must have
// charged exactly the sum of `usage.tokens` the clients were sent.
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../src/contract/errors.ts';
import { BatchResponse, CheckResponse, ErrorBody, Health } from '../../src/contract/schemas.ts';
import { startNodeServer, type RunningServer } from '../../src/server/node-server.ts';
import { createApiKey } from '../../src/store/api-keys.ts';
import { writeWorkspaceSettings } from '../../src/store/workspaces.ts';
import { fuzzRequest, type FuzzRequest } from './fuzz-requests.ts';
import { createHarness } from './helpers.ts';

const REQUESTS = 3000;
const CONCURRENCY = 16;
const ANSWER_WITHIN_MS = 15_000;

const servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

interface Answer { status: number; headers: Record<string, string>; body: Buffer }

/**
 * Writes `bytes` (all of them, while reading) and resolves with the first complete response,
 * or null when the connection closed or the time ran out without one.
 */
function exchange(port: number, bytes: Buffer, method: string): Promise<Answer | null> {
  return new Promise((resolve) => {
    let got = Buffer.alloc(0);
    const socket = connect(port, '127.0.0.1');
    const done = (answer: Answer | null): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done(null), ANSWER_WITHIN_MS);
    socket.on('error', () => {}); // a reset after the answer (unread body) is the server's right
    socket.on('data', (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      const answer = parseResponse(got, method);
      if (answer) done(answer);
    });
    socket.on('close', () => done(parseResponse(got, method)));
    socket.write(bytes);
  });
}

/** The first whole HTTP/1.1 response in `bytes` (1xx interim responses skipped), or null. */
function parseResponse(bytes: Buffer, method: string): Answer | null {
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
    if (status >= 100 && status < 200) { rest = rest.subarray(end + 4); continue; }
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
    const length = method === 'HEAD' ? 0 : Number(headers['content-length'] ?? NaN);
    const body = rest.subarray(end + 4);
    if (!Number.isFinite(length) || body.length < length) return null;
    return { status, headers, body: body.subarray(0, length) };
  }
}

/** What is wrong with `answer` to `req` (empty: nothing); the tokens it reports charged. */
function judge(req: FuzzRequest, answer: Answer | null): { problems: string[]; tokens: number } {
  if (!answer) return { problems: ['no answer'], tokens: 0 };
  const problems: string[] = [];
  const { status, headers } = answer;
  if (!/^\d+$/.test(headers['x-ratelimit-limit'] ?? '')) problems.push('X-RateLimit-Limit');
  if (!/^\d+$/.test(headers['x-ratelimit-remaining'] ?? '')) problems.push('X-RateLimit-Remaining');
  if (Number.isNaN(Date.parse(headers['x-ratelimit-reset'] ?? ''))) problems.push('X-RateLimit-Reset');
  if (![200, ...Object.values(ERRORS).map((e) => e.http)].includes(status as 200)) problems.push(`status ${status}`);
  if (req.method === 'HEAD') return { problems, tokens: 0 };
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return { problems: [...problems, `body not JSON: ${answer.body.toString('utf8').slice(0, 80)}`], tokens: 0 };
  }
  if (status === 200 || (status === 503 && Health.safeParse(body).success)) {
    for (const schema of [CheckResponse, BatchResponse]) {
      const parsed = schema.safeParse(body);
      if (parsed.success) return { problems, tokens: parsed.data.usage.tokens };
    }
    const ok = Health.safeParse(body).success || (body as { openapi?: unknown }).openapi === '3.1.0';
    return { problems: ok ? problems : [...problems, 'a 200 body of no known shape'], tokens: 0 };
  }
  const error = ErrorBody.safeParse(body);
  if (!error.success) return { problems: [...problems, `error body: ${JSON.stringify(body).slice(0, 80)}`], tokens: 0 };
  const code: ErrorCode = error.data.error.code;
  if (ERRORS[code].http !== status) problems.push(`${code} with status ${status}`);
  if (status === 502 && !req.engineFails) problems.push(`502 without an engine failure: ${error.data.error.message}`);
  return { problems, tokens: 0 };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  }));
  return out;
}

describe('fuzz: hostile requests to the node server (fake engine, real app and store)', () => {
  it(`${REQUESTS} generated requests: one spec-shaped answer each, no 5xx but the engine's 502, exact charges`, async () => {
    const h = createHarness();
    // One roomy workspace (room for every request) and one tight (60 a minute, 5,000 tokens a day).
    writeWorkspaceSettings(h.db, 'acme', { requestsPerMinute: 1_000_000, dailyTokens: 1_000_000_000 }, h.clock.now);
    const tight = createApiKey(h.db, { workspaceId: 'tight', now: h.clock.now }).key;
    writeWorkspaceSettings(h.db, 'tight', { dailyTokens: 5_000 }, h.clock.now);
    const server = await startNodeServer({ app: h.app, host: '127.0.0.1', port: 0, timeouts: { headersMs: 1000, requestMs: 2000 } });
    servers.push(server);

    const seed = Date.now() ^ (Math.random() * 0x7fffffff);
    const requests = fc.sample(fuzzRequest({ roomy: h.key, tight }), { numRuns: REQUESTS, seed });
    const started = performance.now();
    const answers = await pool(requests, CONCURRENCY, (req) => exchange(server.port, req.bytes, req.method));
    const seconds = (performance.now() - started) / 1000;

    const failures: string[] = [];
    let delivered = 0;
    const statuses: Record<number, number> = {};
    requests.forEach((req, i) => {
      const answer = answers[i] ?? null;
      if (answer) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const { problems, tokens } = judge(req, answer);
      delivered += tokens;
      if (problems.length > 0) failures.push(`${req.label}: ${problems.join('; ')}`);
    });
    console.log(`fuzz seed ${seed}: ${REQUESTS} requests in ${seconds.toFixed(1)} s, statuses ${JSON.stringify(statuses)}, ${delivered} tokens delivered`);
    expect(failures.slice(0, 20), `seed ${seed}`).toEqual([]);
    expect(h.logs.filter((l) => l.includes('"internal_error"')), `seed ${seed}`).toEqual([]);

    // Every answered request has been logged once its answer was written; wait for the last ones.
    const get = (sql: string): number => (h.db.prepare(sql).get() as { n: number }).n;
    for (let i = 0; i < 200 && (server.inFlight() > 0 || get('SELECT count(*) AS n FROM reservations') > 0); i++) await new Promise((r) => setTimeout(r, 10));
    expect({
      charged: get('SELECT coalesce(sum(tokens), 0) AS n FROM usage_days'),
      recorded: get('SELECT coalesce(sum(tokens), 0) AS n FROM checks'),
      reservations: get('SELECT count(*) AS n FROM reservations'),
    }, `seed ${seed}`).toEqual({ charged: delivered, recorded: delivered, reservations: 0 });
    expect(statuses[200] ?? 0).toBeGreaterThan(REQUESTS / 10); // the generator reaches the checks, not only refusals
    const health = await fetch(`${server.url}/v1/health`);
    expect(health.status).toBe(200); // still serving
  }, 60_000);
});
