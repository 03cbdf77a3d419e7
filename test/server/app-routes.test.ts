import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/contract/openapi.ts';
import { ErrorBody, Health } from '../../src/contract/schemas.ts';
import { ROUTE_METHODS } from '../../src/server/route-methods.ts';
import { createHarness, errorOf, NEXT_MIDNIGHT } from './helpers.ts';

function expectDefaultRateHeaders(res: Response): void {
  // No key known: the free plan's allowance, full, renewing at the next 00:00 UTC.
  expect(res.headers.get('x-ratelimit-limit')).toBe('1000000');
  expect(res.headers.get('x-ratelimit-remaining')).toBe('1000000');
  expect(res.headers.get('x-ratelimit-reset')).toBe(NEXT_MIDNIGHT);
}

function expectNoCors(res: Response): void {
  for (const name of res.headers.keys()) expect(name.startsWith('access-control-')).toBe(false);
}

describe('routes', () => {
  it('GET /v1/health: 200 {ok: true, checked_at} without a key, with rate-limit headers', async () => {
    const h = createHarness();
    const res = await h.send('/v1/health', { key: null });
    expect(res.status).toBe(200);
    const body = Health.parse(await res.json());
    expect(body).toEqual({ ok: true, checked_at: '2026-11-22T12:00:00.000Z' });
    expectDefaultRateHeaders(res);
    expectNoCors(res);
  });

  it('GET /v1/health: 503 {ok: false} when the engine is not ready or the store does not answer', async () => {
    const h = createHarness();
    h.engine.isReady = false;
    const res = await h.send('/v1/health', { key: null });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, checked_at: '2026-11-22T12:00:00.000Z' });
    expectDefaultRateHeaders(res);
    const broken = createHarness({ storeOverride: { ping: async () => false } });
    expect((await broken.send('/v1/health', { key: null })).status).toBe(503);
  });

  it('unknown route: 404 not_found with the error body and rate-limit headers', async () => {
    const h = createHarness();
    for (const path of ['/', '/v1', '/v2/ground/basic', '/v1/ground/basic/', '/v1/health/x', '/v1/ground/basic/batch/1']) {
      const res = await h.send(path, { method: 'POST', body: '{}' });
      expect(res.status, path).toBe(404);
      const body = ErrorBody.parse(await res.json());
      expect(body.error.code).toBe('not_found');
      expectDefaultRateHeaders(res);
    }
  });

  it('wrong method: 405 method_not_allowed with Allow (POST for checks, GET for health)', async () => {
    const h = createHarness();
    const cases: Array<[string, string, string]> = [
      ['GET', '/v1/ground/basic', 'POST'], ['PUT', '/v1/ground/basic/batch', 'POST'], ['DELETE', '/v1/ground/basic', 'POST'],
      ['POST', '/v1/health', 'GET'], ['HEAD', '/v1/health', 'GET'], ['POST', '/v1/openapi.json', 'GET'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await h.send(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expectDefaultRateHeaders(res);
      if (method !== 'HEAD') expect((await errorOf(res)).code).toBe('method_not_allowed');
    }
  });

  it('a browser preflight OPTIONS gets 405 and never any CORS header', async () => {
    const h = createHarness();
    const res = await h.send('/v1/ground/basic', {
      method: 'OPTIONS', key: null,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expectNoCors(res);
    const post = await h.post('/v1/ground/basic', { question: 'q', context: 'c', answer: 'a' });
    expectNoCors(post);
  });

  it('GET /v1/openapi.json serves the OpenAPI 3.1 document without a key', async () => {
    const h = createHarness();
    const res = await h.send('/v1/openapi.json', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(buildOpenApi());
    expectDefaultRateHeaders(res);
  });

  it('the OpenAPI document lists every route the server serves, with its method, and no other', () => {
    const paths = (buildOpenApi() as { paths: Record<string, Record<string, unknown>> }).paths;
    const documented = Object.fromEntries(Object.entries(paths).map(([path, ops]) => [path, Object.keys(ops).map((m) => m.toUpperCase())]));
    expect(documented).toEqual(Object.fromEntries(Object.entries(ROUTE_METHODS).map(([path, method]) => [path, [method]])));
  });

  it('logs one structured line per request with status and code', async () => {
    const h = createHarness();
    await h.send('/nope', { key: null });
    const line = JSON.parse(h.logs.at(-1) ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ event: 'request', method: 'GET', path: '/nope', status: 404, code: 'not_found' });
    expect(typeof line.ms).toBe('number');
  });
});
