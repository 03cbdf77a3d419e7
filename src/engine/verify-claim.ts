/**
 * The rule-and-similarity verifier for one claim, by type, and its composition with a trained
 * verifier: the rules' certain verdicts (mismatches, computations, absent numbers or names)
 * stand; the trained verifier, when given, decides the rest and its probabilities are kept.
 */
import type { ClaimType } from '../contract/schemas.ts';
import { alignClaim, type Alignment } from './align-claim.ts';
import type { ContextIndex } from './context-index.ts';
import { verdict, type RuleVerdict } from './rule-verdict.ts';
import type { ClaimAlignment, ClaimProbabilities, Verdict, Verifier } from './types.ts';
import { type UnitFacts } from './unit-facts.ts';
import { verifyComparison } from './verify-comparison.ts';
import { verifyComputation } from './verify-computation.ts';
import { verifyFact } from './verify-fact.ts';
import { verifySuperlative } from './verify-superlative.ts';

/** A claim's final verdict with the trained verifier's probabilities (null without one). */
export interface ClaimDecision extends Omit<Verdict, 'probs'> {
  probs: ClaimProbabilities | null;
}

function step(fact: RuleVerdict, reason: string): RuleVerdict {
  if (fact.status === 'supported' || fact.status === 'contradicted') return fact;
  return verdict('unverified_step', fact.certain, fact.evidence, [reason]);
}

/**
 * A computation or comparison the rules could not recompute: an unverified step (certain), unless
 * its words are supported or contradicted as a fact, which keeps the fact rule's certainty
 * (coverage alone never settles "SpiceJet is the largest carrier" against "IndiGo ... is the largest").
 */
function stepOf(fact: RuleVerdict, reason: string): RuleVerdict {
  const s = step(fact, reason);
  return s.status === 'unverified_step' ? { ...s, certain: true } : s;
}

/** The rule verdict on one claim of the given type, with its alignment. */
export function ruleVerdict(index: ContextIndex, claim: UnitFacts, type: ClaimType): { rule: RuleVerdict; alignment: Alignment } {
  const alignment = alignClaim(index, claim);
  const fact = () => verifyFact(index, claim, alignment.termKeys, alignment);
  switch (type) {
    case 'computation': {
      const rule = verifyComputation(index, claim, alignment);
      if (rule) return { rule: rule.evidence.length > 0 ? rule : { ...rule, evidence: fact().evidence }, alignment };
      return { rule: stepOf(fact(), 'The passages do not give the operands of this calculation.'), alignment };
    }
    case 'comparison': {
      const rule = verifyComparison(index, claim) ?? verifySuperlative(index, claim);
      if (rule) return { rule, alignment };
      return { rule: stepOf(fact(), 'The passages do not give both values compared.'), alignment };
    }
    case 'inference':
    case 'decision': {
      const f = fact();
      if (f.status === 'contradicted' || f.status === 'supported' || (f.status === 'not_stated' && f.certain)) return { rule: f, alignment };
      return { rule: step(f, type === 'decision' ? 'A recommendation the passages do not state directly.' : 'A conclusion the passages do not state directly.'), alignment };
    }
    default:
      return { rule: fact(), alignment };
  }
}

/** The alignment features handed to a trained verifier. */
export function alignmentFeatures(claim: UnitFacts, alignment: Alignment, rule: RuleVerdict): ClaimAlignment {
  const best = alignment.windows[0];
  return {
    coverage: best?.coverage ?? 0,
    similarity: alignment.similarity,
    retrieval: best?.retrieval ?? 0,
    quantities: claim.quantities.length,
    quantitiesMatched: best?.quantitiesFound.length ?? 0,
    entities: claim.entities.length,
    entitiesMissing: best?.entitiesMissing.length ?? claim.entities.length,
    negated: claim.negations.length > 0,
    ruleStatus: rule.status,
    ruleCertain: rule.certain,
  };
}

const DEFAULT_CHECKS: Record<Verdict['status'], string> = {
  supported: '',
  contradicted: 'The passages say otherwise.',
  not_stated: 'No passage states this.',
  unverified_step: 'A step the passages do not state directly.',
};
const DEFAULT_FIX: Record<Verdict['status'], string | null> = {
  supported: null,
  contradicted: 'Correct this claim to match the passages.',
  not_stated: 'Remove this claim or add a source that states it.',
  unverified_step: null,
};

/** Decides one claim: rules first; a trained verifier (when given) for what the rules leave open. */
export function decideClaim(
  index: ContextIndex, verifier: Verifier | null | undefined, question: string,
  claim: { id: string; type: ClaimType; facts: UnitFacts },
): ClaimDecision {
  const { rule, alignment } = ruleVerdict(index, claim.facts, claim.type);
  const { certain: _certain, ...ruled } = rule;
  // Every problem carries a reason and (unless it is a step) a fix, whoever found it.
  if (ruled.status !== 'supported' && ruled.checks.length === 0) ruled.checks = [DEFAULT_CHECKS[ruled.status]];
  if (ruled.fix === null) ruled.fix = DEFAULT_FIX[ruled.status];
  if (!verifier) return { ...ruled, probs: null };
  const v = verifier.verify({
    claim: { id: claim.id, text: claim.facts.text, type: claim.type }, question, passages: index.passages,
    evidence: rule.evidence, alignment: alignmentFeatures(claim.facts, alignment, rule),
  });
  if (rule.certain) return { ...ruled, probs: v.probs };
  let status = v.status;
  // A conclusion or recommendation is a step the source cannot state directly: the model (trained
  // on facts against evidence) may find it supported, but its "contradicted" or "not_stated" is
  // not sure enough there. Mismatches the rules find still make such claims contradicted.
  if ((claim.type === 'inference' || claim.type === 'decision') && status !== 'supported') status = 'unverified_step';
  if (status === 'supported') return { status, checks: [], fix: null, evidence: v.evidence.length > 0 ? v.evidence : rule.evidence, probs: v.probs };
  const own = status === v.status;
  return {
    status,
    checks: own && v.checks.length > 0 ? v.checks : rule.status === status && rule.checks.length > 0 ? rule.checks : [DEFAULT_CHECKS[status]],
    fix: status === 'unverified_step' ? null : (own ? v.fix : null) ?? (rule.status === status ? rule.fix : null) ?? DEFAULT_FIX[status],
    evidence: v.evidence.length > 0 ? v.evidence : rule.evidence,
    probs: v.probs,
  };
}
