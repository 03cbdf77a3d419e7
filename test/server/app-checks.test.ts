import { describe, expect, it } from 'vitest';
import { BatchResponse, CheckResponse } from '../../src/contract/schemas.ts';
import { createHarness, errorOf, ITEM } from './helpers.ts';

const CHECK = '/v1/ground/basic';
const BATCH = '/v1/ground/basic/batch';

function chargedTokens(h: ReturnType<typeof createHarness>): number {
  const row = h.db.prepare('SELECT coalesce(sum(tokens), 0) AS n FROM usage_days').get() as { n: number };
  return row.n;
}

describe('single check', () => {
  it('200: a CheckResult with id, score.model, p_hallucinated null, integer meta.latency_ms, and usage', async () => {
    const h = createHarness();
    const res = await h.post(CHECK, { ...ITEM, profile: 'precision', unknown_field: 1 });
    expect(res.status).toBe(200);
    const body = CheckResponse.parse(await res.json());
    expect(body.status).toBe('ok');
    expect(body.id).toMatch(/^chk_[0-9a-f]{32}$/);
    expect(body.score).toEqual({ p_hallucinated: null, model: 'fake-1' });
    expect(Number.isInteger(body.meta.latency_ms)).toBe(true);
    expect(body.usage.tokens).toBe(200);
    expect(body.sentences[0]?.text).toBe(ITEM.answer);
  });

  it('422 invalid_request naming the field: bad JSON, not an object, missing, empty or wrong-typed fields', async () => {
    const h = createHarness();
    const cases: Array<[unknown, string]> = [
      ['{"question": ', 'body is not valid JSON'],
      ['', 'body is not valid JSON'],
      [[ITEM], 'body must be a JSON object'],
      [{ ...ITEM, question: '' }, 'question is required and must not be empty'],
      [{ context: ITEM.context, answer: 'x' }, 'question is required and must not be empty'],
      [{ ...ITEM, answer: 42 }, 'answer must be a string'],
      [{ ...ITEM, context: [] }, 'context'],
      [{ ...ITEM, metadata: { tags: Array.from({ length: 21 }, String) } }, 'metadata.tags'],
    ];
    for (const [body, field] of cases) {
      const res = await h.post(CHECK, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe('invalid_request');
      expect(error.message.startsWith(field)).toBe(true);
    }
    expect(h.engine.calls).toBe(0);
    expect(chargedTokens(h)).toBe(0);
  });

  it('413 request_too_large for a body over 1 MB, declared or streamed, and for an answer over 15,000 tokens', async () => {
    const h = createHarness();
    const big = JSON.stringify({ ...ITEM, context: 'x'.repeat(1_000_001) });
    const declared = await h.send(CHECK, { method: 'POST', body: big, headers: { 'content-length': String(big.length) } });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe('request_too_large');
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const streamed = await h.send(CHECK, { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(1_000_000 + 3 * 64 * 1024); // stopped just past the limit
    // 60,004 bytes = 15,001 tokens: too large. 60,000 bytes = 15,000 tokens: allowed, and charged 15,000.
    const q = ITEM.question; const a = ITEM.answer;
    const fill = (bytes: number) => 'y'.repeat(bytes - Buffer.byteLength(q) - Buffer.byteLength(a));
    const over = await h.post(CHECK, { question: q, context: fill(60_004), answer: a });
    expect(over.status).toBe(413);
    expect((await errorOf(over)).message).toMatch(/15001 tokens.*at most 15000/);
    const edge = await h.post(CHECK, { question: q, context: fill(60_000), answer: a });
    expect(edge.status).toBe(200);
    expect(CheckResponse.parse(await edge.json()).usage.tokens).toBe(15_000);
  });

  it('502 verification_unavailable when the engine fails: nothing charged, reservation released', async () => {
    const h = createHarness();
    const res = await h.post(CHECK, { ...ITEM, answer: 'FAIL' });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).code).toBe('verification_unavailable');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('1000000');
    expect(chargedTokens(h)).toBe(0);
    expect(h.db.prepare('SELECT count(*) AS n FROM reservations').get()).toEqual({ n: 0 });
  });

  it('an unexpected exception becomes 502 verification_unavailable (never 500) and leaks nothing', async () => {
    const h = createHarness({ storeOverride: { settle: () => { throw new TypeError('secret internal detail'); } } });
    const res = await h.post(CHECK, ITEM);
    expect(res.status).toBe(502);
    const error = await errorOf(res);
    expect(error.code).toBe('verification_unavailable');
    expect(error.message).not.toMatch(/secret/);
    expect(chargedTokens(h)).toBe(0);
  });
});

describe('batch', () => {
  it('keeps item order, gives each result its own status, refunds items that could not be checked', async () => {
    const h = createHarness();
    const items = [{ ...ITEM, answer: 'First.' }, { ...ITEM, answer: 'FAIL' }, { ...ITEM, answer: 'Third.' }];
    const res = await h.post(BATCH, { items, metadata: { environment: 'prod' } });
    expect(res.status).toBe(200);
    const body = BatchResponse.parse(await res.json());
    expect(body.count).toBe(3);
    expect(body.results.map((r) => r.status)).toEqual(['ok', 'unavailable', 'ok']);
    expect(body.results[0]?.sentences[0]?.text).toBe('First.');
    expect(body.results[2]?.sentences[0]?.text).toBe('Third.');
    const failed = body.results[1];
    expect(failed?.id).toMatch(/^chk_[0-9a-f]{32}$/);
    expect(failed?.score).toEqual({ p_hallucinated: null, model: 'fake-1' });
    expect(failed?.sentences).toEqual([]);
    expect(body.usage).toMatchObject({ tokens: 400, remaining_today: 1_000_000 - 400 });
    expect(res.headers.get('x-ratelimit-remaining')).toBe(String(1_000_000 - 400));
    expect(chargedTokens(h)).toBe(400);
    const stored = h.db.prepare('SELECT metadata FROM checks ORDER BY id').all() as Array<{ metadata: string }>;
    expect(stored.map((r) => JSON.parse(r.metadata) as unknown)).toEqual([{ environment: 'prod' }, { environment: 'prod' }]);
  });

  it('422 for the whole batch: 0 or 51 items, or one invalid item named by index; nothing checked', async () => {
    const h = createHarness();
    const cases: Array<[unknown, RegExp]> = [
      [{ items: [] }, /^items /],
      [{ items: Array.from({ length: 51 }, () => ITEM) }, /^items must have at most 50 items; got 51$/],
      [{ items: [ITEM, { ...ITEM, context: '' }] }, /^items\[1\]\.context is required/],
      [{}, /^items is required/],
    ];
    for (const [body, message] of cases) {
      const res = await h.post(BATCH, body);
      expect(res.status).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe('invalid_request');
      expect(error.message).toMatch(message);
    }
    expect(h.engine.calls).toBe(0);
    const fifty = await h.post(BATCH, { items: Array.from({ length: 50 }, () => ITEM) });
    expect(fifty.status).toBe(200);
    expect(BatchResponse.parse(await fifty.json()).usage.tokens).toBe(50 * 200);
  });

  it('413 naming the item when one item is over 15,000 tokens', async () => {
    const h = createHarness();
    const res = await h.post(BATCH, { items: [ITEM, { ...ITEM, context: 'z'.repeat(60_001) }] });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toMatch(/^items\[1\] is \d+ tokens/);
    expect(h.engine.calls).toBe(0);
  });
});

describe('answers the engine could not check (status unavailable)', () => {
  it('a single check returns the unavailable result with 200 and charges nothing', async () => {
    const h = createHarness();
    const res = await h.post(CHECK, { ...ITEM, answer: 'UNCHECKABLE' });
    expect(res.status).toBe(200);
    const body = CheckResponse.parse(await res.json());
    expect(body.status).toBe('unavailable');
    expect(body.usage).toMatchObject({ tokens: 0, remaining_today: 1_000_000 });
    expect(res.headers.get('x-ratelimit-remaining')).toBe('1000000');
    expect(chargedTokens(h)).toBe(0);
    expect(h.db.prepare('SELECT count(*) AS n FROM reservations').get()).toEqual({ n: 0 });
  });

  it('a batch refunds the unavailable item and charges the checked ones', async () => {
    const h = createHarness();
    const res = await h.post(BATCH, { items: [{ ...ITEM, answer: 'First.' }, { ...ITEM, answer: 'UNCHECKABLE' }] });
    expect(res.status).toBe(200);
    const body = BatchResponse.parse(await res.json());
    expect(body.results.map((r) => r.status)).toEqual(['ok', 'unavailable']);
    expect(body.usage).toMatchObject({ tokens: 200, remaining_today: 1_000_000 - 200 });
    expect(chargedTokens(h)).toBe(200);
  });
});

describe('metadata edge cases', () => {
  it('deeply nested metadata is a 422 naming the field (not a 502), single and batch; nothing checked', async () => {
    const h = createHarness();
    // Sent as text: JSON.stringify itself cannot serialise this depth.
    const deep = `{"x":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const item = (metadata: string): string => `{"question":"q","context":"c","answer":"a","metadata":${metadata}}`;
    const single = await h.post(CHECK, item(deep));
    expect(single.status).toBe(422);
    expect(await errorOf(single)).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/^metadata /) as unknown });
    const batch = await h.post(BATCH, `{"items":[${JSON.stringify(ITEM)},${JSON.stringify(ITEM)},${item(deep)}]}`);
    expect(batch.status).toBe(422);
    expect((await errorOf(batch)).message).toMatch(/^items\[2\]\.metadata /);
    const batchLevel = await h.post(BATCH, `{"items":[${JSON.stringify(ITEM)}],"metadata":${deep}}`);
    expect(batchLevel.status).toBe(422);
    expect((await errorOf(batchLevel)).message).toMatch(/^metadata /);
    expect(h.engine.calls).toBe(0);
    // Nesting that fits in 2,000 characters is still fine.
    const fits = await h.post(CHECK, { ...ITEM, metadata: { x: JSON.parse(`${'['.repeat(900)}${']'.repeat(900)}`) as unknown } });
    expect(fits.status).toBe(200);
  });

  it('a wrong-typed object or array field reads "must be an object" / "must be an array"', async () => {
    const h = createHarness();
    expect((await errorOf(await h.post(CHECK, { ...ITEM, metadata: [] }))).message).toBe('metadata must be an object');
    expect((await errorOf(await h.post(BATCH, { items: [{ ...ITEM, metadata: { tags: 'x' } }] }))).message).toBe('items[0].metadata.tags must be an array');
  });
});

describe('body encoding', () => {
  it('a body that is not valid UTF-8 is 422 naming the body, nothing checked or charged; a leading BOM is skipped', async () => {
    const h = createHarness();
    const text = '{"question":"q","context":"c","answer":"a\u00e9"}';
    const bytes = Buffer.from(text, 'utf8');
    const bad = Buffer.concat([bytes.subarray(0, bytes.length - 4), Buffer.from([0xc3]), bytes.subarray(bytes.length - 2)]); // a cut 2-byte sequence
    const res = await h.send(CHECK, { method: 'POST', body: bad, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'invalid_request', message: 'body is not valid UTF-8' });
    expect(h.engine.calls).toBe(0);
    expect(chargedTokens(h)).toBe(0);
    const withBom = await h.send(CHECK, { method: 'POST', body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]), headers: { 'content-type': 'application/json' } });
    expect(withBom.status).toBe(200);
  });
});
