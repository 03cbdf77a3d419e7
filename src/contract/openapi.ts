/**
 * Builds the OpenAPI 3.1 document (interface version 1.0.0) from the zod schemas. The committed
 * `openapi.json` is this function's output; a test fails when they drift.
 */
import { z } from 'zod';
import { ERRORS, type ErrorCode } from './errors.ts';
import * as S from './schemas.ts';

const REQUEST_IDS = ['CheckRequest', 'BatchRequest', 'Metadata'] as const;
const RESPONSE_IDS = ['CheckResult', 'CheckResponse', 'BatchResponse', 'Usage', 'Sentence', 'Claim', 'ClaimStatus', 'ClaimType', 'Evidence', 'Error', 'Health', 'ConnectLine'] as const;

type JsonObject = Record<string, unknown>;

function componentSchemas(): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  const all: Array<[string, z.ZodType]> = [
    ['CheckRequest', S.CheckRequest], ['BatchRequest', S.BatchRequest], ['Metadata', S.Metadata],
    ['CheckResult', S.CheckResult], ['CheckResponse', S.CheckResponse], ['BatchResponse', S.BatchResponse],
    ['Usage', S.Usage], ['Sentence', S.Sentence], ['Claim', S.Claim], ['ClaimStatus', S.ClaimStatus],
    ['ClaimType', S.ClaimType], ['Evidence', S.Evidence], ['Error', S.ErrorBody], ['Health', S.Health],
    ['ConnectLine', S.ConnectLine],
  ];
  for (const [id, schema] of all) registry.add(schema, { id });
  const uri = (id: string): string => `#/components/schemas/${id}`;
  const input = z.toJSONSchema(registry, { io: 'input', uri, target: 'draft-2020-12', override: uniformTupleAsArray }).schemas;
  const output = z.toJSONSchema(registry, { io: 'output', uri, target: 'draft-2020-12', override: uniformTupleAsArray }).schemas;
  const out: Record<string, JsonObject> = {};
  for (const id of REQUEST_IDS) out[id] = strip(input[id]);
  for (const id of RESPONSE_IDS) out[id] = strip(output[id]);
  return out;
}

/**
 * A tuple whose items all have one schema (a span's `[start, end]`) becomes an array of that item
 * with `minItems` = `maxItems`: the same values are valid. zod writes `prefixItems` with
 * `items: false`, valid OpenAPI 3.1 that Prism's validation proxy rejects on every 200 and
 * Spectral's `array-items` rule counts as an error.
 */
function uniformTupleAsArray(ctx: { jsonSchema: JsonObject }): void {
  const schema = ctx.jsonSchema;
  const prefix = schema.prefixItems;
  if (!Array.isArray(prefix) || prefix.length === 0) return;
  const first = JSON.stringify(prefix[0]);
  if (!prefix.every((item) => JSON.stringify(item) === first)) return;
  delete schema.prefixItems;
  schema.items = prefix[0];
  schema.minItems = prefix.length;
  schema.maxItems = prefix.length;
}

/**
 * Removes the `$schema`/`$id` keys zod adds (components carry neither) and every
 * `additionalProperties: false`: the spec lets responses gain fields and requests carry unknown
 * ones, which clients and the service ignore.
 */
function strip(schema: unknown): JsonObject {
  const copy = openAll(schema) as JsonObject;
  delete copy.$schema;
  delete copy.$id;
  return copy;
}

function openAll(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openAll);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'additionalProperties' && v === false) continue;
    out[k] = openAll(v);
  }
  return out;
}

