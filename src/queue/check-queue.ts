/**
 * The queue of Connect chunks on BullMQ (Redis), the only importer of `bullmq`. Both sides:
 *
 * - Producer (`ground connect FILE --queue URL`): `createQueueClient` offers `checkBatch`, so the
 *   CLI's batching checker sends chunks of up to 50 answers as queue jobs and awaits their results.
 *   A chunk holds only question, context and answer: no ids, no other column.
 * - Consumer (`ground worker --queue URL`): `startQueueWorker` checks each chunk on the local
 *   engine pool and returns the results. A worker that dies holding a chunk stops renewing its
 *   lock; after `lockMs` another worker's stalled-job check puts the chunk back and it is checked
 *   again (up to `MAX_STALLS` times). BullMQ completes a chunk once, and the producer records each
 *   answer once, in input order, so a retried chunk is never counted twice.
 *
 * `?prefix=P` of the URL starts every Redis key with P (default `ground:`), as for `--redis`.
 */
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { CheckRequest, CheckResult } from '../contract/schemas.ts';
import { describeStoreError, parseRedisUrl } from '../store/store-urls.ts';

/** The queue's name under the prefix. */
export const QUEUE_NAME = 'connect-chunks';
/** How many times a chunk whose worker died is put back before it fails (its answers then `unavailable`). */
export const MAX_STALLS = 5;

/** What one queue job carries and returns. */
export interface Chunk { requests: Array<Pick<CheckRequest, 'question' | 'context' | 'answer'>> }
export interface ChunkResult { results: CheckResult[] }

function connect(url: string): Redis {
  // BullMQ's blocking reads need maxRetriesPerRequest null.
  return new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 5_000 });
}

/** Connects once without retrying, so an unreachable Redis is an error at start, not a wait. */
async function probe(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000, retryStrategy: () => null });
  let cause: unknown;
  redis.on('error', (err) => (cause = err));
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(describeStoreError(cause ?? err), { cause: err });
  } finally {
    redis.disconnect();
  }
}

function bullPrefix(prefix: string): string {
  return `${prefix}bull`;
}

/** The producer side: `checkBatch` enqueues a chunk and resolves with its results. */
export async function createQueueClient(url: string): Promise<{ checkBatch(requests: CheckRequest[]): Promise<ChunkResult>; close(): Promise<void> }> {
  const target = parseRedisUrl(url);
  await probe(target.url).catch((err: Error) => {
    throw new Error(`cannot reach Redis at ${target.label}: ${err.message}`, { cause: err });
  });
  const prefix = bullPrefix(target.prefix);
  // BullMQ leaves connections it was given open: they are closed here.
  const connections = [connect(target.url), connect(target.url)] as const;
  const queue = new Queue<Chunk, ChunkResult>(QUEUE_NAME, { connection: connections[0], prefix });
  const events = new QueueEvents(QUEUE_NAME, { connection: connections[1], prefix });
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  return {
    async checkBatch(requests) {
      const chunk: Chunk = { requests: requests.map((r) => ({ question: r.question, context: r.context, answer: r.answer })) };
      const job = await queue.add('chunk', chunk, { removeOnComplete: true, removeOnFail: true });
      return (await job.waitUntilFinished(events)) as ChunkResult;
    },
    async close() {
      await events.close();
      await queue.close();
      for (const c of connections) c.disconnect();
    },
  };
}

export interface QueueWorkerOptions {
  /** Checks one answer (the engine pool). */
  check(request: Chunk['requests'][number]): Promise<CheckResult>;
  /** Chunks taken at once. */
  concurrency: number;
  /** How long a chunk stays with a worker that stopped renewing its lock (default 30 s). */
  lockMs?: number;
  onEvent?(event: 'chunk_started' | 'chunk_done' | 'chunk_failed', fields: Record<string, string | number>): void;
}

/** The consumer side: takes chunks until `close()`, which waits for the chunks in hand. */
export async function startQueueWorker(url: string, options: QueueWorkerOptions): Promise<{ close(): Promise<void> }> {
  const target = parseRedisUrl(url);
  const log = options.onEvent ?? (() => undefined);
  const lockDuration = options.lockMs ?? 30_000;
  await probe(target.url).catch((err: Error) => {
    throw new Error(`cannot reach Redis at ${target.label}: ${err.message}`, { cause: err });
  });
  const connection = connect(target.url);
  const worker = new Worker<Chunk, ChunkResult>(QUEUE_NAME, async (job: Job<Chunk, ChunkResult>) => {
    log('chunk_started', { chunk: job.id ?? '', answers: job.data.requests.length });
    const results = await Promise.all(job.data.requests.map((r) => options.check(r)));
    log('chunk_done', { chunk: job.id ?? '', answers: results.length });
    return { results };
  }, {
    connection,
    prefix: bullPrefix(target.prefix),
    concurrency: options.concurrency,
    lockDuration,
    stalledInterval: Math.max(500, Math.round(lockDuration / 2)),
    maxStalledCount: MAX_STALLS,
  });
  worker.on('failed', (job, err) => log('chunk_failed', { chunk: job?.id ?? '', reason: err.message }));
  worker.on('error', () => undefined); // connection errors: ioredis reconnects
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
