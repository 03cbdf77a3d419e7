/** The worker pool as the server's CheckEngine: readiness, model version, draining close. */
import { modelFailing } from '../models/transformer-choice.ts';
import type { EnginePool } from '../runtime/engine-pool.ts';
import type { CheckEngine } from './context.ts';

/**
 * Wraps a pool; `ready()` is true once every worker has loaded and until `close()` starts, except
 * while the `--model` transformer's last run failed.
 */
export function createPoolEngine(pool: EnginePool): CheckEngine & { close(): Promise<void> } {
  let model = 'unknown';
  let loaded = false;
  let closing = false;
  pool.ready().then((version) => {
    model = version;
    loaded = true;
  }, () => {});
  return {
    check: (input, signal) => pool.check(input, signal),
    ready: () => loaded && !closing && !modelFailing(),
    capacity: () => (closing ? 0 : pool.capacity()),
    model: () => model,
    async close() {
      closing = true;
      await pool.close();
    },
  };
}
