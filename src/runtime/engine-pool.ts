/**
 * Runs the engine off the main thread: a fixed pool of worker threads, each with its own engine,
 * one task at a time per worker, FIFO queue (bounded when `maxQueued` is given: a check that
 * would wait beyond it is refused at once). A task is one check, or a group of queued checks when
 * the worker gains from groups (a `--model` transformer scores the open claims of all the group's
 * answers in one batched call): the results are those of the checks one by one, each check keeps
 * its own result or error, and a group is never larger than the queue's fair share per worker, so
 * idle workers are not starved. A failed check or a crashed worker rejects with
 * `verification_unavailable` (the crashed worker is replaced). On Linux each worker lowers its own
 * scheduling priority (`nice`, default 10 steps) so the main thread gets a core first.
 */
import { stat } from 'node:fs';
import { availableParallelism } from 'node:os';
import { getAsset, isSea } from 'node:sea';
import { Worker } from 'node:worker_threads';
import type { CheckResult } from '../contract/schemas.ts';
import { GroundError } from '../contract/errors.ts';
import type { CheckInput } from '../engine/index.ts';
import { DEFAULT_WORKER_NICE, type PriorityOutcome } from './thread-priority.ts';

/** What a worker is started with (`workerData`). */
export interface WorkerSetup {
  /** Nice steps the worker thread lowers its priority by (0: unchanged). */
  nice: number;
}

/** One check (`input`) or a group of checks (`inputs`, answered with `results` in the same order). */
export type WorkerTask = { id: number; input: CheckInput; inputs?: undefined } | { id: number; inputs: CheckInput[]; input?: undefined };

/** One check's outcome within a group's reply. */
export type WorkerOutcome = { result: CheckResult; error?: undefined } | { error: string; result?: undefined };

/** A worker's answer to a task: `result` or `error` for one check, `results` for a group. */
export type TaskReply =
  | { id: number; result: CheckResult; error?: undefined; results?: undefined }
  | { id: number; error: string; result?: undefined; results?: undefined }
  | { id: number; results: WorkerOutcome[]; result?: undefined; error?: undefined };

export type WorkerReply =
  /** `group`: how many checks one task may carry with gain (default 1: one at a time). */
  | { ready: true; model: string; group?: number; priority?: PriorityOutcome; id?: undefined }
  | TaskReply;

export interface EnginePool {
  readonly size: number;
  /** Resolves when every worker has loaded its models; gives the model version. */
  ready(): Promise<string>;
  /**
   * Queues one check. When `signal` aborts while the check still waits for a worker, it leaves
   * the queue and rejects (a check already running finishes: a worker cannot be interrupted).
   */
  check(input: CheckInput, signal?: AbortSignal): Promise<CheckResult>;
  /** How many more checks `check` accepts right now: idle workers plus free queue places. */
  capacity(): number;
  /**
   * The most checks one worker takes at once (known once a worker is ready; 1 before): queued
   * checks beyond this wait for the next free worker. Callers that can keep more checks queued
   * (the file commands' window) use it to size what they keep in flight.
   */
  maxGroup(): number;
  /** Stops taking work, waits for running and queued checks, then ends the workers. */
  close(): Promise<void>;
}

interface Job {
  id: number;
  input: CheckInput;
  resolve: (r: CheckResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The task running on this worker: its id and its checks (null: idle). */
  task: { id: number; jobs: Job[] } | null;
  ready: Promise<string>;
}

/** The refusal of a check that the bounded queue has no place for. */
function busy(): GroundError {
  return new GroundError('verification_unavailable', 'The checking service is at capacity. Nothing was charged; retry with backoff.');
}

/** The refusal of a queued check whose requester has gone. */
function gone(): GroundError {
  return new GroundError('verification_unavailable', 'The request was abandoned before its check ran.');
}

const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './engine-worker.ts' : './engine-worker.js', import.meta.url);

/** The asset key of the bundled engine worker (an ES module) in the single executable (`npm run build:binary`). */
export const SEA_WORKER_ASSET = 'engine-worker.mjs';

let seaWorkerUrl: URL | undefined;

/**
 * Starts one engine worker: from `url`, or, in a single executable (which has no worker file on
 * disk), from its embedded bundle as a `data:` URL (which Node loads as an ES module).
 */
function startWorker(url: URL | undefined, workerData: WorkerSetup): Worker {
  if (url === undefined && isSea()) {
    seaWorkerUrl ??= new URL(`data:text/javascript;base64,${Buffer.from(getAsset(SEA_WORKER_ASSET)).toString('base64')}`);
    return new Worker(seaWorkerUrl, { workerData });
  }
  return new Worker(url ?? WORKER_URL, { workerData });
}

export interface EnginePoolOptions {
  /** Worker threads (default: the number of cores). */
  size?: number;
  /** The worker's module (tests); default: engine-worker. */
  workerUrl?: URL;
  /** Checks that may wait for a worker (default: no bound). */
  maxQueued?: number;
  /**
   * Nice steps each worker thread runs below the thread that starts the pool (Linux; capped at
   * nice 19), so the main thread is scheduled first when both want a core; 0 leaves them equal.
   * Default `DEFAULT_WORKER_NICE` (10).
   */
  nice?: number;
  /** Told once, by the first worker ready, whether its priority was lowered (or why not). */
  onPriority?: (outcome: PriorityOutcome) => void;
  /**
   * The most queued checks one task may carry (default: what the worker says it gains from: 16
   * with a `--model` transformer, else 1). Tests and benchmarks set it (1: one check per task).
   */
  maxGroup?: number;
}

