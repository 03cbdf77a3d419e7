/**
 * Worker thread body: builds the default engine once (and the `--model` transformer, when one
 * was chosen at the edge: see models/transformer-choice.ts), then checks one input per message.
 * A model that fails, at load or on a check, fails that check (the pool answers
 * `verification_unavailable`) and marks the model failing for `/v1/health`; the check never
 * falls back to the engine without it. Before anything else the thread lowers its own scheduling
 * priority as the pool asks (`workerData.nice`), so threads it starts inherit it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createDefaultEngine } from '../models/default-engine.ts';
import { chosenModel, reportModelRun } from '../models/transformer-choice.ts';
import type { PairScorer } from '../models/transformer-model.ts';
import type { CheckInput } from '../engine/index.ts';
import type { CheckResult } from '../contract/schemas.ts';
import type { WorkerReply, WorkerSetup, WorkerTask } from './engine-pool.ts';
import { lowerThreadPriority } from './thread-priority.ts';

const port = parentPort;
if (!port) throw new Error('engine-worker must run in a worker thread');
const priority = lowerThreadPriority((workerData as WorkerSetup | undefined)?.nice ?? 0);
const engine = createDefaultEngine();
const choice = chosenModel();

/** The model, or why it could not be loaded in this thread (it loaded at the edge, so this is rare: memory, a file changed). */
async function loadModel(dir: string, hash: string): Promise<PairScorer | Error> {
  try {
    const { readTransformerModel } = await import('../models/transformer-model.ts');
    return await readTransformerModel(dir, { hash });
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

/** The model, reporting each run's outcome for `/v1/health` (a check with no open claim does not run it). */
function reporting(scorer: PairScorer): PairScorer {
  return {
    ...scorer,
    score: (pairs) => scorer.score(pairs).then((probs) => {
      reportModelRun(true);
      return probs;
    }, (err: unknown) => {
      reportModelRun(false);
      throw err;
    }),
  };
}

const loaded = choice ? await loadModel(choice.dir, choice.hash) : null;
const model = loaded === null || loaded instanceof Error ? loaded : reporting(loaded);
const check: (input: CheckInput) => Promise<CheckResult> = model === null
  ? async (input) => engine.check(input)
  : model instanceof Error
    ? () => Promise.reject(model)
    : await import('../models/transformer-checker.ts').then(({ checkWithModel }) => (input: CheckInput) => checkWithModel(engine, model, input));
port.postMessage({ ready: true, model: choice ? `${engine.model}+${choice.name}` : engine.model, priority } satisfies WorkerReply);

port.on('message', (task: WorkerTask) => {
  check(task.input).then((result) => {
    port.postMessage({ id: task.id, result } satisfies WorkerReply);
  }, (err: unknown) => {
    if (model instanceof Error) reportModelRun(false);
    port.postMessage({ id: task.id, error: err instanceof Error ? err.message : String(err) } satisfies WorkerReply);
  });
});
