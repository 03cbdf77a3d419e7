// The answers of a batch go to the --model transformer in groups (one batched model call per
// group on an engine thread): the results are those of checking the answers one by one, and a
// failure stays with the items it belongs to, as the batch shape requires.
import { afterEach, describe, expect, it } from 'vitest';
import { BatchResponse, type CheckResult } from '../../src/contract/schemas.ts';
import { chooseModel } from '../../src/models/transformer-choice.ts';
import { createEnginePool } from '../../src/runtime/engine-pool.ts';
import { createApp } from '../../src/server/app.ts';
import { createPoolEngine } from '../../src/server/pool-engine.ts';
import { createApiKey } from '../../src/store/api-keys.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { createServerStore } from '../../src/store/server-store.ts';
import { copyTinyNliBrokenOnBoom, TINY_NLI as NLI, TINY_NLI_HASH as HASH, TOWER } from '../helpers/tiny-model.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-model-batch-');
afterEach(() => chooseModel(null));

const ANSWERS = [
  TOWER.answer,
  'The tower was built in Paris. The tower has antennas.',
  'The tower was not completed for the fair.',
  'The tower opened for the fair.',
  'The tower is 330 metres tall.',
  'Paris has the tower.',
  'The tower was completed for the fair. The tower is 330 metres tall.',
];
const inputs = Array.from({ length: 24 }, (_, i) => ({ ...TOWER, answer: ANSWERS[i % ANSWERS.length] as string }));

/** A result without what differs between two runs of the same check (its id and timing). */
function stable(result: CheckResult): unknown {
  return { ...result, id: 'x', meta: { ...result.meta, latency_ms: 0 } };
}

async function checkAll(maxGroup?: number): Promise<unknown[]> {
  const pool = createEnginePool({ size: 1, maxGroup });
  try {
    await pool.ready();
    expect(pool.maxGroup()).toBe(maxGroup ?? 16);
    return (await Promise.all(inputs.map((input) => pool.check(input)))).map(stable);
  } finally {
    await pool.close();
  }
}

describe('--model: answers checked in groups', () => {
  it('give the same CheckResults as the answers one by one, over the real worker and tiny model', async () => {
    chooseModel({ dir: NLI, name: `tiny-nli@${HASH}`, hash: HASH });
    const grouped = await checkAll();
    const singles = await checkAll(1);
    expect(grouped).toEqual(singles);
    // The model decided: the same claim id is contradicted in one answer and supported in another.
    const statuses = (singles as CheckResult[]).map((r) => r.sentences.map((s) => s.status).join());
    expect(statuses.slice(0, 2)).toEqual(['supported,contradicted', 'supported,supported']);
    expect((singles[0] as CheckResult).score.model).toBe(`ground-claims-2.50.0+tiny-nli@${HASH}`);
  });

  it('a batch whose model call fails for one item: that item alone is unavailable and uncharged', async () => {
    // The fixture with one word ("boom") whose token id is past the embedding: a pair with it makes the ONNX runtime fail.
    const broken = copyTinyNliBrokenOnBoom(tempDir());
    chooseModel({ dir: broken, name: `tiny-nli@${HASH}`, hash: HASH });

    const db = openDatabase(':memory:');
    const { key } = createApiKey(db, { workspaceId: 'acme', now: Date.now() });
    const engine = createPoolEngine(createEnginePool({ size: 1 }));
    const app = createApp({ engine, store: createServerStore(':memory:', () => db) });
    const post = (path: string, body: unknown) => app(new Request(`http://x${path}`, {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    }), { remoteAddress: '127.0.0.1' });
    try {
      while (!engine.ready()) await new Promise((r) => setTimeout(r, 20));
      const items = [
        ...inputs.slice(0, 5),
        { question: 'Where?', context: ['The cat sat on the mat with a boom.'], answer: 'The cat sat on the mat.' },
        ...inputs.slice(5, 10),
      ];
      const res = await post('/v1/ground/basic/batch', { items });
      expect(res.status).toBe(200);
      const body = BatchResponse.parse(await res.json());
      expect(body.results.map((r) => r.status)).toEqual(items.map((_, i) => (i === 5 ? 'unavailable' : 'ok')));
      // The others are what each gives alone, and the batch charged exactly their tokens.
      let tokens = 0;
      for (const [i, item] of items.entries()) {
        if (i === 5) continue;
        const single = await post('/v1/ground/basic', item);
        const { usage, ...result } = (await single.json()) as CheckResult & { usage: { tokens: number } };
        expect(stable(body.results[i] as CheckResult), `item ${i}`).toEqual(stable(result));
        tokens += usage.tokens;
      }
      expect(body.usage.tokens).toBe(tokens);
    } finally {
      await engine.close();
    }
  });
});
