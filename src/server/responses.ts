/** Building responses: JSON bodies, the spec's error body and the rate-limit headers. */
import { GroundError } from '../contract/errors.ts';
import { LIMITS } from '../contract/schemas.ts';
import type { UsageState } from '../store/usage.ts';
import { nextUtcMidnight } from '../store/transaction.ts';

/** Usage reported when no key is known (health, 401, unknown routes): the free plan's full allowance. */
export function defaultUsage(now: number): UsageState {
  return { limit: LIMITS.dailyTokens, remaining: LIMITS.dailyTokens, resetsAt: nextUtcMidnight(now) };
}

/** The three rate-limit headers every response carries. */
export function rateLimitHeaders(usage: UsageState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(usage.limit),
    'X-RateLimit-Remaining': String(usage.remaining),
    'X-RateLimit-Reset': new Date(usage.resetsAt).toISOString(),
  };
}

/** The headers of every JSON body the server writes: UTF-8 JSON that no cache keeps. */
export const JSON_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** A JSON response that no cache keeps. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** The spec's error body with the error's HTTP status. */
export function errorResponse(error: GroundError, headers: Record<string, string> = {}): Response {
  return jsonResponse(error.http, error.toBody(), headers);
}

/**
 * A GroundError that is expected control flow (a refused request: 401, 404, 422, 429, 502, ...),
 * made without capturing a stack trace. Nothing reads the stack of a refusal (the client gets
 * the code and message, the log the code), and capturing it cost about 5 µs a refusal, some 4%
 * of the main thread under floods of 401/429 (BENCHMARKS.md, bench:health-flood-cost).
 */
export class Refusal extends GroundError {
  constructor(code: GroundError['code'], message?: string) {
    // Error's constructor captures up to Error.stackTraceLimit frames; 0 captures none.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(code, message);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}

/** A refusal that also carries response headers (Allow, Retry-After). */
export class HttpError extends Refusal {
  readonly headers: Record<string, string>;
  constructor(code: GroundError['code'], message: string | undefined, headers: Record<string, string>) {
    super(code, message);
    this.headers = headers;
  }
}
