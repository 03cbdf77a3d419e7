/**
 * `createApp(deps)`: the whole /v1 interface as a `(Request, info?) => Promise<Response>`
 * handler, independent of sockets (see `node-server.ts` for those). Routes, 404/405, the
 * spec's error bodies and the rate-limit headers on every response live here.
 */
import { randomUUID } from 'node:crypto';
import { GroundError, toGroundError } from '../contract/errors.ts';
import { LIMITS } from '../contract/schemas.ts';
import { buildOpenApi } from '../contract/openapi.ts';
import type { ServerStore } from '../store/server-store.ts';
import { createAdmission } from './admission.ts';
import { createBearerAuth } from './bearer-auth.ts';
import { createCheckBody } from './check-body.ts';
import { createBatchCheckHandler, createSingleCheckHandler } from './check-handlers.ts';
import { compose, type CheckEngine, type Handler, type RequestContext } from './context.ts';
import { createQuota, createRateLimit } from './limits.ts';
import { silentLogger, type Logger } from './logger.ts';
import { defaultUsage, errorResponse, HttpError, jsonResponse, rateLimitHeaders, Refusal } from './responses.ts';
import { OPENAPI_PATH, ROUTE_METHODS, type RoutePath } from './route-methods.ts';
import { createStoreLiveness } from './store-liveness.ts';

export interface AppDeps {
  engine: CheckEngine;
  store: ServerStore;
  /** Wall clock, epoch ms (usage days, resets, logs). */
  now?: () => number;
  /** Monotonic ms (latencies). */
  elapsed?: () => number;
  logger?: Logger;
  /** CIDR blocks of reverse proxies whose X-Forwarded-For is believed. */
  trustedProxies?: readonly string[];
  maxBodyBytes?: number;
  /** How long health reuses the store's last ping (ms, default 1000; see `store-liveness.ts`). */
  storeLivenessMs?: number;
  /** The store's liveness, when shared with the health thread (default: made from `store.ping`). */
  storeAlive?: () => Promise<boolean>;
}

/** Per-request facts only the socket layer knows. */
export interface RequestInfo {
  remoteAddress?: string;
  /**
   * Resolves with the status the client was actually sent (null: the client was gone), which
   * can differ from the app's answer (e.g. a body timeout answered by the socket layer). The
   * request's log line waits for it. Absent in-process: the app's answer is what was sent.
   */
  delivered?: Promise<number | null>;
  /**
   * Aborts when the client is gone before its answer was sent (default: the request's own
   * signal). The socket layer passes it here rather than in the Request: a web Request made with
   * a signal keeps a weak reference and a finalizer per request, which young-generation garbage
   * collections treat as strong, so under a flood they were copied and promoted (see node-server.ts).
   */
  signal?: AbortSignal;
  /**
   * The request's body, made when the app first reads it (default: `request.body`). The socket
   * layer makes the web stream only for requests that get as far as reading their body: made for
   * every request, the unread streams of a flood of refusals (401, 429) outlived young-generation
   * collections by megabytes and made each collection pause the main thread for tens of ms.
   */
  body?: () => ReadableStream<Uint8Array> | null;
}

export type App = (request: Request, info?: RequestInfo) => Promise<Response>;

interface Route {
  method: 'GET' | 'POST';
  handler: Handler;
}

function createRoutes(deps: AppDeps, now: () => number, elapsed: () => number): Record<RoutePath, Route> {
  const auth = createBearerAuth({ store: deps.store, trustedProxies: deps.trustedProxies ?? [], now });
  const rate = createRateLimit({ store: deps.store, now });
  const quota = createQuota({ store: deps.store, now });
  const maxBodyBytes = deps.maxBodyBytes ?? LIMITS.maxBodyBytes;
  const checkDeps = { engine: deps.engine, elapsed };
  const admission = createAdmission(deps.engine);
  const openApi = JSON.stringify(buildOpenApi());
  // Real monotonic time, not `elapsed`: tests freeze that for deterministic latencies.
  const storeAlive = deps.storeAlive ?? createStoreLiveness({ ping: () => deps.store.ping(), maxAgeMs: deps.storeLivenessMs ?? 1000, now: () => performance.now() });
  return {
    '/v1/ground/basic': {
      method: ROUTE_METHODS['/v1/ground/basic'],
      handler: compose([auth, rate, createCheckBody({ kind: 'single', maxBodyBytes }), admission, quota], createSingleCheckHandler(checkDeps)),
    },
    '/v1/ground/basic/batch': {
      method: ROUTE_METHODS['/v1/ground/basic/batch'],
      handler: compose([auth, rate, createCheckBody({ kind: 'batch', maxBodyBytes }), admission, quota], createBatchCheckHandler(checkDeps)),
    },
    '/v1/health': {
      method: ROUTE_METHODS['/v1/health'],
      handler: async () => {
        // Saturated (no place left in the queue) counts as unavailable: new checks would be refused.
        // The store's liveness is its last ping, at most a second old: health never waits for it.
        const ok = deps.engine.ready() && deps.engine.capacity() > 0 && (await storeAlive());
        return jsonResponse(ok ? 200 : 503, { ok, checked_at: new Date(now()).toISOString() });
      },
    },
    [OPENAPI_PATH]: {
      method: ROUTE_METHODS[OPENAPI_PATH],
      handler: async () => new Response(openApi, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' } }),
    },
  };
}

function dispatch(routes: Record<RoutePath, Route>, ctx: RequestContext): Promise<Response> {
  const route = Object.hasOwn(routes, ctx.path) ? routes[ctx.path as RoutePath] : undefined;
  if (!route) throw new Refusal('not_found', `No route ${ctx.path}. See ${OPENAPI_PATH}.`);
  if (ctx.request.method !== route.method) {
    throw new HttpError('method_not_allowed', `${ctx.path} accepts ${route.method} only.`, { Allow: route.method });
  }
  return route.handler(ctx);
}

/** Builds the request handler. Throws at start-up when an option is invalid (e.g. a trusted-proxy CIDR). */
export function createApp(deps: AppDeps): App {
  const now = deps.now ?? Date.now;
  const elapsed = deps.elapsed ?? (() => performance.now());
  const logger = deps.logger ?? silentLogger;
  const routes = createRoutes(deps, now, elapsed);
  return async (request, info = {}) => {
    const started = elapsed();
    const path = new URL(request.url).pathname;
    const ctx: RequestContext = { request, path, peer: info.remoteAddress, signal: info.signal ?? request.signal, body: info.body ?? (() => request.body), log: { id: randomUUID(), method: request.method, path } };
    let response: Response;
    try {
      response = await dispatch(routes, ctx);
    } catch (err) {
      const error = toGroundError(err);
      ctx.log.code = error.code;
      if (!(err instanceof GroundError)) logger('internal_error', { id: String(ctx.log.id), error: err instanceof Error ? err.name : typeof err });
      response = errorResponse(error, err instanceof HttpError ? err.headers : {});
    }
    for (const [name, value] of Object.entries(rateLimitHeaders(ctx.usage ?? defaultUsage(now())))) response.headers.set(name, value);
    const fields = { ...ctx.log, status: response.status, ms: Math.round(elapsed() - started) };
    if (!info.delivered) logger('request', fields);
    else {
      // The log's status is the one the client got; `answered` keeps the app's when they differ.
      void info.delivered.then((sent) => logger('request', sent === response.status ? fields : { ...fields, status: sent, answered: response.status }));
    }
    return response;
  };
}
