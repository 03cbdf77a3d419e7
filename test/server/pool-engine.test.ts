import { describe, expect, it } from 'vitest';
import { CheckResponse } from '../../src/contract/schemas.ts';
import { createApp } from '../../src/server/app.ts';
import { createPoolEngine } from '../../src/server/pool-engine.ts';
import { createEnginePool } from '../../src/runtime/engine-pool.ts';
import { createApiKey } from '../../src/store/api-keys.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { createServerStore } from '../../src/store/server-store.ts';

describe('the app over the real engine worker pool', () => {
  it('is unhealthy until the workers load, checks through them, and is unhealthy again once closing', async () => {
    const db = openDatabase(':memory:');
    const { key } = createApiKey(db, { workspaceId: 'acme', now: Date.now() });
    const engine = createPoolEngine(createEnginePool({ size: 1 }));
    const app = createApp({ engine, store: createServerStore(':memory:', () => db) });
    const health = () => app(new Request('http://x/v1/health'));
    expect((await health()).status).toBe(503);
    while (!engine.ready()) await new Promise((r) => setTimeout(r, 10));
    expect((await health()).status).toBe(200);
    const res = await app(new Request('http://x/v1/ground/basic', {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'When?', context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1932.' }),
    }), { remoteAddress: '127.0.0.1' });
    expect(res.status).toBe(200);
    const body = CheckResponse.parse(await res.json());
    expect(body.score.model).toBe(engine.model());
    expect(body.score.model).toMatch(/^ground-/);
    const closing = engine.close();
    expect((await health()).status).toBe(503);
    await closing;
  });
});
