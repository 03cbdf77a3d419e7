import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi.ts';

describe('openapi.json', () => {
  it('matches the document generated from the schemas (run `npm run openapi` after changing them)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as unknown;
    expect(committed).toEqual(buildOpenApi());
  });

  it('has the three operations, bearer security and the spec error statuses', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { operationId: string; responses: Record<string, { headers?: Record<string, unknown> }> }>>; info: { version: string } };
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.paths['/v1/ground/basic']?.post?.operationId).toBe('checkAnswer');
    expect(doc.paths['/v1/ground/basic/batch']?.post?.operationId).toBe('checkBatch');
    expect(doc.paths['/v1/health']?.get?.operationId).toBe('health');
    const responses = doc.paths['/v1/ground/basic']?.post?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(['200', '401', '403', '404', '405', '413', '422', '429', '502', '503']);
    expect(Object.keys(responses['200']?.headers ?? {}).sort()).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']);
    expect(Object.keys(responses['429']?.headers ?? {})).toContain('Retry-After');
  });

  it('describes spans as exactly two non-negative integers, without prefixItems (which Prism and Spectral reject)', () => {
    const doc = buildOpenApi() as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    expect(JSON.stringify(doc)).not.toContain('prefixItems');
    const span = { type: 'array', items: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }, minItems: 2, maxItems: 2 };
    expect(doc.components.schemas.Sentence?.properties.span).toMatchObject(span);
    expect(doc.components.schemas.Claim?.properties.span).toMatchObject(span);
  });
});
