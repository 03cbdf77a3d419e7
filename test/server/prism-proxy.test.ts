// The real `ground serve` behind Stoplight Prism's validation proxy, which checks every request
// and every response against the committed openapi.json and names each mismatch in its
// `sl-violations` header. Valid requests must pass with none; for invalid ones Prism flags the
// request, and the server's answer must still match the document. Prism runs from
// node_modules on loopback only (it also starts in a network namespace with no network).
// Not sent: malformed JSON, on which Prism 5.16 never answers (its own defect, not the server's).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResponse, CheckResponse, ErrorBody, Health } from '../../src/contract/schemas.ts';
import { ROOT, runGround } from '../helpers/run-ground.ts';

const PRISM = join(ROOT, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
const children: ChildProcess[] = [];
let dir = '';
let base = '';
let key = '';
let tightKey = '';

/** Spawns `args` and resolves with the first match of `pattern` in its output. */
function startAndRead(args: string[], pattern: RegExp): Promise<string> {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const read = (d: Buffer): void => {
      out += d.toString();
      const m = pattern.exec(out);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited ${code}: ${out}`)));
  });
}

function createKey(workspace: string, flags: string[]): string {
  const created = runGround(['keys', 'create', '--workspace', workspace, '--data-dir', dir]);
  expect(created.code).toBe(0);
  expect(runGround(['workspace', 'set', workspace, ...flags, '--data-dir', dir]).code).toBe(0);
  return created.stdout.trim();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ground-prism-'));
  key = createKey('acme', ['--requests-per-minute', '100000']);
  tightKey = createKey('tight', ['--daily-tokens', '200']);
  const served = await startAndRead([join(ROOT, 'bin', 'ground'), 'serve', '--port', '0', '--workers', '1', '--data-dir', dir], /"event":"listening","url":"([^"]+)"/);
  base = await startAndRead([PRISM, 'proxy', join(ROOT, 'openapi.json'), served, '--host', '127.0.0.1', '--port', '0'], /Prism is listening on (http:\/\/\S+)/);
  // Workers load their models after `listening`; health turns 200 when they are ready.
  for (let i = 0; i < 600 && (await fetch(`${served}/v1/health`)).status !== 200; i++) await new Promise((r) => setTimeout(r, 100));
}, 60_000);

afterAll(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Violation { location: string[]; severity: string; message: string }
interface Through { status: number; headers: Headers; body: unknown; violations: Violation[] }

async function through(path: string, init: RequestInit & { key?: string | null } = {}): Promise<Through> {
  const { key: useKey = key, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (useKey !== null) headers.set('authorization', `Bearer ${useKey}`);
  if (rest.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(`${base}${path}`, { ...rest, headers });
  const text = await res.text();
  const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as Violation[];
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) as unknown : null, violations };
}

const post = (path: string, body: unknown, init: RequestInit & { key?: string | null } = {}): Promise<Through> =>
  through(path, { method: 'POST', body: JSON.stringify(body), ...init });

const ITEM = { question: 'When did the bridge open?', context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1932.' };
const WRONG = { question: 'When did the bridge open?', context: 'The bridge opened in 1932. It is 503 metres long.', answer: 'The bridge opened in 1931. It is 503 metres long.' };

function expectRateHeaders(r: Through): void {
  expect(r.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
  expect(r.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
  expect(Number.isNaN(Date.parse(r.headers.get('x-ratelimit-reset') ?? ''))).toBe(false);
}

describe('ground serve behind a Prism validation proxy', () => {
  it('valid requests: every answer matches openapi.json (no violations)', async () => {
    const health = await through('/v1/health', { key: null });
    expect([health.status, health.violations]).toEqual([200, []]);
    Health.parse(health.body);
    const doc = await through('/v1/openapi.json', { key: null });
    expect([doc.status, doc.violations]).toEqual([200, []]);

    const one = await post('/v1/ground/basic', { ...ITEM, metadata: { environment: 'test', tags: ['a'], team: 'x' } });
    expect([one.status, one.violations]).toEqual([200, []]);
    expect(CheckResponse.parse(one.body).sentences[0]?.span).toHaveLength(2);
    const wrong = await post('/v1/ground/basic', WRONG, { headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect([wrong.status, wrong.violations]).toEqual([200, []]);
    expect(CheckResponse.parse(wrong.body).corrections?.length).toBeGreaterThan(0); // the optional fields are validated too
    const batch = await post('/v1/ground/basic/batch', { items: [ITEM, WRONG], profile: 'balanced' });
    expect([batch.status, batch.violations]).toEqual([200, []]);
    expect(BatchResponse.parse(batch.body).count).toBe(2);
    for (const r of [health, doc, one, wrong, batch]) expectRateHeaders(r);

    // A valid request the server refuses: the 429 and its headers match the document too.
    expect((await post('/v1/ground/basic', ITEM, { key: tightKey })).violations).toEqual([]);
    const spent = await post('/v1/ground/basic', ITEM, { key: tightKey });
    expect([spent.status, spent.violations]).toEqual([429, []]);
    expect(ErrorBody.parse(spent.body).error.code).toBe('daily_quota_exceeded');
    expect(spent.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  // `flagged`: the request breaks the document, so Prism must say so (a body over 1 MB does not:
  // the document sets no size, the spec's Limits do).
  it.each([
    { name: 'missing answer', send: () => post('/v1/ground/basic', { question: 'q', context: 'c' }), status: 422, code: 'invalid_request', message: /answer/, flagged: true },
    { name: 'a text/plain body', send: () => post('/v1/ground/basic', ITEM, { headers: { 'content-type': 'text/plain' } }), status: 422, code: 'invalid_request', message: /Content-Type is "text\/plain"/, flagged: true },
    { name: 'no key', send: () => post('/v1/ground/basic', ITEM, { key: null }), status: 401, code: 'invalid_api_key', message: /Bearer/, flagged: true },
    { name: '51 batch items', send: () => post('/v1/ground/basic/batch', { items: Array.from({ length: 51 }, () => ITEM) }), status: 422, code: 'invalid_request', message: /items/, flagged: true },
    { name: 'a wrong type', send: () => post('/v1/ground/basic', { ...ITEM, context: [1, 2] }), status: 422, code: 'invalid_request', message: /context/, flagged: true },
    { name: 'an unknown route', send: () => through('/v1/nope', { key: null }), status: 404, code: 'not_found', message: /\/v1\/nope/, flagged: true },
    { name: 'a wrong method', send: () => through('/v1/health', { method: 'DELETE', key: null }), status: 405, code: 'method_not_allowed', message: /GET/, flagged: true },
    { name: 'a body over 1 MB', send: () => post('/v1/ground/basic', { ...ITEM, context: 'x'.repeat(1_100_000) }), status: 413, code: 'request_too_large', message: /1000000 bytes/, flagged: false },
  ])('$name: the server answers $status in the documented shape', async ({ send, status, code, message, flagged }) => {
    const r = await send();
    expect(r.status).toBe(status);
    const body = ErrorBody.parse(r.body);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(message);
    expectRateHeaders(r);
    expect(r.violations.length > 0).toBe(flagged);
    expect(r.violations.filter((v) => v.location[0] !== 'request')).toEqual([]);
  });
});
