/**
 * Builds the engine with the models that ship with ground. The server's workers and the CLI
 * both call this; tests may build engines with other deps through `createEngine`.
 */
import { randomUUID } from 'node:crypto';
import { createEngine, type Engine } from '../engine/index.ts';
import { createWinkNlp } from './wink.ts';

/** A new check id: `chk_` and 32 hex digits of a random UUID. */
export function newCheckId(): string {
  return `chk_${randomUUID().replaceAll('-', '')}`;
}

export function createDefaultEngine(): Engine {
  return createEngine({
    nlp: createWinkNlp(),
    now: () => performance.now(),
    newId: newCheckId,
  });
}
