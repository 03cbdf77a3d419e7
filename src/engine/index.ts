/**
 * The engine's public entry. The server and the CLI call `createEngine`. The pure helpers below
 * are exported for callers outside the pipeline (today only test/engine/rule-verifier.test.ts);
 * the trained verifier (src/engine/learned) does not use them: it has its own tokenizer and
 * sentence splitter (learned/text.ts), so that its training and a check see the same tokens.
 * - `splitSentences(text)`: sentence spans (UTF-16) as the engine splits them.
 * - `extractQuantities(text)` / `sameQuantity(claim, evidence)`: numbers, units, money, percentages,
 *   years and dates, and whether the evidence states the claim's value (rounding and hedges allowed).
 * - `createRuleVerifier(nlp, vectors)`: the rule-and-similarity verifier as a `Verifier` on plain
 *   text, whose verdicts carry the alignment features (`alignClaimText`) for one claim.
 * - `worstStatus(statuses)`: the spec's order of claim statuses.
 *
 * @example
 * const engine = createEngine({ nlp: createWinkNlp(), now: () => performance.now(), newId: () => 'chk_1' });
 * engine.check({ question: 'When?', context: ['Built in 1887.'], answer: 'It was built in 1887.' });
 */
import { checkAnswer, RULES_MODEL } from './check-answer.ts';
import type { CheckInput, CheckOptions, Engine, EngineDeps, OpenClaim } from './types.ts';

/** An engine over the given models, clock and ids. */
export function createEngine(deps: EngineDeps): Engine {
  return {
    model: deps.scorer?.version ?? RULES_MODEL,
    check: (input: CheckInput, options?: CheckOptions) => checkAnswer(deps, input, options),
    openClaims(input: CheckInput): OpenClaim[] {
      const open: OpenClaim[] = [];
      checkAnswer(deps, input, { open });
      return open;
    },
  };
}

export { RULES_MODEL } from './check-answer.ts';
export { alignClaimText, createRuleVerifier } from './verify/rule-verifier.ts';
export { extractQuantities, type Quantity } from './quantities/quantities.ts';
export { sameQuantity } from './quantities/compare-quantities.ts';
export { splitSentences } from './text/split-sentences.ts';
export { worstStatus } from './verify/summarise.ts';
export type {
  AnswerScorer, CheckInput, CheckOptions, ClaimAlignment, ClaimProbabilities, Engine, EngineDeps, ExternalVerdict, ExternalVerdicts,
  Nlp, NlpAnalysis, NlpToken, OpenClaim, Passage, Verdict, Verifier, VerifyInput, WordVectors,
} from './types.ts';
