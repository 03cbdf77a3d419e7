/**
 * The model chosen with `--model` (or `GROUND_MODEL`), handed from the CLI's edge to every
 * engine thread started after it: Node's worker environment data is copied into each new worker,
 * so the pool (which knows nothing of models) needs no new option. A shared flag, visible to
 * every thread, says whether the model's last run failed, for `/v1/health`.
 */
import { getEnvironmentData, setEnvironmentData } from 'node:worker_threads';

const KEY = 'ground:model';

/** A model directory that loaded and ran at the edge, with its `name@hash`. */
export interface ModelChoice {
  dir: string;
  /** `tiny-nli@dec2307d` (see PairScorer.name). */
  name: string;
  /** The weights' short hash, so the threads do not hash them again. */
  hash: string;
}

interface Shared extends ModelChoice {
  /** One Int32 over a SharedArrayBuffer: 1 while the model's last run failed. */
  failing: SharedArrayBuffer;
}

/**
 * Sets (or, with null, clears) the model for this thread and the engine threads started after
 * this call. Called once per command, before any pool starts.
 */
export function chooseModel(choice: ModelChoice | null): void {
  if (!choice) {
    setEnvironmentData(KEY, undefined);
    return;
  }
  const shared: Shared = { ...choice, failing: new SharedArrayBuffer(4) };
  setEnvironmentData(KEY, shared);
}

function shared(): Shared | null {
  const data = getEnvironmentData(KEY) as Shared | undefined;
  return data && typeof data.dir === 'string' ? data : null;
}

/** The chosen model, or null when checks use the shipped models only. */
export function chosenModel(): ModelChoice | null {
  const s = shared();
  return s ? { dir: s.dir, name: s.name, hash: s.hash } : null;
}

/** Records whether the model's last run (in any thread) succeeded. */
export function reportModelRun(ok: boolean): void {
  const s = shared();
  if (s) Atomics.store(new Int32Array(s.failing), 0, ok ? 0 : 1);
}

/** Whether the chosen model's last run failed (false without a model). */
export function modelFailing(): boolean {
  const s = shared();
  return s !== null && Atomics.load(new Int32Array(s.failing), 0) === 1;
}
