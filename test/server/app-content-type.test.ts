import { describe, expect, it } from 'vitest';
import { contentTypeRefusal } from '../../src/server/check-body.ts';
import { createHarness, errorOf, ITEM, NEXT_MIDNIGHT } from './helpers.ts';

const CHECK = '/v1/ground/basic';

describe('request content type', () => {
  it.each([
    ['text/plain;charset=UTF-8'], ['application/x-www-form-urlencoded'], ['application/json-seq'],
    ['multipart/form-data; boundary=x'], ['application/json; charset=latin1'], [''],
  ])('422 invalid_request naming %j, before the body is read; nothing checked or reserved', async (type) => {
    const h = createHarness();
    for (const path of [CHECK, `${CHECK}/batch`]) {
      const body = path === CHECK ? ITEM : { items: [ITEM] };
      const res = await h.send(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': type } });
      expect(res.status).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe('invalid_request');
      expect(error.message).toContain(`Content-Type is ${JSON.stringify(type)}`);
      expect(error.message).toContain('application/json');
      // The key is known: its workspace's allowance, untouched.
      expect(res.headers.get('x-ratelimit-limit')).toBe('1000000');
      expect(res.headers.get('x-ratelimit-remaining')).toBe('1000000');
      expect(res.headers.get('x-ratelimit-reset')).toBe(NEXT_MIDNIGHT);
    }
    expect(h.engine.calls).toBe(0);
    expect(h.db.prepare('SELECT count(*) AS n FROM reservations').get()).toEqual({ n: 0 });
  });

  it('a string body sent by fetch without a label goes as text/plain and is refused', async () => {
    const h = createHarness();
    const res = await h.app(new Request(`http://localhost${CHECK}`, {
      method: 'POST', headers: { authorization: `Bearer ${h.key}` }, body: JSON.stringify(ITEM),
    }), { remoteAddress: '127.0.0.1' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toMatch(/^Content-Type is "text\/plain;charset=UTF-8"/);
  });

  it.each([['application/json'], ['APPLICATION/JSON'], ['application/json; charset=utf-8'], ['application/json;charset="UTF-8"']])('accepts %j', async (type) => {
    const h = createHarness();
    const res = await h.send(CHECK, { method: 'POST', body: JSON.stringify(ITEM), headers: { 'content-type': type } });
    expect(res.status).toBe(200);
  });

  it('accepts a body with no Content-Type at all as JSON (clients that never set one)', () => {
    expect(contentTypeRefusal(null)).toBeNull();
  });

  it('shows at most 100 characters of the header it refuses', () => {
    const message = contentTypeRefusal(`text/${'x'.repeat(500)}`)?.message ?? '';
    expect(message.length).toBeLessThan(200);
    expect(message).toContain('…');
  });
});
