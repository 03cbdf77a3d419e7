import { describe, expect, it } from 'vitest';
import { createHarness, errorOf } from './helpers.ts';

const FIELDS = '"question":"When was it built?","context":"It was built in 1887."';

describe('prototype keys at the HTTP edge', () => {
  it('an answer or items sent only under "__proto__" is 422 naming the field; nothing checked or charged', async () => {
    const h = createHarness();
    const single = await h.post('/v1/ground/basic', `{${FIELDS},"__proto__":{"answer":"In 1887."}}`);
    expect(single.status).toBe(422);
    expect(await errorOf(single)).toEqual({ code: 'invalid_request', message: 'answer is required and must not be empty (fields under "__proto__" are ignored)' });
    const batch = await h.post('/v1/ground/basic/batch', `{"__proto__":{"items":[{${FIELDS},"answer":"In 1887."}]}}`);
    expect(batch.status).toBe(422);
    expect((await errorOf(batch)).message).toBe('items is required and must not be empty (fields under "__proto__" are ignored)');
    expect(h.engine.calls).toBe(0);
    expect(single.headers.get('x-ratelimit-remaining')).toBe('1000000');
    expect(h.db.prepare('SELECT count(*) AS n FROM usage_days').get()).toEqual({ n: 0 });
  });

  it('metadata with a "__proto__" key is checked, charged and stored with that key as sent', async () => {
    const h = createHarness();
    const res = await h.post('/v1/ground/basic', `{${FIELDS},"answer":"In 1887.","metadata":{"environment":"prod","__proto__":{"tags":5}}}`);
    expect(res.status).toBe(200);
    const row = h.db.prepare('SELECT metadata FROM checks').get() as { metadata: string };
    expect(row.metadata).toBe('{"environment":"prod","__proto__":{"tags":5}}');
  });
});
