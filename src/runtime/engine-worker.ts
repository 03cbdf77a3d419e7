/** Worker thread body: builds the default engine once, then checks one input per message. */
import { parentPort } from 'node:worker_threads';
import { createDefaultEngine } from '../models/default-engine.ts';
import type { WorkerReply, WorkerTask } from './engine-pool.ts';

const port = parentPort;
if (!port) throw new Error('engine-worker must run in a worker thread');
const engine = createDefaultEngine();
port.postMessage({ ready: true, model: engine.model } satisfies WorkerReply);

port.on('message', (task: WorkerTask) => {
  try {
    port.postMessage({ id: task.id, result: engine.check(task.input) } satisfies WorkerReply);
  } catch (err) {
    port.postMessage({ id: task.id, error: err instanceof Error ? err.message : String(err) } satisfies WorkerReply);
  }
});
