import { Worker } from 'node:worker_threads';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lowerThreadPriority, readThreadId } from './thread-priority.ts';

describe('lowerThreadPriority', () => {
  it('changes nothing when not asked, or asked for a value that is no increment', () => {
    const before = getPriority();
    expect(lowerThreadPriority(0)).toEqual({ applied: false, reason: 'not asked (0)' });
    expect(lowerThreadPriority(-5)).toMatchObject({ applied: false });
    expect(lowerThreadPriority(2.5)).toMatchObject({ applied: false });
    expect(getPriority()).toBe(before);
  });

  it('lowers the calling thread alone on Linux, and is a no-op elsewhere (where it would renice the whole process)', async () => {
    const before = getPriority();
    if (process.platform !== 'linux') {
      expect(lowerThreadPriority(5)).toMatchObject({ applied: false, reason: expect.stringContaining('not supported') });
      expect(getPriority()).toBe(before);
      return;
    }
    // vitest runs this file in a forked process (pool: forks), on its main thread: lower a worker, not this.
    expect(readThreadId()).toBe(process.pid);
    const worker = new Worker(`
      const { parentPort } = require('node:worker_threads');
      import(${JSON.stringify(new URL('./thread-priority.ts', import.meta.url).href)}).then(({ lowerThreadPriority, readThreadId }) => {
        parentPort.postMessage({ outcome: lowerThreadPriority(3), tid: readThreadId() });
        // Stay alive (a listener on the port keeps the thread) until the test has read its priority:
        // a thread that has exited has no tid, and getPriority(tid) would fail with ESRCH.
        parentPort.on('message', () => process.exit(0));
      });`, { eval: true });
    const { outcome, tid } = await new Promise<{ outcome: unknown; tid: number }>((resolve) => worker.once('message', resolve));
    expect(outcome).toEqual({ applied: true, nice: Math.min(19, before + 3) });
    expect(getPriority(tid)).toBe(Math.min(19, before + 3));
    expect(getPriority()).toBe(before);
    await worker.terminate();
  });
});
