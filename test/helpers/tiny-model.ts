// The tiny NLI fixture model (scripts/make-tiny-model.ts documents its logits) and the answer the
// --model end-to-end tests check with it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run-ground.ts';

export const TINY_NLI = join(ROOT, 'fixtures/models/tiny-nli');

/** The short weights hash `score.model` names it by. */
export const TINY_NLI_HASH = createHash('sha256').update(readFileSync(join(TINY_NLI, 'onnx/model.onnx'))).digest('hex').slice(0, 8);

/** The Eiffel passages, with two claims the rules judge on word support alone (not certain). */
export const TOWER = {
  question: 'Tell me about the tower.',
  context: ["The Eiffel Tower in Paris was finished in 1889 for the World's Fair.", 'The tower is 330 metres tall, including its antennas.'],
  answer: 'The tower was completed for the fair. The tower was not built in Paris.',
};
