// Regression: a worker crashing while the pool closes must not strand queued checks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEnginePool } from '../../src/runtime/engine-pool.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-pool-close-');

describe('engine pool close', () => {
  it('runs the checks queued behind a worker that crashes during close, then resolves', async () => {
    const dir = tempDir();
    const file = join(dir, 'slow-crash-worker.mjs');
    // Exits 50 ms into the task whose answer is "crash"; echoes the others.
    writeFileSync(file, `import { parentPort } from 'node:worker_threads';
parentPort.postMessage({ ready: true, model: 'fake' });
parentPort.on('message', (t) => {
  if (t.input.answer === 'crash') setTimeout(() => process.exit(1), 50);
  else parentPort.postMessage({ id: t.id, result: { echoed: t.input.answer } });
});`);
    const pool = createEnginePool({ size: 1, workerUrl: pathToFileURL(file) });
    await pool.ready();
    const input = { question: 'q', context: 'c', answer: 'crash' };
    const crashed = pool.check(input);
    const queued = pool.check({ ...input, answer: 'after' });
    const closed = pool.close().then(() => 'closed');
    await expect(crashed).rejects.toMatchObject({ code: 'verification_unavailable' });
    expect(await queued).toEqual({ echoed: 'after' });
    const timeout = new Promise((r) => setTimeout(() => r('timed out'), 3000));
    expect(await Promise.race([closed, timeout])).toBe('closed');
  });
});
