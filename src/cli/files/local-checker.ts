/** The local checker: the engine in a pool of worker threads, one per core by default. */
import type { Checker } from './run-rows.ts';

/** Starts `workers` engine threads (default: every core); the window keeps 4 checks per worker queued. */
export async function createLocalChecker(workers?: number): Promise<Checker & { model: string }> {
  const { createEnginePool } = await import('../../runtime/engine-pool.ts');
  const pool = createEnginePool({ size: workers });
  const model = await pool.ready();
  return {
    model,
    window: pool.size * 4,
    check: (request) => pool.check({ question: request.question, context: request.context, answer: request.answer }),
    close: () => pool.close(),
  };
}
