// Written by hand, 2026-12-03 (2.20.0): with release notes of several versions, a claim only
// another version's notes support, in an answer about the version the question names, is held;
// the asked version's own notes, and a claim that names the other version, are not.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const NOTES = [
  'Quill Server release notes — v3.4.0 (2025-10-02). Added: per-tenant rate limits. Changed: default cache size raised from 64MB to 128MB. Fixed: TLS reload on SIGHUP.',
  'Quill Server release notes — v3.3.0 (2025-06-11). Added: audit log export. Changed: default request timeout raised from 30s to 60s. Fixed: memory leak in the scheduler.',
];
const question = 'What changed in Quill Server 3.4.0?';
const statusOf = (answer: string) => shippedClaims({ question, context: NOTES, answer }).map((c) => c.status);

describe('a change told for the version the question asks about', () => {
  it('holds another version\'s change ("the default request timeout went up to 60s" is 3.3.0\'s)', () => {
    const claims = shippedClaims({ question, context: NOTES, answer: 'In 3.4.0, per-tenant rate limits were added. The default request timeout went up from 30s to 60s.' });
    expect(claims.at(-1)?.status).toBe('contradicted');
    expect(claims.at(-1)?.checks.join(' ')).toContain('p1');
  });

  it('sends the asked version\'s own change', () => {
    expect(statusOf('In 3.4.0, per-tenant rate limits were added. The default cache size went up from 64MB to 128MB.')).not.toContain('contradicted');
  });

  it('sends a claim that names the other version', () => {
    expect(statusOf('In 3.4.0, per-tenant rate limits were added. The earlier 3.3.0 release raised the default request timeout from 30s to 60s.')).not.toContain('contradicted');
  });
});
