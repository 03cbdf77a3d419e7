// `ground serve --model DIR`: a served check decided with the tiny NLI fixture; a bad model keeps
// the server from starting; a model failing at run time answers 502 verification_unavailable
// (nothing charged) and turns /v1/health to 503 until a run succeeds.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckResponse } from '../../src/contract/schemas.ts';
import { chooseModel } from '../../src/models/transformer-choice.ts';
import { createEnginePool } from '../../src/runtime/engine-pool.ts';
import { createApp } from '../../src/server/app.ts';
import { createPoolEngine } from '../../src/server/pool-engine.ts';
import { createApiKey } from '../../src/store/api-keys.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { createServerStore } from '../../src/store/server-store.ts';
import { runGround, serveGround } from '../helpers/run-ground.ts';
import { copyTinyNliBrokenOnBoom, TINY_NLI as NLI, TINY_NLI_HASH as HASH, TOWER } from '../helpers/tiny-model.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-serve-model-');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  chooseModel(null);
});


describe('ground serve --model', () => {
  it('serves checks decided with the model, named in score.model', async () => {
    const dir = tempDir();
    const created = runGround(['keys', 'create', '--workspace', 'acme', '--data-dir', dir]);
    expect(created.code).toBe(0);
    const served = await serveGround(['--workers', '1', '--data-dir', dir, '--model', 'fixtures/models/tiny-nli'], children);
    const res = await fetch(`${served.url}/v1/ground/basic`, { method: 'POST', headers: { authorization: `Bearer ${created.stdout.trim()}`, 'content-type': 'application/json' }, body: JSON.stringify(TOWER) });
    expect(res.status).toBe(200);
    const body = CheckResponse.parse(await res.json());
    expect(body.score.model).toBe(`ground-claims-2.50.0+tiny-nli@${HASH}`);
    // As in the CLI test: "completed for the fair" entailed (tower, fair shared), "not built in Paris" contradicted.
    expect(body.sentences.map((s) => s.status)).toEqual(['supported', 'contradicted']);
    expect((await fetch(`${served.url}/v1/health`)).status).toBe(200);
  });

  it('refuses to start with a bad model: exit 2 with the reason, never listening', () => {
    const run = runGround(['serve', '--port', '0', '--data-dir', tempDir(), '--model', join(NLI, 'onnx')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^ground serve: --model: .*tiny-nli\/onnx is missing config\.json, tokenizer\.json, tokenizer_config\.json, onnx\/model\.onnx/m);
    expect(run.stdout).not.toMatch(/listening/);
  });
});

describe('a model failing at run time, over the real worker pool', () => {
  it('answers 502 verification_unavailable, uncharged, and /v1/health 503 until a run succeeds', async () => {
    // The fixture with one word ("boom") whose token id is past the embedding: loading and the
    // probe pair pass; a check whose evidence has that word makes the ONNX runtime fail.
    const broken = copyTinyNliBrokenOnBoom(tempDir());
    chooseModel({ dir: broken, name: `tiny-nli@${HASH}`, hash: HASH });

    const db = openDatabase(':memory:');
    const { key } = createApiKey(db, { workspaceId: 'acme', now: Date.now() });
    const engine = createPoolEngine(createEnginePool({ size: 1 }));
    const app = createApp({ engine, store: createServerStore(':memory:', () => db) });
    const health = async () => (await app(new Request('http://x/v1/health'))).status;
    const check = (body: unknown) => app(new Request('http://x/v1/ground/basic', {
      method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    }), { remoteAddress: '127.0.0.1' });
    try {
      while (!engine.ready()) await new Promise((r) => setTimeout(r, 20));
      expect(engine.model()).toBe(`ground-claims-2.50.0+tiny-nli@${HASH}`);
      expect(await health()).toBe(200);

      // "The cat sat on the mat" is judged on word support (open); its evidence holds "boom".
      const failed = await check({ question: 'Where?', context: ['The cat sat on the mat with a boom.'], answer: 'The cat sat on the mat.' });
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as { error: { code: string } }).error.code).toBe('verification_unavailable');
      expect(await health()).toBe(503);

      // A check with no open claim does not run the model, so it says nothing about its health.
      const certain = await check({ question: 'When?', context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1931.' });
      expect(certain.status).toBe(200);
      const certainBody = CheckResponse.parse(await certain.json());
      expect(certainBody.sentences[0]?.status).toBe('contradicted');
      expect(await health()).toBe(503);

      const ok = await check({ question: 'Where?', context: ['The cat sat on the mat in the sun.'], answer: 'The cat sat on the mat.' });
      expect(ok.status).toBe(200);
      const body = CheckResponse.parse(await ok.json());
      expect(body.score.model).toBe(`ground-claims-2.50.0+tiny-nli@${HASH}`);
      // Only the two checks that ran were charged: the failed one's tokens came back.
      expect(body.usage?.remaining_today).toBe(1_000_000 - (certainBody.usage?.tokens ?? 0) - (body.usage?.tokens ?? 0));
      expect(await health()).toBe(200);
    } finally {
      await engine.close();
    }
  });

  it('a model an engine thread cannot load (its folder gone since the edge loaded it) fails every check', async () => {
    chooseModel({ dir: join(tempDir(), 'gone'), name: 'gone@00000000', hash: '00000000' });
    const db = openDatabase(':memory:');
    const { key } = createApiKey(db, { workspaceId: 'acme', now: Date.now() });
    const engine = createPoolEngine(createEnginePool({ size: 1 }));
    const app = createApp({ engine, store: createServerStore(':memory:', () => db) });
    try {
      while (engine.model() === 'unknown') await new Promise((r) => setTimeout(r, 20));
      expect(engine.model()).toBe('ground-claims-2.50.0+gone@00000000');
      const res = await app(new Request('http://x/v1/ground/basic', {
        method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(TOWER),
      }), { remoteAddress: '127.0.0.1' });
      expect(res.status).toBe(502);
      expect((await app(new Request('http://x/v1/health'))).status).toBe(503);
    } finally {
      await engine.close();
    }
  });
});
