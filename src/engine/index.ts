/**
 * The engine's public entry. The server and the CLI call only what is exported here.
 *
 * @example
 * const engine = createEngine({ nlp: createWinkNlp(), now: () => performance.now(), newId: () => 'chk_1' });
 * engine.check({ question: 'When?', context: ['Built in 1887.'], answer: 'It was built in 1887.' });
 */
import { checkAnswer, RULES_MODEL } from './check-answer.ts';
import type { CheckInput, Engine, EngineDeps } from './types.ts';

export function createEngine(deps: EngineDeps): Engine {
  return {
    model: deps.scorer?.version ?? RULES_MODEL,
    check: (input: CheckInput) => checkAnswer(deps, input),
  };
}

export type {
  AnswerScorer, CheckInput, ClaimProbabilities, Engine, EngineDeps, Nlp, NlpAnalysis, NlpEntity, NlpToken,
  Passage, Verdict, Verifier, VerifyInput, WordVectors,
} from './types.ts';
