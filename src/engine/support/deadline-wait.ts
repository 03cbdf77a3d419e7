/**
 * A deadline told as a wait: "You can claim once 28 days have passed since the journey" where the
 * sentence says "Claims must be made within 28 days of the journey"; "Wait 14 days before you
 * return it" against "return it within 14 days". Contradicted when the claim says the time must
 * pass first (once/after N have passed, elapsed or gone by; wait N; until N have passed) and
 * a sentence of its best support gives the same span as a deadline (within N, no later than N)
 * that no negation turns into a wait ("have not arrived within 10 days").
 */
import { sameQuantity } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';

const SPAN = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty)\s+(?:working\s+|business\s+|calendar\s+|full\s+)?(?:days?|weeks?|months?|years?|hours?)`;
const WAIT = new RegExp(String.raw`\b(?:once|after|when|until)\s+(?:the\s+|at least\s+)?${SPAN}\s+(?:have|has)\s+(?:passed|elapsed|gone by|gone)\b|\bwait(?:ing)?\s+(?:for\s+)?(?:at least\s+)?${SPAN}\b`, 'i');
const DEADLINE = new RegExp(String.raw`\b(?:within|no later than|not later than|before the end of)\s+${SPAN}`, 'i');

/** The contradiction, or null. */
export function deadlineWait(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const wait = WAIT.exec(claim.text);
  if (!wait || claim.negations.length > 0) return null;
  // The claim's figure inside the wait.
  const own = claim.quantities.filter((q) => q.start >= wait.index && q.end <= wait.index + wait[0].length);
  if (own.length === 0) return null;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const facts = index.sentences[id]?.facts;
      const deadline = facts ? DEADLINE.exec(facts.text) : null;
      // "Orders that have not arrived within 10 business days" sets a wait itself.
      if (!facts || !deadline || /(?:\bnot|n't|\bnever)\b[^,.;]{0,30}$/i.test(facts.text.slice(0, deadline.index))) continue;
      const stated = facts.quantities.filter((q) => q.start >= deadline.index && q.end <= deadline.index + deadline[0].length + 2);
      if (!own.some((q) => stated.some((e) => sameQuantity({ ...q, hedge: null }, { ...e, hedge: null })))) continue;
      const pid = passageId(index, id);
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer makes the span a wait ("${wait[0]}"); ${pid} gives it as a deadline: "${deadline[0]}".`], `Say it as ${pid} does: ${deadline[0]}.`);
    }
  }
  return null;
}
