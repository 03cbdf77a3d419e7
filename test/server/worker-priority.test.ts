// `ground serve` lowers the scheduling priority of its engine worker threads alone (Linux), so
// that the main thread, which answers /v1/health and refuses what cannot be taken, gets a core
// first. Read from the kernel: /proc/PID/task/TID/stat of the real server process.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveServeConfig } from '../../src/cli/config.ts';
import { serveGround } from '../helpers/run-ground.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

interface Task { tid: number; name: string; nice: number }

/** Every thread of process `pid` with its name and nice value (field 19 of its stat line). */
function readTasks(pid: number): Task[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces: fields are counted after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { tid: Number(tid), name: readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim(), nice: Number(fields[16]) };
  });
}

/** Starts `ground serve` and waits until its workers are ready (health 200): each lowers its priority before it says so. */
async function serveReady(args: string[]): Promise<{ pid: number; output: () => string }> {
  const dir = mkdtempSync(join(tmpdir(), 'ground-nice-'));
  dirs.push(dir);
  const served = await serveGround(['--workers', '2', '--data-dir', dir, ...args], children);
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${served.url}/v1/health`)).status === 200) return { pid: served.child.pid ?? 0, output: served.output };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`engine workers never ready: ${served.output()}`);
}

describe('engine worker priority', () => {
  it('runs exactly the two engine worker threads --worker-nice steps below the main thread; every other thread keeps its priority', async () => {
    const { pid, output } = await serveReady(['--worker-nice', '7']);
    if (process.platform !== 'linux') {
      // Elsewhere a thread's priority cannot be set alone: nothing is changed, and the log says why once.
      expect(output().match(/worker_priority_unchanged/g)).toHaveLength(1);
      return;
    }
    const tasks = readTasks(pid);
    const base = tasks.find((t) => t.tid === pid)?.nice ?? NaN; // the main thread's id is the process id
    const lowered = tasks.filter((t) => t.nice !== base);
    expect(lowered.map((t) => t.nice)).toEqual([Math.min(19, base + 7), Math.min(19, base + 7)]);
    // Node 24 names its threads: the lowered ones are the engine workers, and Node's and V8's own
    // threads and libuv's pool (which the main thread's fs and dns use) keep the main priority.
    if (tasks.some((t) => t.name === 'WorkerThread')) {
      expect(lowered.map((t) => t.name)).toEqual(['WorkerThread', 'WorkerThread']);
      expect(tasks.filter((t) => t.name === 'libuv-worker').length).toBeGreaterThan(0);
    }
    expect(output()).toContain('"worker_nice":7');
    expect(output()).not.toContain('worker_priority_unchanged');
  });

  it('leaves every thread at the main thread\'s priority with --worker-nice 0', async () => {
    const { pid, output } = await serveReady(['--worker-nice', '0']);
    expect(output()).not.toContain('worker_priority_unchanged');
    if (process.platform !== 'linux') return;
    const tasks = readTasks(pid);
    const base = tasks.find((t) => t.tid === pid)?.nice;
    expect(tasks.length).toBeGreaterThan(2);
    expect(tasks.filter((t) => t.nice !== base)).toEqual([]);
  });
});

describe('--worker-nice', () => {
  it('is 10 by default, GROUND_WORKER_NICE else, the flag first, and refused outside 0-19', () => {
    expect(resolveServeConfig({}, {}, '/').workerNice).toBe(10);
    expect(resolveServeConfig({}, { GROUND_WORKER_NICE: '0' }, '/').workerNice).toBe(0);
    expect(resolveServeConfig({ workerNice: '19' }, { GROUND_WORKER_NICE: '0' }, '/').workerNice).toBe(19);
    expect(() => resolveServeConfig({ workerNice: '20' }, {}, '/')).toThrow(/--worker-nice must be an integer from 0 to 19/);
    expect(() => resolveServeConfig({ workerNice: '-1' }, {}, '/')).toThrow(/--worker-nice/);
  });
});
