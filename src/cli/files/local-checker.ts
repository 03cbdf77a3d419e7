/** The local checker: the engine in a pool of worker threads, one per core by default. */
import type { Checker } from './run-rows.ts';

/**
 * Starts `workers` engine threads (default: every core). The window keeps 4 checks per worker in
 * flight, or, when a worker takes groups of checks (a `--model` transformer scores a group's open
 * claims in one call), two groups per worker: one running, one queued behind it.
 */
export async function createLocalChecker(workers?: number): Promise<Checker & { model: string }> {
  const { createEnginePool } = await import('../../runtime/engine-pool.ts');
  const pool = createEnginePool({ size: workers });
  const model = await pool.ready();
  const group = pool.maxGroup();
  return {
    model,
    window: pool.size * (group > 1 ? 2 * group : 4),
    check: (request) => pool.check({ question: request.question, context: request.context, answer: request.answer }),
    close: () => pool.close(),
  };
}
