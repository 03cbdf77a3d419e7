// The tiny NLI fixture model (scripts/make-tiny-model.ts documents its logits) and the answer the
// --model end-to-end tests check with it.
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * A copy of the tiny NLI model in `dir`/tiny-nli whose tokenizer maps one word, "boom", to a token id
 * past the embedding: loading and the probe pair pass, and a pair with "boom" makes the ONNX runtime fail.
 */
export function copyTinyNliBrokenOnBoom(dir: string): string {
  const broken = join(dir, 'tiny-nli');
  cpSync(TINY_NLI, broken, { recursive: true });
  const tokenizer = JSON.parse(readFileSync(join(broken, 'tokenizer.json'), 'utf8')) as { model: { vocab: Record<string, number> } };
  tokenizer.model.vocab.boom = 9999;
  writeFileSync(join(broken, 'tokenizer.json'), JSON.stringify(tokenizer));
  return broken;
}
