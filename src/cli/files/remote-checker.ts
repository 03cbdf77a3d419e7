/**
 * The remote checker (`--server URL --key K`): answers go to a `ground serve` in batches of up to
 * 50 (and under the 1 MB body limit), through the ground client, which follows the spec's retry
 * rules. Batches start at most once a second (the free plan's 60 requests a minute). Any failure
 * leaves the batch's answers `unavailable` (unverified, held), with the error code as the reason.
 * After a rejected key or address (401, 403) or a spent daily allowance nothing more is sent.
 */
import { LIMITS, type CheckRequest, type CheckResult } from '../../contract/schemas.ts';
import { unavailableResult, type Checker } from './run-rows.ts';

interface Waiting {
  request: CheckRequest;
  resolve(result: CheckResult): void;
}

/** Bytes of JSON a batch may reach before it is sent (room left under the 1 MB body limit). */
const MAX_BATCH_BYTES = 900_000;
// After these nothing more is sent: the key or address is refused, or today's allowance is spent.
const STOP_CODES = new Set(['invalid_api_key', 'ip_not_allowed', 'daily_quota_exceeded']);

/** Options of the batching checker; tests shorten the pacing. */
export interface BatchingOptions {
  batchSize?: number;
  window?: number;
  /** Least time between the starts of two batches (default 1 s: the free plan allows 60 requests a minute). */
  minIntervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** A checker over `client` (tests pass a client; the CLI builds one from the flags, or the chunk queue's). */
export function createBatchingChecker(client: { checkBatch(requests: CheckRequest[]): Promise<{ results: CheckResult[] }> }, options: BatchingOptions = {}): Checker {
  const batchSize = Math.min(options.batchSize ?? LIMITS.maxBatchItems, LIMITS.maxBatchItems);
  const interval = options.minIntervalMs ?? 1000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let queue: Waiting[] = [];
  let bytes = 0;
  let nextStart = 0;
  let stopped: string | null = null;
  const inFlight = new Set<Promise<void>>();

  async function post(batch: Waiting[], wait: number): Promise<void> {
    if (wait > 0) await sleep(wait);
    if (stopped) {
      for (const w of batch) w.resolve(unavailableResult(stopped));
      return;
    }
    try {
      const res = await client.checkBatch(batch.map((w) => w.request));
      batch.forEach((w, i) => w.resolve(res.results[i] ?? unavailableResult('invalid_response')));
    } catch (err) {
      const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : 'network_error';
      if (STOP_CODES.has(code)) stopped = code;
      for (const w of batch) w.resolve(unavailableResult(code));
    }
  }

  function send(): void {
    const batch = queue;
    queue = [];
    bytes = 0;
    if (batch.length === 0) return;
    const start = Math.max(now(), nextStart);
    nextStart = start + interval;
    const done: Promise<void> = post(batch, start - now()).finally(() => inFlight.delete(done));
    inFlight.add(done);
  }

  return {
    window: options.window ?? batchSize * 2,
    check(request) {
      return new Promise<CheckResult>((resolve) => {
        const size = Buffer.byteLength(JSON.stringify(request));
        if (queue.length > 0 && bytes + size > MAX_BATCH_BYTES) send();
        queue.push({ request, resolve });
        bytes += size;
        if (queue.length >= batchSize) send();
      });
    },
    flush: send,
    async close() {
      send();
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** Creates the remote checker for `--server` and `--key`. */
export async function createRemoteChecker(remote: { server: string; key: string }): Promise<Checker & { model: string }> {
  const { createGroundClient } = await import('../../client/ground-client.ts');
  const client = createGroundClient({ baseUrl: remote.server, key: remote.key });
  return { ...createBatchingChecker(client), model: '' };
}
