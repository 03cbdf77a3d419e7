/**
 * A small client of the /v1 interface that follows the spec's retry rules: retry only 429, 502,
 * 503 and timeouts, at most `backoffMs.length` times (default after 2, 4 and 8 s), honouring
 * Retry-After; never retry any other status. Sleep is injectable so tests never wait.
 *
 * @example
 * const client = createGroundClient({ baseUrl: 'https://ground.internal:8443', key: 'grd_live_...' });
 * const result = await client.check({ question, context: [passage], answer });
 * if (result.status !== 'ok') holdForReview(); // unavailable: unverified, never a pass
 */
import { request, type Dispatcher } from 'undici';
import { ERROR_CODES, ERRORS, type ErrorCode } from '../contract/errors.ts';
import { BatchResponse, CheckResponse, ErrorBody, Health, type CheckRequest, type Metadata } from '../contract/schemas.ts';

export interface GroundClientOptions {
  /** e.g. `https://ground.internal:8443` (no trailing `/v1`). */
  baseUrl: string;
  /** `grd_live_...` */
  key: string;
  /** Waits before each retry when no Retry-After is given. Default [2000, 4000, 8000]. */
  backoffMs?: readonly number[];
  /** A Retry-After longer than this is not waited for: the error is thrown at once. Default 60 s. */
  maxRetryAfterMs?: number;
  /** Read timeouts: the spec recommends at least 60 s for a single check and 180 s for a batch. */
  timeoutMs?: { single?: number; batch?: number };
  /** undici dispatcher (e.g. an Agent trusting a private CA). */
  dispatcher?: Dispatcher;
  /** Injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Wall clock for HTTP-date Retry-After values. */
  now?: () => number;
}

/** The spec's codes, plus what can go wrong before a response arrives. */
export type ClientErrorCode = ErrorCode | 'timeout' | 'network_error' | 'invalid_response';

/** A call that ended without a verdict. Fail closed: treat the answer as unverified. */
export class GroundClientError extends Error {
  readonly code: ClientErrorCode;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;
  /** Attempts made, including the first. */
  readonly attempts: number;
  /** The server's Retry-After, in ms, when it sent one. */
  readonly retryAfterMs: number | null;
  constructor(code: ClientErrorCode, message: string, details: { status: number | null; attempts: number; retryAfterMs?: number | null }) {
    super(message);
    this.name = 'GroundClientError';
    this.code = code;
    this.status = details.status;
    this.attempts = details.attempts;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

export interface GroundClient {
  /** POST /v1/ground/basic. */
  check(item: CheckRequest): Promise<CheckResponse>;
  /** POST /v1/ground/basic/batch (1 to 50 items); each result carries its own status. */
  checkBatch(items: CheckRequest[], shared?: { profile?: CheckRequest['profile']; metadata?: Metadata }): Promise<BatchResponse>;
  /** GET /v1/health (no retries: it answers whether the service can check right now). */
  health(): Promise<Health>;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; code?: string };
  return e.name === 'TimeoutError' || TIMEOUT_CODES.has(e.code ?? '');
}

/** Parses Retry-After (seconds or an HTTP date) into ms; null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

interface Attempt {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
}

/** Creates a client. Nothing is sent until a method is called. */
export function createGroundClient(options: GroundClientOptions): GroundClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const backoff = options.backoffMs ?? [2000, 4000, 8000];
  const maxRetryAfter = options.maxRetryAfterMs ?? 60_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;

  async function once(method: 'GET' | 'POST', path: string, body: unknown, timeout: number): Promise<Attempt> {
    const res = await request(`${base}${path}`, {
      method,
      dispatcher: options.dispatcher,
      headers: { authorization: `Bearer ${options.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeout),
    });
    const text = await res.body.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Left null: reported as invalid_response (2xx) or by status (errors).
    }
    return { status: res.statusCode, headers: res.headers, json };
  }

  async function call(method: 'GET' | 'POST', path: string, body: unknown, timeout: number, retry: boolean): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const left = retry && attempt <= backoff.length;
      const wait = backoff[attempt - 1] ?? 0;
      let res: Attempt;
      try {
        res = await once(method, path, body, timeout);
      } catch (err) {
        if (!isTimeout(err)) throw new GroundClientError('network_error', `${method} ${path}: ${(err as Error).message}`, { status: null, attempts: attempt });
        if (!left) throw new GroundClientError('timeout', `${method} ${path}: no answer in time`, { status: null, attempts: attempt });
        await sleep(wait);
        continue;
      }
      if (res.status >= 200 && res.status < 300) return res.json;
      const failure = toError(res, method, path, attempt, now());
      const retryable = isErrorCode(failure.code) && ERRORS[failure.code].retry;
      if (!retryable || !left) throw failure;
      if (failure.retryAfterMs !== null && failure.retryAfterMs > maxRetryAfter) throw failure;
      await sleep(failure.retryAfterMs ?? wait);
    }
  }

  const single = options.timeoutMs?.single ?? 60_000;
  const batch = options.timeoutMs?.batch ?? 180_000;
  return {
    async check(item) {
      return validated(CheckResponse, await call('POST', '/v1/ground/basic', item, single, true));
    },
    async checkBatch(items, shared = {}) {
      return validated(BatchResponse, await call('POST', '/v1/ground/basic/batch', { ...shared, items }, batch, true));
    },
    async health() {
      // 503 carries a Health body too ({ok: false}); neither is retried.
      const res = await once('GET', '/v1/health', undefined, single).catch((err: Error) => {
        throw new GroundClientError('network_error', `GET /v1/health: ${err.message}`, { status: null, attempts: 1 });
      });
      if (res.status !== 200 && res.status !== 503) throw toError(res, 'GET', '/v1/health', 1, now());
      return validated(Health, res.json);
    },
  };
}

function toError(res: Attempt, method: string, path: string, attempts: number, now: number): GroundClientError {
  const parsed = ErrorBody.safeParse(res.json);
  const retryAfterMs = parseRetryAfter(res.headers['retry-after'], now);
  if (parsed.success) return new GroundClientError(parsed.data.error.code, parsed.data.error.message, { status: res.status, attempts, retryAfterMs });
  // No spec error body (e.g. a proxy's 502 page): classify by status alone.
  const byStatus: Record<number, ErrorCode> = { 429: 'rate_limited', 502: 'verification_unavailable', 503: 'auth_unavailable' };
  const code: ClientErrorCode = byStatus[res.status] ?? 'invalid_response';
  return new GroundClientError(code, `${method} ${path}: HTTP ${res.status}`, { status: res.status, attempts, retryAfterMs });
}

function validated<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new GroundClientError('invalid_response', 'the response does not match the interface', { status: 200, attempts: 1 });
  return json as T;
}
