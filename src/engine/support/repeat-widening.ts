/**
 * No limit on how often, where the passage allows it once: "Probation can be extended as many
 * times as needed" against "Probation may be extended once". Contradicted when the claim says
 * as many times as, any number of times, as often as, unlimited times or repeatedly, and the
 * sentence stating most of the claim (60% of its weight or more) allows it once (or one time)
 * and does not itself say so often.
 */
import type { ContextIndex } from '../context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const OFTEN = /\b(?:as many times as|any number of times|as often as|unlimited (?:number of )?times|repeatedly|again and again|more than once|multiple times)\b/i;
/** "once" as a count of times, not "once a day" (a frequency) nor "once you ..." (a conjunction). */
const ONCE = /\b(?:(?:only|just)\s+)?(?:once|one time)\b(?!\s+(?:a|an|per|every|each|daily|weekly|monthly|yearly)\b)(?!\s+(?:you|they|we|it|he|she|the|your|their|this|that|a)\b)/i;

/** The contradiction, or null. */
export function repeatWidening(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const often = OFTEN.exec(claim.text);
  if (!often || claim.negations.length > 0) return null;
  const best = statingSentence(index, support);
  if (!best || OFTEN.test(best.text)) return null;
  const once = ONCE.exec(best.text);
  if (!once) return null;
  return best.cite('contradicted', `The answer says "${often[0]}"; ${best.pid} says "${once[0]}": "${best.text}"`, `Say "${once[0]}", as ${best.pid} does.`);
}
