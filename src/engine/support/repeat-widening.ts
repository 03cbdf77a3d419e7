/**
 * No limit on how often, where the passage allows it once: "Probation can be extended as many
 * times as needed" against "Probation may be extended once". Contradicted when the claim says
 * as many times as, any number of times, as often as, unlimited times or repeatedly, and the
 * sentence stating most of the claim (60% of its weight or more) allows it once (or one time)
 * and does not itself say so often. The same for how many: "stack as many promo codes as you
 * like", "any number of guests", "unlimited bags" against "Only one promo code", "up to 3", "a
 * maximum of 2".
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const OFTEN = /\b(?:as many times as|any number of times|as often as|unlimited (?:number of )?times|repeatedly|again and again|more than once|multiple times)\b/i;
/** "once" as a count of times, not "once a day" (a frequency) nor "once you ..." (a conjunction). */
const ONCE = /\b(?:(?:only|just)\s+)?(?:once|one time)\b(?!\s+(?:a|an|per|every|each|daily|weekly|monthly|yearly)\b)(?!\s+(?:you|they|we|it|he|she|the|your|their|this|that|a)\b)/i;

/** No limit on how many: "as many codes as you like", "any number of guests", "unlimited bags", "no limit on". */
const MANY = /\bas many\s+(?:[a-z-]+\s+){0,3}as\s+(?:you|they|we)\s+(?:like|want|wish|need)\b|\bany number of\b|\bunlimited\s+(?!times\b)[a-z-]+|\bno limit (?:on|to)\b|\bas many as you (?:like|want)\b/i;
/** A count the sentence caps: "Only one promo code", "one ... per order", "up to 3", "a maximum of 2", "no more than 4". */
const CAPPED = /\b(?:only|just)\s+(?:one|a single|\d+|two|three|four|five)\b|\b(?:up to|a maximum of|maximum of|at most|no more than|not more than)\s+(?:\d+|one|two|three|four|five|six|ten)\b/i;

/** The contradiction, or null. */
export function repeatWidening(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const often = OFTEN.exec(claim.text);
  const many = often ? null : MANY.exec(claim.text);
  if (!often && !many) return null;
  const best = statingSentence(index, support);
  if (!best || OFTEN.test(best.text) || MANY.test(best.text)) return null;
  const limit = often ? ONCE.exec(best.text) : CAPPED.exec(best.text);
  if (!limit) return null;
  const said = (often ?? many)?.[0] ?? '';
  return best.cite('contradicted', `The answer says "${said}"; ${best.pid} says "${limit[0]}": "${best.text}"`, `Say "${limit[0]}", as ${best.pid} does.`);
}
