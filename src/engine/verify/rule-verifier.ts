/**
 * The rule-and-similarity verifier as a standalone `Verifier` on plain text, for callers outside
 * the engine's pipeline (today only test/engine/rule-verifier.test.ts; training and the
 * benchmarks go through `createEngine`). It analyses the claim and passages on each call; the
 * engine itself shares one analysis per check instead.
 */
import type { ClaimType } from '../../contract/schemas.ts';
import { buildContextIndex } from '../context/context-index.ts';
import type { ClaimAlignment, Nlp, Passage, Verdict, Verifier, WordVectors } from '../types.ts';
import { describeUnit } from '../text/unit-facts.ts';
import { alignmentFeatures, ruleVerdict } from './verify-claim.ts';

/** The rule verdict and alignment features of one claim against passages. */
export function alignClaimText(nlp: Nlp, vectors: WordVectors | null, claim: string, type: ClaimType, passages: readonly Passage[]): { verdict: Verdict; alignment: ClaimAlignment } {
  const index = buildContextIndex(nlp, passages, vectors);
  const facts = describeUnit(claim, nlp.analyse(claim).tokens);
  const { rule, alignment } = ruleVerdict(index, facts, type);
  const { certain: _certain, ...verdict } = rule;
  return { verdict, alignment: alignmentFeatures(facts, alignment, rule) };
}

/**
 * The rule verifier: decides a claim against `input.passages` (all of them; retrieval is its own).
 *
 * @example createRuleVerifier(createWinkNlp(), null).verify({ claim, question, passages, evidence: [] }).status
 */
export function createRuleVerifier(nlp: Nlp, vectors: WordVectors | null = null): Verifier {
  return {
    name: 'rules',
    verify: (input) => alignClaimText(nlp, vectors, input.claim.text, input.claim.type, input.passages).verdict,
  };
}