/** Resolves a task's checks from the worker's reply; a check with no outcome in it has failed. */
function settle(jobs: readonly Job[], reply: TaskReply): void {
  const outcomes: Array<WorkerOutcome | undefined> = reply.results ?? [reply.error === undefined ? { result: reply.result } : { error: reply.error }];
  jobs.forEach((job, i) => {
    const outcome = outcomes[i];
    if (outcome?.result !== undefined) job.resolve(outcome.result);
    else job.reject(new GroundError('verification_unavailable'));
  });
}

/** Creates a pool of `size` workers (default: the number of cores), queueing at most `maxQueued` checks (default: no bound). */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const maxQueued = options.maxQueued ?? Infinity;
  if (!(maxQueued >= 0)) throw new RangeError('maxQueued must be 0 or more');
  const url = options.workerUrl;
  const setup: WorkerSetup = { nice: options.nice ?? DEFAULT_WORKER_NICE };
  if (!(Number.isInteger(setup.nice) && setup.nice >= 0 && setup.nice <= 19)) throw new RangeError('nice must be an integer from 0 to 19');
  if (options.maxGroup !== undefined && !(Number.isInteger(options.maxGroup) && options.maxGroup >= 1)) throw new RangeError('maxGroup must be an integer of 1 or more');
  let group = options.maxGroup ?? 1;
  let onPriority = options.onPriority;
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closing = false;
  let idleWaiters: Array<() => void> = [];

  function spawn(): Slot {
    const worker = startWorker(url, setup);
    let onReady: (model: string) => void = () => {};
    let onFail: (e: Error) => void = () => {};
    const ready = new Promise<string>((resolve, reject) => {
      onReady = resolve;
      onFail = reject;
    });
    ready.catch(() => {});
    const slot: Slot = { worker, task: null, ready };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.id === undefined) {
        if (reply.priority) onPriority?.(reply.priority);
        onPriority = undefined;
        group = options.maxGroup ?? Math.max(1, Math.floor(reply.group ?? 1));
        onReady(reply.model);
        pump();
        return;
      }
      const task = slot.task;
      slot.task = null;
      if (task && task.id === reply.id) settle(task.jobs, reply);
      pump();
    });
    worker.on('error', (err) => onFail(err));
    worker.on('exit', () => {
      const jobs = slot.task?.jobs ?? [];
      slot.task = null;
      for (const job of jobs) job.reject(new GroundError('verification_unavailable'));
      onFail(new Error('engine worker exited'));
      const at = slots.indexOf(slot);
      // While closing, a crashed worker is still replaced if checks are queued: otherwise they
      // would never run and close() would wait for them forever.
      if (at >= 0 && (!closing || queue.length > 0)) slots[at] = spawn();
      else if (at >= 0) slots.splice(at, 1);
      pump();
    });
    return slot;
  }

  function pump(): void {
    for (const slot of slots) {
      if (slot.task || queue.length === 0) continue;
      // At most the group size, and no more than this worker's share of the queue, so the
      // other workers get checks too when they come free.
      const jobs = queue.splice(0, Math.min(group, Math.ceil(queue.length / slots.length)));
      const first = jobs[0] as Job;
      slot.task = { id: first.id, jobs };
      const task: WorkerTask = jobs.length === 1 ? { id: first.id, input: first.input } : { id: first.id, inputs: jobs.map((j) => j.input) };
      slot.worker.postMessage(task);
    }
    if (queue.length === 0 && slots.every((s) => !s.task)) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  function capacity(): number {
    return closing ? 0 : slots.filter((s) => !s.task).length + maxQueued - queue.length;
  }

  // A thread inherits its starter's priority, and libuv starts its thread pool (fs, dns, crypto
  // for every thread of the process) on first use, whoever uses it: start it here, at the main
  // thread's priority, before a lowered worker (reading a model file) could be first.
  if (setup.nice > 0) stat('.', () => {});
  for (let i = 0; i < size; i++) slots.push(spawn());

  return {
    size,
    ready: async () => (await Promise.all(slots.map((s) => s.ready)))[0] ?? '',
    capacity,
    maxGroup: () => group,
    check(input, signal) {
      if (closing) return Promise.reject(new GroundError('verification_unavailable', 'The service is shutting down.'));
      if (capacity() <= 0) return Promise.reject(busy());
      if (signal?.aborted) return Promise.reject(gone());
      return new Promise<CheckResult>((resolve, reject) => {
        const job: Job = { id: nextId++, input, resolve, reject };
        queue.push(job);
        signal?.addEventListener('abort', () => {
          const at = queue.indexOf(job);
          if (at < 0) return; // running or done
          queue.splice(at, 1);
          reject(gone());
          pump(); // may wake close(), which waits for an empty queue
        }, { once: true });
        pump();
      });
    },
    async close() {
      closing = true;
      if (queue.length > 0 || slots.some((s) => s.task)) await new Promise<void>((r) => idleWaiters.push(r));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
