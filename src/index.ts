/**
 * `ground` as a library (`import { check } from 'ground'`): the same engine, schemas and error
 * table as `ground check` and `ground serve`, in-process, with the models shipped in the package.
 * Nothing is downloaded and no text leaves the process. Documented in docs/library.md; the list
 * of exported names is pinned by src/index.test.ts.
 *
 * @example
 *   import { check } from 'ground';
 *   const result = check({ question: 'When was it built?', context: ['The tower was built in 1887.'], answer: 'It was built in 1889.' });
 *   result.sentences[0]?.status; // 'contradicted'
 */
import { parseCheckRequest } from './contract/parse-request.ts';
import type { CheckResult } from './contract/schemas.ts';
import type { Engine } from './engine/index.ts';
import { createDefaultEngine } from './models/default-engine.ts';

let shared: Engine | null = null;

/**
 * Checks one answer with the shipped engine, made on the first call (about 200 ms: it reads the
 * models) and reused. `request` is a CheckRequest as the HTTP interface takes it (unknown fields
 * ignored, empty strings missing); an invalid one throws a `GroundError` with code
 * `invalid_request` whose message names the field. Synchronous: it blocks while it checks (tens
 * of milliseconds for a short answer); for many answers off the main thread, run it in workers.
 */
export function check(request: unknown): CheckResult {
  const parsed = parseCheckRequest(request);
  if (!parsed.ok) throw parsed.error;
  shared ??= createDefaultEngine();
  return shared.check(parsed.value);
}

export { createDefaultEngine, ENGINE_VERSION } from './models/default-engine.ts';
export type { CheckInput, Engine } from './engine/index.ts';
export { ERRORS, ERROR_CODES, GroundError, type ErrorCode, type ErrorSpec } from './contract/errors.ts';
export {
  BatchRequest, BatchResponse, CheckRequest, CheckResponse, CheckResult, Claim, ClaimStatus, ClaimType,
  CLAIM_STATUSES, CLAIM_TYPES, ConnectLine, ErrorBody, Evidence, Health, LIMITS, Metadata, Sentence, Usage,
} from './contract/schemas.ts';
