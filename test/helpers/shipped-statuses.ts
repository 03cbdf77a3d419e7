// The claim statuses the shipped engine (createDefaultEngine: vectors, WordNet, the trained
// verifier) gives an answer, for engine tests whose texts need the word vectors. Loads the
// engine once per test file.
import type { CheckInput } from '../../src/engine/types.ts';
import { createDefaultEngine } from '../../src/models/default-engine.ts';

let engine: ReturnType<typeof createDefaultEngine> | undefined;

/** Every claim's status in order; throws when the answer is not checked (`unavailable`). */
export function shippedStatuses(input: CheckInput): string[] {
  engine ??= createDefaultEngine();
  const r = engine.check(input);
  if (r.status !== 'ok') throw new Error(`unavailable: ${r.meta.reason ?? ''}`);
  return r.sentences.flatMap((s) => s.claims.map((c) => c.status));
}
