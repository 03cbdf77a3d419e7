/**
 * The queue checker (`ground connect FILE --queue URL`): answers go to the chunk queue in chunks
 * of up to 50 (the remote checker's batching, without its pacing), `ground worker`s check them,
 * and each answer's result comes back here, so the report, the gate and the job record are those
 * of a local run. A chunk that fails for good (its workers kept dying) leaves its answers
 * `unavailable`, never a pass.
 */
import { ExitCode } from '../io.ts';
import { createBatchingChecker } from './remote-checker.ts';
import type { Checker } from './run-rows.ts';

/** Chunks in flight at once: enough to keep many workers busy, bounded so Redis holds little. */
const CHUNKS_IN_FLIGHT = 32;

export async function createQueueChecker(url: string): Promise<Checker & { model: string }> {
  const { createQueueClient } = await import('../../queue/check-queue.ts');
  let client: Awaited<ReturnType<typeof createQueueClient>>;
  try {
    client = await createQueueClient(url);
  } catch (err) {
    throw new ExitCode(2, `ground connect: --queue: ${(err as Error).message}`);
  }
  const checker = createBatchingChecker(client, { minIntervalMs: 0, window: 50 * CHUNKS_IN_FLIGHT });
  return {
    ...checker,
    model: '',
    async close() {
      await checker.close();
      await client.close();
    },
  };
}