const rateLimitHeaders = {
  'X-RateLimit-Limit': { description: "Today's allowance, in tokens.", schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Tokens remaining today.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When the allowance renews (00:00 UTC), as an ISO 8601 date-time.', schema: { type: 'string', format: 'date-time' } },
};

function errorResponse(codes: ErrorCode[]): JsonObject {
  const headers: JsonObject = { ...rateLimitHeaders };
  if (codes.some((c) => c === 'rate_limited' || c === 'daily_quota_exceeded')) {
    headers['Retry-After'] = { description: 'Seconds to wait before retrying (rate_limited; daily_quota_exceeded until reset).', schema: { type: 'integer' } };
  }
  return {
    description: codes.map((c) => `\`${c}\`: ${ERRORS[c].title}`).join(' '),
    headers,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

function checkErrors(): JsonObject {
  return {
    '401': errorResponse(['invalid_api_key']),
    '403': errorResponse(['ip_not_allowed']),
    '404': errorResponse(['not_found']),
    '405': errorResponse(['method_not_allowed']),
    '413': errorResponse(['request_too_large']),
    '422': errorResponse(['invalid_request']),
    '429': errorResponse(['rate_limited', 'daily_quota_exceeded']),
    '502': errorResponse(['verification_unavailable']),
    '503': errorResponse(['auth_unavailable']),
  };
}

function postOperation(operationId: string, summary: string, description: string, request: string, response: string): JsonObject {
  return {
    operationId,
    summary,
    description: `${description} The body must be JSON: a \`Content-Type\` other than \`application/json\` (charset UTF-8 if one is named) gives 422 naming it.`,
    tags: ['check'],
    security: [{ bearerAuth: [] }],
    requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${request}` } } } },
    responses: {
      '200': {
        description: 'Checked. Each result carries its own `status`.',
        headers: rateLimitHeaders,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${response}` } } },
      },
      ...checkErrors(),
    },
  };
}

/** The whole OpenAPI document as a plain object. */
export function buildOpenApi(): JsonObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'ground: answer-grounding check interface',
      version: '1.0.0',
      description: 'Checks an AI-written answer against the passages it was based on. Any non-200 response is no verdict, never a pass. `ground serve` publishes this document at `GET /v1/openapi.json` (no key needed).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: 'https://localhost:8443', description: 'A local `ground serve` (use your own base address).' }],
    tags: [{ name: 'check', description: 'Answer checks' }, { name: 'health', description: 'Service health' }, { name: 'meta', description: 'The interface description' }],
    security: [{ bearerAuth: [] }],
    paths: {
      '/v1/ground/basic': {
        post: postOperation('checkAnswer', 'Check one answer', 'Splits the answer into sentences and claims and checks each claim against the context.', 'CheckRequest', 'CheckResponse'),
      },
      '/v1/ground/basic/batch': {
        post: postOperation('checkBatch', 'Check up to 50 answers', 'Checks each item as `checkAnswer` does; results keep the order of `items`, and items that could not be checked are refunded.', 'BatchRequest', 'BatchResponse'),
      },
      '/v1/health': {
        get: {
          operationId: 'health',
          summary: 'Health check (no key needed)',
          description: 'Whether the service can check answers now: 503 while the checking queue is full or the store cannot be reached.',
          tags: ['health'],
          security: [],
          responses: {
            '200': { description: 'The service can check answers.', headers: rateLimitHeaders, content: { 'application/json': { schema: { $ref: '#/components/schemas/Health' } } } },
            '404': errorResponse(['not_found']),
            '405': errorResponse(['method_not_allowed']),
            '422': errorResponse(['invalid_request']),
            '503': { description: 'Checking is unavailable right now (`ok: false`).', headers: rateLimitHeaders, content: { 'application/json': { schema: { $ref: '#/components/schemas/Health' } } } },
          },
        },
      },
      '/v1/openapi.json': {
        get: {
          operationId: 'openApi',
          summary: 'This document (no key needed)',
          description: 'The OpenAPI 3.1 description of this interface, as JSON.',
          tags: ['meta'],
          security: [],
          responses: {
            '200': { description: 'The OpenAPI document.', headers: rateLimitHeaders, content: { 'application/json': { schema: { type: 'object' } } } },
            '405': errorResponse(['method_not_allowed']),
            '422': errorResponse(['invalid_request']),
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>. Live keys start with `grd_live_`.' } },
      schemas: componentSchemas(),
    },
  };
}
