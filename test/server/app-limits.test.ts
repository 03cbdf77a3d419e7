import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/store/api-keys.ts';
import { writeWorkspaceSettings } from '../../src/store/workspaces.ts';
import { CheckResponse } from '../../src/contract/schemas.ts';
import { createHarness, errorOf, ITEM, NEXT_MIDNIGHT } from './helpers.ts';

const CHECK = '/v1/ground/basic';

describe('per-key request rate', () => {
  it('allows 60 requests in any 60 s per key, then 429 rate_limited with Retry-After until the oldest leaves', async () => {
    const h = createHarness();
    h.clock.now += 15_000; // 12:00:15
    for (let i = 0; i < 60; i++) expect((await h.post(CHECK, ITEM)).status).toBe(200);
    const limited = await h.post(CHECK, ITEM);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toMatchObject({ code: 'rate_limited' });
    expect(limited.headers.get('retry-after')).toBe('60');
    // Remaining tokens are still reported: 60 checks of 200 tokens.
    expect(limited.headers.get('x-ratelimit-remaining')).toBe(String(1_000_000 - 60 * 200));
    // Another key of the same workspace is not limited.
    const { key: other } = createApiKey(h.db, { workspaceId: 'acme', now: h.clock.now });
    expect((await h.post(CHECK, ITEM, other)).status).toBe(200);
    h.clock.now += 45_000; // 12:01:00: a new clock minute, but the 60 of 12:00:15 still count
    const stillLimited = await h.post(CHECK, ITEM);
    expect(stillLimited.status).toBe(429);
    expect(stillLimited.headers.get('retry-after')).toBe('15');
    h.clock.now += 15_000; // 12:01:15
    expect((await h.post(CHECK, ITEM)).status).toBe(200);
  });

  it('uses the workspace plan value', async () => {
    const h = createHarness();
    writeWorkspaceSettings(h.db, 'acme', { requestsPerMinute: 2 }, h.clock.now);
    expect((await h.post(CHECK, ITEM)).status).toBe(200);
    expect((await h.post(CHECK, { bad: true })).status).toBe(422);
    const third = await h.post(CHECK, ITEM);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
  });
});

describe('daily token allowance', () => {
  it('charges at least 200 tokens, reports usage and headers, and refuses with daily_quota_exceeded until 00:00 UTC', async () => {
    const h = createHarness();
    writeWorkspaceSettings(h.db, 'acme', { dailyTokens: 1000 }, h.clock.now);
    const first = await h.post(CHECK, ITEM);
    expect(first.status).toBe(200);
    const body = CheckResponse.parse(await first.json());
    expect(body.usage).toEqual({ tokens: 200, remaining_today: 800, resets_at: NEXT_MIDNIGHT });
    expect(first.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('800');
    expect(first.headers.get('x-ratelimit-reset')).toBe(NEXT_MIDNIGHT);
    for (let i = 0; i < 4; i++) expect((await h.post(CHECK, ITEM)).status).toBe(200);
    const over = await h.post(CHECK, ITEM);
    expect(over.status).toBe(429);
    expect((await errorOf(over)).code).toBe('daily_quota_exceeded');
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(over.headers.get('retry-after')).toBe(String(12 * 3600)); // noon to midnight
    expect(h.engine.calls).toBe(5);
    h.clock.now = Date.parse(NEXT_MIDNIGHT);
    const renewed = await h.post(CHECK, ITEM);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('x-ratelimit-remaining')).toBe('800');
    expect(renewed.headers.get('x-ratelimit-reset')).toBe('2026-11-24T00:00:00.000Z');
  });

  it('counts UTF-8 bytes of question + every passage + answer, divided by 4 and rounded up', async () => {
    const h = createHarness();
    // 'é' is 2 bytes: question 401 x 'é' = 802 bytes, passages 'ab' + 'c' = 3, answer 'd' = 1: 806 bytes -> 201.5 -> 202.
    const res = await h.post(CHECK, { question: 'é'.repeat(401), context: ['ab', 'c'], answer: 'd' });
    expect(((await res.json()) as { usage: { tokens: number } }).usage.tokens).toBe(202);
  });

  it('a request that needs more than what remains is refused whole and charged nothing', async () => {
    const h = createHarness();
    writeWorkspaceSettings(h.db, 'acme', { dailyTokens: 500 }, h.clock.now);
    const res = await h.post('/v1/ground/basic/batch', { items: [ITEM, ITEM, ITEM] });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).code).toBe('daily_quota_exceeded');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('500');
    expect(h.engine.calls).toBe(0);
  });

  it('the allowance is per workspace, shared by its keys', async () => {
    const h = createHarness();
    writeWorkspaceSettings(h.db, 'acme', { dailyTokens: 400 }, h.clock.now);
    const { key: second } = createApiKey(h.db, { workspaceId: 'acme', now: h.clock.now });
    const { key: elsewhere } = createApiKey(h.db, { workspaceId: 'other', now: h.clock.now });
    expect((await h.post(CHECK, ITEM)).status).toBe(200);
    expect((await h.post(CHECK, ITEM, second)).status).toBe(200);
    expect((await h.post(CHECK, ITEM, second)).status).toBe(429);
    const other = await h.post(CHECK, ITEM, elsewhere);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe(String(1_000_000 - 200));
  });
});
