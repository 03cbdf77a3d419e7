/**
 * The spec's error table. Every code maps to its HTTP status, whether a client may retry, and
 * the exit code `ground` uses when the CLI meets it. `Record<ErrorCode, ...>` makes a code
 * without a mapping a compile error.
 */
export const ERROR_CODES = [
  'invalid_api_key',
  'ip_not_allowed',
  'not_found',
  'method_not_allowed',
  'request_too_large',
  'invalid_request',
  'rate_limited',
  'daily_quota_exceeded',
  'verification_unavailable',
  'auth_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorSpec {
  /** HTTP status of the response. */
  readonly http: 401 | 403 | 404 | 405 | 413 | 422 | 429 | 502 | 503;
  /** Whether the spec's retry rules allow a retry (with bounded backoff). */
  readonly retry: boolean;
  /** CLI exit code: 2 = fix the input or configuration; 3 = no verdict now, try again later. */
  readonly exit: 2 | 3;
  /** What happened, for people; used when no more specific message is given. */
  readonly title: string;
}

export const ERRORS: Readonly<Record<ErrorCode, ErrorSpec>> = {
  invalid_api_key: { http: 401, retry: false, exit: 2, title: 'The API key is missing, malformed, wrong or revoked.' },
  ip_not_allowed: { http: 403, retry: false, exit: 2, title: 'This key may not be used from this address.' },
  not_found: { http: 404, retry: false, exit: 2, title: 'No such route.' },
  method_not_allowed: { http: 405, retry: false, exit: 2, title: 'This route does not accept that method.' },
  request_too_large: { http: 413, retry: false, exit: 2, title: 'The request is too large.' },
  invalid_request: { http: 422, retry: false, exit: 2, title: 'The request is not valid.' },
  rate_limited: { http: 429, retry: true, exit: 3, title: 'Too many requests this minute for this key.' },
  daily_quota_exceeded: { http: 429, retry: true, exit: 3, title: "Today's token allowance is used up." },
  verification_unavailable: { http: 502, retry: true, exit: 3, title: 'The checking service could not run. Nothing was charged.' },
  auth_unavailable: { http: 503, retry: true, exit: 3, title: 'The key could not be verified right now.' },
};

/** An expected failure carrying one of the spec's codes. Anything else thrown is a bug. */
export class GroundError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERRORS[code].title);
    this.name = 'GroundError';
    this.code = code;
  }

  get http(): number {
    return ERRORS[this.code].http;
  }

  /** The spec's error body. */
  toBody(): { error: { code: ErrorCode; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }
}

/**
 * Turns anything thrown into a GroundError. Unknown failures become `verification_unavailable`
 * (fail-closed, nothing charged) with a generic message, so no internals leak.
 */
export function toGroundError(err: unknown): GroundError {
  if (err instanceof GroundError) return err;
  return new GroundError('verification_unavailable');
}
