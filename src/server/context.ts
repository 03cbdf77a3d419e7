/** What flows through the middleware of one request, and how middleware composes. */
import type { CheckRequest, CheckResult } from '../contract/schemas.ts';
import type { KeyMatch } from '../store/api-keys.ts';
import type { CheckRecord } from '../store/checks.ts';
import type { UsageState } from '../store/usage.ts';

/** Access-log fields: ids, numbers and codes only, never request text. */
export type LogFields = Record<string, string | number | boolean | null>;

/** The engine as the server sees it: asynchronous (a worker pool in production). */
export interface CheckEngine {
  /** Checks one answer; a check still waiting when `signal` aborts is dropped (rejects). */
  check(input: { question: string; context: string | readonly string[]; answer: string }, signal?: AbortSignal): Promise<CheckResult>;
  /** Whether checks can run now (workers loaded, not shutting down). */
  ready(): boolean;
  /** How many more checks are accepted now without passing the queue's bound (0: saturated). */
  capacity(): number;
  /** The model version reported in `score.model`. */
  model(): string;
}

export interface RequestContext {
  readonly request: Request;
  readonly path: string;
  /** The socket peer's address, when known. */
  readonly peer: string | undefined;
  /** Aborts when the client is gone before the answer was sent: nothing is charged then. */
  readonly signal: AbortSignal;
  /** The request's body (made on first call by the socket layer; the same stream on later calls). */
  readonly body: () => ReadableStream<Uint8Array> | null;
  /** Set by bearer auth. */
  auth?: KeyMatch;
  /** Today's usage of the caller's workspace; drives the rate-limit headers. */
  usage?: UsageState;
  /** Parsed, validated items (one for a single check). */
  items?: CheckRequest[];
  /** Set by the quota middleware: charges the checks that ran and stores their records. */
  charge?: (records: CheckRecord[]) => Promise<UsageState>;
  /** Set by admission: the handler calls it once its checks are in the engine's queue. */
  enqueued?: () => void;
  readonly log: LogFields;
}

export type Handler = (ctx: RequestContext) => Promise<Response>;
export type Middleware = (ctx: RequestContext, next: Handler) => Promise<Response>;

/** Chains middleware in order around a final handler. */
export function compose(middleware: readonly Middleware[], handler: Handler): Handler {
  return middleware.reduceRight<Handler>((next, mw) => (ctx) => mw(ctx, next), handler);
}

/** The authenticated caller; throws when a route forgot its auth middleware (a bug). */
export function authOf(ctx: RequestContext): KeyMatch {
  if (!ctx.auth) throw new Error('route is missing bearer auth');
  return ctx.auth;
}
