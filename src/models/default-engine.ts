/**
 * Builds the engine with the models that ship with ground: wink-nlp, the compact word vectors
 * and the trained verifier with its calibrated answer score (all read from `models/`). The
 * server's workers and the CLI both call this; tests may build engines through `createEngine`.
 */
import { newCheckId } from '../contract/check-id.ts';
import { createEngine, type Engine } from '../engine/index.ts';
import { readVerifier } from './load-verifier.ts';
import { readVectors } from './vectors.ts';
import { createWinkNlp } from './wink.ts';

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
