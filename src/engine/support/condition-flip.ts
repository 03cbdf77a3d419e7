/**
 * A condition waved away: "Refunds are given even if the item has been used" where the sentence
 * says "Refunds are given only if the item is unused", "regardless of income" against "only for
 * households earning under £30,000". Contradicted when the claim says even if, even when,
 * regardless of, whether or not, no matter, in any case or under any circumstances, and the
 * sentence stating most of the claim (60% of its weight or more) sets a condition (only if, only
 * when, only for, unless, provided, as long as, on condition) and says none of those words.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const WAIVED = /\b(?:even if|even when|even though|regardless of|whether or not|no matter|in any case|under any circumstances|either way)\b/i;
const CONDITION = /\b(?:only (?:if|when|for|where|to)|unless|provided|providing|as long as|so long as|on condition)\b/i;

/** The contradiction, or null. */
export function conditionFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const waived = WAIVED.exec(claim.text);
  const best = waived ? statingSentence(index, support) : null;
  const condition = best && !WAIVED.test(best.text) ? CONDITION.exec(best.text) : null;
  if (!waived || !best || !condition) return null;
  return best.cite('contradicted', `The answer says "${waived[0].toLowerCase()}"; ${best.pid} sets a condition ("${condition[0].toLowerCase()}"): "${best.text}"`, `Keep the condition, as ${best.pid} does: "${best.text}"`);
}
