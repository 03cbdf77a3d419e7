/**
 * Builds the engine with the models that ship with ground: wink-nlp, the compact word vectors
 * and the trained verifier with its calibrated answer score (all read from `models/`). The
 * server's workers and the CLI both call this; tests may build engines through `createEngine`.
 */
import { randomUUID } from 'node:crypto';
import { createEngine, type Engine } from '../engine/index.ts';
import { readVerifier } from './load-verifier.ts';
import { readVectors } from './vectors.ts';
import { createWinkNlp } from './wink.ts';

/** A new check id: `chk_` and 32 hex digits of a random UUID. */
export function newCheckId(): string {
  return `chk_${randomUUID().replaceAll('-', '')}`;
}

/** The shipped engine (about 200 ms to load: wink-nlp, 11 MB of vectors, the verifier JSON). */
export function createDefaultEngine(): Engine {
  const vectors = readVectors();
  const { verifier, scorer } = readVerifier(vectors);
  return createEngine({
    nlp: createWinkNlp(),
    vectors,
    verifier,
    scorer,
    now: () => performance.now(),
    newId: newCheckId,
  });
}
