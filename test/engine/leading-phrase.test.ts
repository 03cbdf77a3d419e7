// A leading phrase with no verb of its own ("For the retry loop, send ...") stays with the
// instruction it scopes: no claim of its own, so it is never held as unstated. Written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DOCS = ['Idempotency. Send an Idempotency-Key header, a unique string of up to 64 characters, with each request. A retry with the same key within 24 hours returns 409.'];

describe('a leading phrase before an instruction', () => {
  it('is part of the instruction\'s claim', () => {
    const claims = shippedClaims({ question: 'How do I make retries safe?', context: DOCS, answer: 'For the retry loop, send an Idempotency-Key header with each request.' });
    expect(claims.map((c) => c.text)).toEqual(['For the retry loop, send an Idempotency-Key header with each request']);
    expect(claims[0]?.status).not.toBe('not_stated');
  });

  it('still splits two clauses that each have a verb', () => {
    const claims = shippedClaims({ question: 'How do I make retries safe?', context: DOCS, answer: 'Retries are common, so send an Idempotency-Key header with each request.' });
    expect(claims.length).toBeGreaterThan(1);
  });
});
