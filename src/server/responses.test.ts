import { describe, expect, it } from 'vitest';
import { GroundError } from '../contract/errors.ts';
import { errorResponse, HttpError, Refusal } from './responses.ts';

describe('refusals', () => {
  it('are GroundErrors with the spec\'s body and status, made without a stack trace', async () => {
    const limit = Error.stackTraceLimit;
    const refusal = new HttpError('rate_limited', 'More than 60 requests in 60 seconds for this key.', { 'Retry-After': '7' });
    expect(refusal).toBeInstanceOf(GroundError);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal.stack).toBe('GroundError: More than 60 requests in 60 seconds for this key.');
    expect(new Refusal('invalid_api_key').stack).toBe('GroundError: The API key is missing, malformed, wrong or revoked.');
    expect(Error.stackTraceLimit).toBe(limit);
    // Other errors keep their stack.
    expect(new GroundError('invalid_api_key').stack).toContain('responses.test.ts');
    const response = errorResponse(refusal, refusal.headers);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({ error: { code: 'rate_limited', message: 'More than 60 requests in 60 seconds for this key.' } });
  });
});
