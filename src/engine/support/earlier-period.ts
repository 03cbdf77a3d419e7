/**
 * A figure the passage gives for an earlier period, stated as the current one: "revenue was
 * $3.9 billion" where the passage says "revenue of $4.2 billion ..., up from $3.9 billion a year
 * earlier". Contradicted with the current figure when the claim names no earlier period.
 */
import { comparable, sameQuantity } from '../compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context-index.ts';
import type { Quantity } from '../quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';

const FROM = /\b(?:up from|down from|from|compared with|compared to|versus|vs\.?|against)\s*$/i;
const EARLIER = /\b(?:a year earlier|a year ago|the year before|the previous (?:year|quarter|month)|last year|the prior[- ]year|year-earlier|in the same (?:quarter|period) (?:of |a year earlier|last year))/i;
const CLAIM_EARLIER = /\b(?:earlier|ago|last|previous|prior|before|from|up|down|compared|versus|vs|year-earlier)\b|\b(?:19|20)\d\d\b/i;

/** The contradiction, or null. */
export function earlierPeriod(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  if (CLAIM_EARLIER.test(claim.text) || q.hedge !== null) return null;
  for (const { q: e, sentence } of quantitiesStating(index, q)) {
    const text = index.sentences[sentence]?.facts.text ?? '';
    if (!FROM.test(text.slice(Math.max(0, e.start - 16), e.start)) || !EARLIER.test(text.slice(e.end, e.end + 40))) continue;
    // The current figure: the one of the kind before "from" in the same sentence.
    const current = (index.sentences[sentence]?.facts.quantities ?? []).filter((o) => o.start < e.start && comparable(o, q) && !sameQuantity(q, o)).at(-1);
    if (!current) continue;
    const pid = passageId(index, sentence);
    return verdict('contradicted', true, [sentenceEvidence(index, sentence)], [`The answer says ${q.raw}; ${pid} gives that for an earlier period and ${current.raw} now.`], `Replace ${q.raw} with ${current.raw}.`);
  }
  return null;
}
