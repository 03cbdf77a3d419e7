/**
 * Runs the engine off the main thread: a fixed pool of worker threads, each with its own engine,
 * one check at a time per worker, FIFO queue (bounded when `maxQueued` is given: a check that
 * would wait beyond it is refused at once). A failed check or a crashed worker rejects with
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

export interface WorkerTask {
  id: number;
  input: CheckInput;
}

export type WorkerReply =
  | { ready: true; model: string; priority?: PriorityOutcome; id?: undefined }
  | { id: number; result: CheckResult; error?: undefined }
  | { id: number; error: string; result?: undefined };

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
  job: Job | null;
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
}

/** Creates a pool of `size` workers (default: the number of cores), queueing at most `maxQueued` checks (default: no bound). */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const maxQueued = options.maxQueued ?? Infinity;
  if (!(maxQueued >= 0)) throw new RangeError('maxQueued must be 0 or more');
  const url = options.workerUrl;
  const setup: WorkerSetup = { nice: options.nice ?? DEFAULT_WORKER_NICE };
  if (!(Number.isInteger(setup.nice) && setup.nice >= 0 && setup.nice <= 19)) throw new RangeError('nice must be an integer from 0 to 19');
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
    const slot: Slot = { worker, job: null, ready };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.id === undefined) {
        if (reply.priority) onPriority?.(reply.priority);
        onPriority = undefined;
        onReady(reply.model);
        pump();
        return;
      }
      const job = slot.job;
      slot.job = null;
      if (job && job.id === reply.id) {
        if (reply.error !== undefined) job.reject(new GroundError('verification_unavailable'));
        else job.resolve(reply.result);
      }
      pump();
    });
    worker.on('error', (err) => onFail(err));
    worker.on('exit', () => {
      const job = slot.job;
      slot.job = null;
      job?.reject(new GroundError('verification_unavailable'));
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
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift();
      if (!job) break;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, input: job.input } satisfies WorkerTask);
    }
    if (queue.length === 0 && slots.every((s) => !s.job)) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  function capacity(): number {
    return closing ? 0 : slots.filter((s) => !s.job).length + maxQueued - queue.length;
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
      if (queue.length > 0 || slots.some((s) => s.job)) await new Promise<void>((r) => idleWaiters.push(r));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
