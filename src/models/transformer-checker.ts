/**
 * Checks with a transformer model, in two phases around the pure engine: the engine names the
 * claims its rules leave open, the model scores them (async, batched), and the engine finishes
 * the check with those verdicts. One answer (the CLI's one-answer mode) or several at once (the
 * engine threads: every open claim of a group of answers in one batched call, with the results
 * of checking them one by one).
 */
import { availableParallelism } from 'node:os';
import { newCheckId } from '../contract/check-id.ts';
import type { CheckResult } from '../contract/schemas.ts';
import type { CheckInput, Engine, ExternalVerdict, OpenClaim } from '../engine/index.ts';
import { chosenModel } from './transformer-choice.ts';
import { readTransformerModel, type PairScorer } from './transformer-model.ts';
import { scoreOpenClaims } from './transformer-verdicts.ts';

/** Checks `input` with `scorer` deciding what the rules leave open. Rejects when the model fails. */
export async function checkWithModel(engine: Engine, scorer: PairScorer, input: CheckInput): Promise<CheckResult> {
  const open = engine.openClaims(input);
  const external = open.length > 0 ? await scoreOpenClaims(scorer, open) : { model: scorer.name, claims: {} };
  return engine.check(input, { external });
}

/** One check's outcome in a group: its result, or why it failed (the others keep theirs). */
export type Settled = { ok: true; result: CheckResult } | { ok: false; error: Error };

function failed(err: unknown): Settled {
  return { ok: false, error: err instanceof Error ? err : new Error(String(err)) };
}

/** `engine.openClaims(input)`, or why it threw. */
function openOf(engine: Engine, input: CheckInput): OpenClaim[] | Error {
  try {
    return engine.openClaims(input);
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

/**
 * Checks `inputs` with `scorer` deciding what the rules leave open, sending the open claims of
 * all of them to the model in one call (claim ids such as `c0.1` repeat across answers, so each
 * answer's verdicts are kept apart). The results are those of `checkWithModel` on each input
 * alone: when the combined call fails, each answer is scored alone, so only the answers whose own
 * pairs the model fails on fail, as they would one by one.
 */
export async function checkManyWithModel(engine: Engine, scorer: PairScorer, inputs: readonly CheckInput[]): Promise<Settled[]> {
  const open = inputs.map((input) => openOf(engine, input));
  const all: OpenClaim[] = [];
  const owners: Array<{ answer: number; id: string }> = [];
  open.forEach((claims, answer) => {
    if (claims instanceof Error) return;
    for (const c of claims) {
      owners.push({ answer, id: c.id });
      all.push({ ...c, id: String(all.length) });
    }
  });
  let verdicts: Readonly<Record<string, ExternalVerdict>>;
  try {
    verdicts = all.length > 0 ? (await scoreOpenClaims(scorer, all)).claims : {};
  } catch (err) {
    const answers = new Set(owners.map((o) => o.answer));
    if (answers.size <= 1) return inputs.map((_, i) => failed(open[i] instanceof Error ? open[i] : err));
    return Promise.all(inputs.map((input, i) => (open[i] instanceof Error ? failed(open[i]) : checkWithModel(engine, scorer, input).then((result): Settled => ({ ok: true, result }), failed))));
  }
  const perAnswer = inputs.map((): Record<string, ExternalVerdict> => ({}));
  owners.forEach((o, i) => {
    (perAnswer[o.answer] as Record<string, ExternalVerdict>)[o.id] = verdicts[String(i)] as ExternalVerdict;
  });
  return inputs.map((input, i): Settled => {
    const claims = open[i];
    if (claims instanceof Error) return failed(claims);
    try {
      return { ok: true, result: engine.check(input, { external: { model: scorer.name, claims: perAnswer[i] as Record<string, ExternalVerdict> } }) };
    } catch (err) {
      return failed(err);
    }
  });
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
