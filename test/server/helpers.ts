/** Shared set-up for the server tests: an in-memory store, a fake engine, a controllable clock. */
import type { DatabaseSync } from 'node:sqlite';
import { createApp, type App } from '../../src/server/app.ts';
import type { CheckEngine } from '../../src/server/context.ts';
import { createJsonLogger } from '../../src/server/logger.ts';
import type { CheckResult } from '../../src/contract/schemas.ts';
import { createApiKey } from '../../src/store/api-keys.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { createServerStore, type ServerStore } from '../../src/store/server-store.ts';

/** 2026-11-22T12:00:00Z. */
export const NOON = Date.UTC(2026, 10, 22, 12, 0, 0);
export const NEXT_MIDNIGHT = '2026-11-23T00:00:00.000Z';

/**
 * A fake engine: every answer is one supported sentence; the answer "FAIL" makes it throw, and the
 * answer "UNCHECKABLE" gives an `unavailable` result (as the engine does for a language it cannot check).
 */
/** Check ids count across every fake engine of the process: two instances sharing one store never reuse an id. */
let checksMade = 0;

export function createFakeEngine(): CheckEngine & { calls: number; isReady: boolean; room: number } {
  const engine = {
    calls: 0,
    isReady: true,
    /** What `capacity()` reports. */
    room: Infinity,
    ready: () => engine.isReady,
    capacity: () => engine.room,
    model: () => 'fake-1',
    async check(input: { context: string | readonly string[]; answer: string }): Promise<CheckResult> {
      engine.calls++;
      if (input.answer === 'FAIL') throw new Error('engine exploded');
      if (input.answer === 'UNCHECKABLE') {
        return { status: 'unavailable', id: `chk_${'f'.repeat(32)}`, score: { p_hallucinated: null, model: 'fake-1' }, sentences: [], meta: { latency_ms: 0, reason: 'not English' } };
      }
      const passage = typeof input.context === 'string' ? input.context : (input.context[0] ?? '');
      const end = [...input.answer].length;
      checksMade++;
      return {
        status: 'ok', id: `chk_${String(checksMade).padStart(32, '0')}`, score: { p_hallucinated: null, model: 'fake-1' },
        sentences: [{
          index: 0, span: [0, end], text: input.answer, status: 'supported',
          claims: [{ id: 'c0', span: [0, end], text: input.answer, type: 'fact', status: 'supported', checks: [], evidence: [{ id: 'p0', text: passage }], fix: null, rests_on: [] }],
        }],
        meta: { latency_ms: 0 },
      };
    },
  };
  return engine;
}

export interface Harness {
  app: App;
  db: DatabaseSync;
  store: ServerStore;
  engine: ReturnType<typeof createFakeEngine>;
  key: string;
  keyId: string;
  logs: string[];
  clock: { now: number };
  /** Sends a request to the app from `peer` (default 127.0.0.1); a body is labelled JSON unless a content-type is given. */
  send(path: string, init?: RequestInit & { peer?: string; key?: string | null }): Promise<Response>;
  post(path: string, body: unknown, key?: string | null): Promise<Response>;
}

/** Builds an app over a fresh store (in memory unless `dataDir`), with one key in workspace `acme`. */
export function createHarness(options: { dataDir?: string; trustedProxies?: string[]; storeOverride?: Partial<ServerStore> } = {}): Harness {
  const db = openDatabase(options.dataDir ?? ':memory:');
  const clock = { now: NOON };
  const store = { ...createServerStore(options.dataDir ?? ':memory:', () => db), ...options.storeOverride };
  const engine = createFakeEngine();
  const logs: string[] = [];
  const { key, info } = createApiKey(db, { workspaceId: 'acme', now: clock.now });
  const app = createApp({
    engine, store, now: () => clock.now, elapsed: () => 0, trustedProxies: options.trustedProxies,
    logger: createJsonLogger((line) => logs.push(line), () => clock.now),
  });
  const send: Harness['send'] = (path, init = {}) => {
    const { peer = '127.0.0.1', key: useKey = key, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (useKey !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${useKey}`);
    // A JSON client labels its body; unlabelled, a string body would go as text/plain (a 422).
    if (rest.body != null && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return app(new Request(`http://localhost${path}`, { ...rest, headers }), { remoteAddress: peer });
  };
  const post: Harness['post'] = (path, body, useKey) =>
    send(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), key: useKey, headers: { 'content-type': 'application/json' } });
  return { app, db, store, engine, key, keyId: info.id, logs, clock, send, post };
}

export const ITEM = { question: 'When was it built?', context: ['It was built in 1887.'], answer: 'It was built in 1887.' };

/** The error body of a response, asserting its shape. */
export async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return body.error;
}
