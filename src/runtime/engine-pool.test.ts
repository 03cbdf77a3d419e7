import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CheckResult } from '../contract/schemas.ts';
import { createEnginePool } from './engine-pool.ts';

const input = { question: 'When?', context: ['The bridge opened in 1932.'], answer: 'The bridge opened in 1932.' };

describe('createEnginePool', () => {
  it('checks in worker threads, keeps results with their inputs, and drains on close', async () => {
    const pool = createEnginePool({ size: 2 });
    expect(await pool.ready()).toMatch(/^ground-/);
    const answers = ['The bridge opened in 1932.', 'The bridge opened in 1950.', 'It is made of steel.'];
    const results = await Promise.all(answers.map((answer) => pool.check({ ...input, answer })));
    expect(results.map((r) => CheckResult.parse(r).sentences[0]?.text)).toEqual(answers);
    const late = pool.check(input);
    await pool.close();
    expect((await late).status).toBe('ok');
    await expect(pool.check(input)).rejects.toMatchObject({ code: 'verification_unavailable' });
  });

  it('rejects with verification_unavailable when a worker dies mid-check, and replaces it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-pool-'));
    const file = join(dir, 'crash-worker.mjs');
    // A worker that is ready at once and exits on its first task (answer "crash"), else echoes.
    writeFileSync(file, `import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ ready: true, model: 'fake' });
parentPort.on('message', (t) => { if (t.input.answer === 'crash') process.exit(1); parentPort.postMessage({ id: t.id, result: { echoed: t.input.answer } }); });`);
    const pool = createEnginePool({ size: 1, workerUrl: pathToFileURL(file) });
    await expect(pool.check({ ...input, answer: 'crash' })).rejects.toMatchObject({ code: 'verification_unavailable' });
    expect(await pool.check({ ...input, answer: 'after' })).toEqual({ echoed: 'after' });
    await pool.close();
  });

  it('with maxQueued, refuses at once what would wait beyond the bound, and takes work again as checks finish', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-pool-'));
    const file = join(dir, 'slow-worker.mjs');
    // Answers each task after 150 ms.
    writeFileSync(file, `import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ ready: true, model: 'fake' });
parentPort.on('message', (t) => setTimeout(() => parentPort.postMessage({ id: t.id, result: { echoed: t.input.answer } }), 150));`);
    const pool = createEnginePool({ size: 1, workerUrl: pathToFileURL(file), maxQueued: 2 });
    await pool.ready();
    expect(pool.capacity()).toBe(3); // one idle worker + two queue places
    const accepted = ['a', 'b', 'c'].map((answer) => pool.check({ ...input, answer }));
    expect(pool.capacity()).toBe(0);
    const started = Date.now();
    await expect(pool.check({ ...input, answer: 'd' })).rejects.toMatchObject({ code: 'verification_unavailable' });
    expect(Date.now() - started).toBeLessThan(100); // refused at once, not after a check finished
    expect(await accepted[0]).toEqual({ echoed: 'a' });
    expect(pool.capacity()).toBe(1); // 'b' runs, 'c' waits: one queue place is free
    expect(await pool.check({ ...input, answer: 'e' })).toEqual({ echoed: 'e' });
    expect(await Promise.all(accepted.slice(1))).toEqual([{ echoed: 'b' }, { echoed: 'c' }]);
    await pool.close();
    expect(pool.capacity()).toBe(0);
  });

  it('a queued check whose signal aborts leaves the queue at once; a running one finishes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ground-pool-'));
    const file = join(dir, 'slow-worker.mjs');
    writeFileSync(file, `import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ ready: true, model: 'fake' });
parentPort.on('message', (t) => setTimeout(() => parentPort.postMessage({ id: t.id, result: { echoed: t.input.answer } }), 150));`);
    const pool = createEnginePool({ size: 1, workerUrl: pathToFileURL(file), maxQueued: 1 });
    await pool.ready();
    const running = new AbortController();
    const waiting = new AbortController();
    const a = pool.check({ ...input, answer: 'a' }, running.signal);
    const b = pool.check({ ...input, answer: 'b' }, waiting.signal);
    expect(pool.capacity()).toBe(0);
    waiting.abort();
    running.abort();
    await expect(b).rejects.toMatchObject({ code: 'verification_unavailable' });
    expect(pool.capacity()).toBe(1);
    expect(await a).toEqual({ echoed: 'a' });
    await pool.close();
  });
});
