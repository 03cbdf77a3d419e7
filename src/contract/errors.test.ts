import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, GroundError, toGroundError } from './errors.ts';

describe('error table', () => {
  it('maps every spec code to the spec HTTP status', () => {
    // The Errors part of spec/interface.md, copied by hand.
    const spec: Record<string, number> = {
      invalid_api_key: 401, ip_not_allowed: 403, not_found: 404, method_not_allowed: 405, request_too_large: 413,
      invalid_request: 422, rate_limited: 429, daily_quota_exceeded: 429, verification_unavailable: 502, auth_unavailable: 503,
    };
    expect([...ERROR_CODES].sort()).toEqual(Object.keys(spec).sort());
    for (const code of ERROR_CODES) expect(ERRORS[code].http).toBe(spec[code]);
  });

  it('allows retries only for 429, 502 and 503', () => {
    for (const code of ERROR_CODES) expect(ERRORS[code].retry).toBe([429, 502, 503].includes(ERRORS[code].http));
  });

  it('turns unknown failures into verification_unavailable without leaking the message', () => {
    const err = toGroundError(new Error('SQLITE_CORRUPT at /secret/path'));
    expect(err.toBody()).toEqual({ error: { code: 'verification_unavailable', message: ERRORS.verification_unavailable.title } });
    const known = new GroundError('not_found', 'no route GET /x');
    expect(toGroundError(known)).toBe(known);
  });
});
