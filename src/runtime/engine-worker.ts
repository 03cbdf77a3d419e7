/**
 * Worker thread body: builds the default engine once (and the `--model` transformer, when one
 * was chosen at the edge: see models/transformer-choice.ts), then checks one input, or a group
 * of inputs, per message. With a model, a group's open claims go to the model in one batched call
 * (models/transformer-checker.ts), so the pool hands this worker groups of up to `MODEL_GROUP`
 * checks; without one a group is checked one by one. Each check of a group has its own outcome.
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
import type { WorkerOutcome, WorkerReply, WorkerSetup, WorkerTask } from './engine-pool.ts';
import { lowerThreadPriority } from './thread-priority.ts';

/**
 * Checks per task with a model: enough answers that the model's batches of pairs are full, few
 * enough that a task stays short (measured in BENCHMARKS.md, "Transformer model: worker pool").
 */
const MODEL_GROUP = 16;

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

function outcomeOf(err: unknown): WorkerOutcome {
  return { error: err instanceof Error ? err.message : String(err) };
}

/** Each input's outcome, in order; one failing check never fails the others. */
const checkGroup: (inputs: CheckInput[]) => Promise<WorkerOutcome[]> = model === null
  ? async (inputs) => inputs.map((input) => {
    try {
      return { result: engine.check(input) };
    } catch (err) {
      return outcomeOf(err);
    }
  })
  : model instanceof Error
    ? async (inputs) => {
      reportModelRun(false);
      return inputs.map(() => outcomeOf(model));
    }
    : await import('../models/transformer-checker.ts').then(({ checkManyWithModel }) => async (inputs: CheckInput[]) => {
      const settled = await checkManyWithModel(engine, model, inputs);
      return settled.map((s): WorkerOutcome => (s.ok ? { result: s.result } : outcomeOf(s.error)));
    });
const group = model === null || model instanceof Error ? 1 : MODEL_GROUP;
port.postMessage({ ready: true, model: choice ? `${engine.model}+${choice.name}` : engine.model, group, priority } satisfies WorkerReply);

port.on('message', (task: WorkerTask) => {
  const inputs = task.inputs ?? [task.input];
  checkGroup(inputs).then((outcomes) => {
    const reply: WorkerReply = task.inputs ? { id: task.id, results: outcomes } : outcomes[0]?.result ? { id: task.id, result: outcomes[0].result } : { id: task.id, error: outcomes[0]?.error ?? 'no outcome' };
    port.postMessage(reply);
  }, (err: unknown) => {
    port.postMessage({ id: task.id, error: outcomeOf(err).error as string } satisfies WorkerReply);
  });
});
