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

describe('createEnginePool: groups of checks', () => {
  /** A fake worker that says it takes groups of `group`; it records each task's size in the answer, fails "bad" and exits on "crash". */
  function groupWorker(group: number): URL {
    const file = join(mkdtempSync(join(tmpdir(), 'ground-pool-')), 'group-worker.mjs');
    writeFileSync(file, `import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ ready: true, model: 'fake', group: ${group} });
parentPort.on('message', (t) => setTimeout(() => {
  const inputs = t.inputs ?? [t.input];
  if (inputs.some((i) => i.answer === 'crash')) process.exit(1);
  const outcomes = inputs.map((i) => (i.answer === 'bad' ? { error: 'bad input' } : { result: { echoed: i.answer, task: inputs.length } }));
  parentPort.postMessage(t.inputs ? { id: t.id, results: outcomes } : { id: t.id, ...outcomes[0] });
}, 30));`);
    return pathToFileURL(file);
  }

  it('hands a worker up to its group of queued checks, each with its own result or error', async () => {
    const pool = createEnginePool({ size: 1, workerUrl: groupWorker(4) });
    await pool.ready();
    expect(pool.maxGroup()).toBe(4);
    const answers = ['a', 'b', 'bad', 'c', 'd', 'e', 'f'];
    const settled = await Promise.allSettled(answers.map((answer) => pool.check({ ...input, answer })));
    // The first check runs alone (it found the worker idle); the six queued behind it go as 4, then 2.
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as { code: string }).code))).toEqual([
      { echoed: 'a', task: 1 }, { echoed: 'b', task: 4 }, 'verification_unavailable', { echoed: 'c', task: 4 },
      { echoed: 'd', task: 4 }, { echoed: 'e', task: 2 }, { echoed: 'f', task: 2 },
    ]);
    await pool.close();
  });

  it('shares the queue among the workers rather than giving one worker a whole group', async () => {
    const pool = createEnginePool({ size: 2, workerUrl: groupWorker(16) });
    await pool.ready();
    const tasks = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((answer) => pool.check({ ...input, answer }) as Promise<unknown>));
    // a and b start alone on the two idle workers; of the four queued, the first worker free
    // takes its share (2 of 4 for 2 workers), not all four, and the rest go as the queue shrinks.
    const sizes = tasks.map((t) => (t as { task: number }).task);
    expect(sizes.slice(0, 4)).toEqual([1, 1, 2, 2]);
    expect(Math.max(...sizes)).toBe(2);
    await pool.close();
  });

  it('maxGroup: 1 sends one check per task whatever the worker says; a crash rejects every check of its group', async () => {
    const single = createEnginePool({ size: 1, workerUrl: groupWorker(4), maxGroup: 1 });
    await single.ready();
    expect(single.maxGroup()).toBe(1);
    const tasks = await Promise.all(['a', 'b', 'c'].map((answer) => single.check({ ...input, answer }) as Promise<unknown>));
    expect(tasks).toEqual(['a', 'b', 'c'].map((echoed) => ({ echoed, task: 1 })));
    await single.close();
    expect(() => createEnginePool({ size: 1, maxGroup: 0 })).toThrow(RangeError);

    const pool = createEnginePool({ size: 1, workerUrl: groupWorker(4) });
    await pool.ready();
    const first = pool.check({ ...input, answer: 'first' });
    const group = ['x', 'crash', 'y'].map((answer) => pool.check({ ...input, answer }));
    expect(await first).toEqual({ echoed: 'first', task: 1 });
    for (const p of group) await expect(p).rejects.toMatchObject({ code: 'verification_unavailable' });
    expect(await pool.check({ ...input, answer: 'after' })).toEqual({ echoed: 'after', task: 1 }); // replaced
    await pool.close();
  });

  it('with the shipped engine, checks sent in groups give the results of checks sent one by one', async () => {
    const answers = ['The bridge opened in 1932.', 'The bridge opened in 1950.', 'It is made of steel.', 'The bridge opened in 1932 and is made of steel.', 'Bonjour.', 'The bridge did not open.'];
    const run = async (maxGroup: number) => {
      const pool = createEnginePool({ size: 1, maxGroup });
      await pool.ready();
      const results = await Promise.all(answers.map((answer) => pool.check({ ...input, answer })));
      await pool.close();
      return results.map((r) => ({ ...r, id: '', meta: { ...r.meta, latency_ms: 0 } }));
    };
    const singles = await run(1);
    expect(await run(4)).toEqual(singles);
    expect(singles.map((r) => r.sentences.map((s) => s.status).join())).toEqual(['supported', 'contradicted', 'not_stated', 'supported', 'not_stated', 'contradicted']);
  });
});
