// The row of `npm run bench:accuracy -- --model DIR`: the shipped engine with a transformer model
// deciding the claims its rules leave open, exactly as `ground check --model DIR` checks (through
// checkWithModel). Imported only when --model is given, so the default run never loads the library.
import { availableParallelism } from 'node:os';
import { createDefaultEngine } from '../../src/models/default-engine.ts';
import { checkWithModel } from '../../src/models/transformer-checker.ts';
import { readTransformerModel } from '../../src/models/transformer-model.ts';
import { inputOf, scoredOf, type BenchVariant } from './variants.ts';

/** The row and a way to free the model; a model that fails to load rejects with its reason. */
export async function createModelVariant(dir: string): Promise<{ variant: BenchVariant; failures: () => string[]; dispose: () => Promise<void> }> {
  // One model on this thread, with every core (the benchmark checks one answer at a time).
  const scorer = await readTransformerModel(dir, { threads: availableParallelism() });
  const engine = createDefaultEngine();
  const failures: string[] = [];
  const variant: BenchVariant = {
    name: `ground ${engine.model}+${scorer.name} (--model ${dir}: the shipped engine, the model deciding the claims its rules leave open; p_hallucinated = riskiest claim)`,
    runAsync: async (e) => {
      try {
        return scoredOf(await checkWithModel(engine, scorer, inputOf(e)));
      } catch (err) {
        // A model failing on an answer leaves it unverified (counted in "unavailable"), as ground check does.
        failures.push((err as Error).message);
        return { score: 1, p: 1, flagged: true, worst: null, unavailable: true };
      }
    },
  };
  return { variant, failures: () => failures, dispose: () => scorer.dispose() };
}
