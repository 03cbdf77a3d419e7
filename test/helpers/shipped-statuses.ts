// The claim statuses the shipped engine (createDefaultEngine: vectors, WordNet, the trained
// verifier) gives an answer, for engine tests whose texts need the word vectors. Loads the
// engine once per test file.
import type { Claim } from '../../src/contract/schemas.ts';
import type { CheckInput } from '../../src/engine/types.ts';
import { createDefaultEngine } from '../../src/models/default-engine.ts';

let engine: ReturnType<typeof createDefaultEngine> | undefined;

/** Every claim in order, with its reasons and fix; throws when the answer is not checked (`unavailable`). */
export function shippedClaims(input: CheckInput): Claim[] {
  engine ??= createDefaultEngine();
  const r = engine.check(input);
  if (r.status !== 'ok') throw new Error(`unavailable: ${r.meta.reason ?? ''}`);
  return r.sentences.flatMap((s) => s.claims);
}

/** Every claim's status in order; throws when the answer is not checked (`unavailable`). */
export function shippedStatuses(input: CheckInput): string[] {
  return shippedClaims(input).map((c) => c.status);
}

/** The answer's first claim (undefined when it has none). */
export function firstShippedClaim(context: string[], answer: string, question = ''): Claim | undefined {
  return shippedClaims({ question, context, answer })[0];
}

/** The first claim whose text includes `part` (undefined when none does). */
export function shippedClaimOf(input: CheckInput, part: string): Claim | undefined {
  return shippedClaims(input).find((c) => c.text.includes(part));
}

/** The status of the first claim whose text includes `part` (undefined when none does). */
export function shippedStatusOf(input: CheckInput, part: string): string | undefined {
  return shippedClaimOf(input, part)?.status;
}
