import { describe, expect, it } from 'vitest';
import { AT_CAPACITY } from '../../src/server/admission.ts';
import { createHarness, errorOf, ITEM } from './helpers.ts';

describe('back-pressure: a bounded queue in front of the engine', () => {
  it('refuses at once with 502 verification_unavailable what the queue cannot take; a batch whole; nothing reserved or charged', async () => {
    const h = createHarness();
    h.engine.room = 2;
    const batch = await h.post('/v1/ground/basic/batch', { items: [ITEM, ITEM, ITEM] });
    expect(batch.status).toBe(502);
    expect(await errorOf(batch)).toEqual({ code: 'verification_unavailable', message: AT_CAPACITY });
    expect(batch.headers.get('x-ratelimit-remaining')).toBe('1000000');
    expect(h.engine.calls).toBe(0);
    expect(h.db.prepare('SELECT count(*) AS n FROM reservations').get()).toEqual({ n: 0 });
    expect(JSON.parse(h.logs.at(-1) ?? '{}')).toMatchObject({ status: 502, code: 'verification_unavailable', at_capacity: true });
    // Two items fit.
    expect((await h.post('/v1/ground/basic/batch', { items: [ITEM, ITEM] })).status).toBe(200);
    h.engine.room = 0;
    const single = await h.post('/v1/ground/basic', ITEM);
    expect(single.status).toBe(502);
    expect(h.engine.calls).toBe(2);
    expect(h.db.prepare('SELECT coalesce(sum(tokens), 0) AS n FROM usage_days').get()).toEqual({ n: 400 });
  });

  it('/v1/health is 503 while saturated and 200 again once there is room', async () => {
    const h = createHarness();
    h.engine.room = 0;
    const saturated = await h.send('/v1/health', { key: null });
    expect(saturated.status).toBe(503);
    expect(await saturated.json()).toMatchObject({ ok: false });
    h.engine.room = 1;
    expect((await h.send('/v1/health', { key: null })).status).toBe(200);
  });

  it('two requests admitted while the store is slow never share the last places: one batch whole, the other refused', async () => {
    const h = createHarness();
    // A queue of 3 places: each running check takes one; a check beyond them is refused, as the pool does.
    let inFlight = 0;
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => { finish = resolve; });
    const check = h.engine.check;
    h.engine.capacity = () => 3 - inFlight;
    h.engine.check = async (input) => {
      if (inFlight >= 3) throw new Error('queue full');
      inFlight++;
      await finished;
      inFlight--;
      return check(input);
    };
    const reserve = h.store.reserve;
    h.store.reserve = async (...args) => {
      await new Promise((r) => setTimeout(r, 20)); // PostgreSQL round trips
      return reserve(...args);
    };
    const both = Promise.all([h.post('/v1/ground/basic/batch', { items: [ITEM, ITEM] }), h.post('/v1/ground/basic/batch', { items: [ITEM, ITEM] })]);
    setTimeout(finish, 60);
    const [first, second] = await both;
    expect([first.status, second.status]).toEqual([200, 502]);
    expect(await errorOf(second)).toEqual({ code: 'verification_unavailable', message: AT_CAPACITY });
    const body = (await first.json()) as { results: Array<{ status: string }>; usage: { tokens: number } };
    expect(body.results.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(body.usage.tokens).toBe(400);
  });
});
