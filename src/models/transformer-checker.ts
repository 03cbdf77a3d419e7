/**
 * One check with a transformer model, in two phases around the pure engine: the engine names
 * the claims its rules leave open, the model scores them (async, batched), and the engine
 * finishes the check with those verdicts. Used by the engine threads and by the CLI's
 * one-answer mode.
 */
import { availableParallelism } from 'node:os';
import { newCheckId } from '../contract/check-id.ts';
import type { CheckResult } from '../contract/schemas.ts';
import type { CheckInput, Engine } from '../engine/index.ts';
import { chosenModel } from './transformer-choice.ts';
import { readTransformerModel, type PairScorer } from './transformer-model.ts';
import { scoreOpenClaims } from './transformer-verdicts.ts';

/** Checks `input` with `scorer` deciding what the rules leave open. Rejects when the model fails. */
export async function checkWithModel(engine: Engine, scorer: PairScorer, input: CheckInput): Promise<CheckResult> {
  const open = engine.openClaims(input);
  const external = open.length > 0 ? await scoreOpenClaims(scorer, open) : { model: scorer.name, claims: {} };
  return engine.check(input, { external });
}

/**
 * The one-answer mode's check, on this thread: the shipped engine, with the model chosen at the
 * edge when there is one (loaded for this answer, with every core). A model that fails here
 * gives an `unavailable` result naming the failure (no verdict), never a check without it.
 */
export async function checkInProcess(input: CheckInput): Promise<CheckResult> {
  const { createDefaultEngine } = await import('./default-engine.ts');
  const engine = createDefaultEngine();
  const choice = chosenModel();
  if (!choice) return engine.check(input);
  const started = performance.now();
  let scorer: PairScorer | null = null;
  try {
    scorer = await readTransformerModel(choice.dir, { hash: choice.hash, threads: availableParallelism() });
    return await checkWithModel(engine, scorer, input);
  } catch (err) {
    return {
      status: 'unavailable', id: newCheckId(), score: { p_hallucinated: null, model: `${engine.model}+${choice.name}` }, sentences: [],
      meta: { latency_ms: Math.round(performance.now() - started), reason: `--model ${choice.name}: ${(err as Error).message}` },
    };
  } finally {
    await scorer?.dispose();
  }
}
