/**
 * The two check routes' final handlers: run the engine, charge what was checked, answer.
 * A single check whose engine fails is 502 (nothing charged); a batch item whose engine fails
 * becomes an `unavailable` result that is not charged, and the others keep their order. A result
 * the engine itself returns as `unavailable` (nothing checked) is answered but never charged.
 * Nothing is charged once the request's signal has aborted (the client went away, or shutdown
 * cut the connection): a queued check is dropped, a running one is not charged when it ends.
 */
import type { CheckRequest, CheckResult, Usage } from '../contract/schemas.ts';
import { chargeTokens } from '../contract/tokens.ts';
import { numbersOf, type CheckRecord } from '../store/checks.ts';
import type { UsageState } from '../store/usage.ts';
import { authOf, type CheckEngine, type Handler, type RequestContext } from './context.ts';
import { jsonResponse, Refusal } from './responses.ts';
import { newCheckId } from '../contract/check-id.ts';

export interface CheckHandlerDeps {
  engine: CheckEngine;
  /** Monotonic milliseconds, for `meta.latency_ms`. */
  elapsed: () => number;
}

/**
 * `checked`: the engine checked the answer (charged, recorded). `unchecked`: the engine answered
 * `unavailable` (e.g. a language it cannot check): returned as is, never charged. `failed`: the
 * engine threw.
 */
type Outcome = { kind: 'checked'; result: CheckResult; record: CheckRecord } | { kind: 'unchecked' | 'failed'; result: CheckResult };

function toUsage(state: UsageState, tokens: number): Usage {
  return { tokens, remaining_today: state.remaining, resets_at: new Date(state.resetsAt).toISOString() };
}

/** Whole milliseconds since `started` (never negative), for `meta.latency_ms`. */
function latencySince(deps: CheckHandlerDeps, started: number): number {
  return Math.max(0, Math.round(deps.elapsed() - started));
}

async function checkOne(deps: CheckHandlerDeps, ctx: RequestContext, item: CheckRequest, started: number): Promise<Outcome> {
  const { key, workspace } = authOf(ctx);
  try {
    const engineResult = await deps.engine.check({ question: item.question, context: item.context, answer: item.answer }, ctx.signal);
    const result: CheckResult = { ...engineResult, meta: { ...engineResult.meta, latency_ms: latencySince(deps, started) } };
    // Nothing was checked: the spec charges checked answers only.
    if (result.status !== 'ok') return { kind: 'unchecked', result };
    const record: CheckRecord = {
      id: result.id, keyId: key.id, workspaceId: workspace.id, tokens: chargeTokens(item), latencyMs: result.meta.latency_ms,
      pHallucinated: result.score.p_hallucinated, model: result.score.model, status: result.status,
      sentences: numbersOf(result), metadata: item.metadata,
      text: workspace.retainText ? { question: item.question, context: item.context, answer: item.answer } : undefined,
    };
    return { kind: 'checked', result, record };
  } catch {
    const result: CheckResult = {
      status: 'unavailable', id: newCheckId(), score: { p_hallucinated: null, model: deps.engine.model() }, sentences: [],
      meta: { latency_ms: latencySince(deps, started), reason: 'The checking service could not run this item. It was not charged.' },
    };
    return { kind: 'failed', result };
  }
}

/** Why a check whose client has gone is not charged (logged; the client is no longer there to read it). */
export const CLIENT_GONE = 'The client closed the connection before the answer. Nothing was charged.';

async function chargeOf(ctx: RequestContext, records: CheckRecord[]): Promise<Usage> {
  if (!ctx.charge) throw new Error('route is missing the quota middleware');
  // Charge only what can still be delivered: the quota middleware releases the reservation.
  if (ctx.signal.aborted) throw new Refusal('verification_unavailable', CLIENT_GONE);
  const state = await ctx.charge(records);
  const tokens = records.reduce((n, r) => n + r.tokens, 0);
  ctx.log.tokens = tokens;
  return toUsage(state, tokens);
}

/** POST /v1/ground/basic. */
export function createSingleCheckHandler(deps: CheckHandlerDeps): Handler {
  return async (ctx) => {
    const item = ctx.items?.[0];
    if (!item) throw new Error('route is missing the body middleware');
    const pending = checkOne(deps, ctx, item, deps.elapsed());
    ctx.enqueued?.(); // checkOne queued its check synchronously
    const outcome = await pending;
    if (outcome.kind === 'failed') throw new Refusal('verification_unavailable');
    const usage = await chargeOf(ctx, outcome.kind === 'checked' ? [outcome.record] : []);
    return jsonResponse(200, { ...outcome.result, usage });
  };
}

/** POST /v1/ground/basic/batch: all items run concurrently on the pool; results keep order. */
export function createBatchCheckHandler(deps: CheckHandlerDeps): Handler {
  return async (ctx) => {
    const started = deps.elapsed();
    const pending = (ctx.items ?? []).map((item) => checkOne(deps, ctx, item, started));
    ctx.enqueued?.(); // every checkOne queued its check synchronously
    const outcomes = await Promise.all(pending);
    const records = outcomes.flatMap((o) => (o.kind === 'checked' ? [o.record] : []));
    const usage = await chargeOf(ctx, records);
    ctx.log.unavailable = outcomes.length - records.length;
    return jsonResponse(200, { results: outcomes.map((o) => o.result), count: outcomes.length, usage });
  };
}
