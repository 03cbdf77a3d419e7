/**
 * A condition waved away: "Refunds are given even if the item has been used" where the sentence
 * says "Refunds are given only if the item is unused", "regardless of income" against "only for
 * households earning under £30,000". Contradicted when the claim says even if, even when,
 * regardless of, whether or not, no matter, in any case or under any circumstances, and the
 * sentence stating most of the claim (60% of its weight or more) sets a condition (only if, only
 * when, only for, unless, provided, as long as, on condition) and says none of those words.
 */
import type { ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { bestSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const WAIVED = /\b(?:even if|even when|even though|regardless of|whether or not|no matter|in any case|under any circumstances|either way)\b/i;
const CONDITION = /\b(?:only (?:if|when|for|where|to)|unless|provided|providing|as long as|so long as|on condition)\b/i;

/** The contradiction, or null. */
export function conditionFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const waived = WAIVED.exec(claim.text);
  if (!waived) return null;
  const best = bestSentence(index, support);
  const facts = best ? index.sentences[best.id]?.facts : undefined;
  if (!best || !facts || best.share < 0.6 || WAIVED.test(facts.text)) return null;
  const condition = CONDITION.exec(facts.text);
  if (!condition) return null;
  const pid = passageId(index, best.id);
  const said = facts.text.trim();
  return verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says "${waived[0].toLowerCase()}"; ${pid} sets a condition ("${condition[0].toLowerCase()}"): "${said}"`], `Keep the condition, as ${pid} does: "${said}"`);
}
