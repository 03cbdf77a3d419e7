/**
 * A sort order told the other way round: "List endpoints give you results oldest first" where the
 * docs say "in reverse chronological order (newest first)"; "cheapest first" for "highest price
 * first". Contradicted when the claim gives one direction of an order (by time, or by size) and
 * the context sentence that names another of its content words gives only the other.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** Each kind of order: the words for one direction and for the other. */
const ORDERS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(?:newest|latest|most recent)(?:\s+\w+)?\s+first\b|\breverse[- ]chronological\b/i, /\b(?:oldest|earliest|least recent)(?:\s+\w+)?\s+first\b|(?<!reverse[- ])\bchronological order\b/i],
  [/\b(?:highest|largest|biggest|most expensive|most)(?:\s+\w+)?\s+first\b|\bdescending order\b/i, /\b(?:lowest|smallest|cheapest|least expensive|least)(?:\s+\w+)?\s+first\b|\bascending order\b/i],
];
const ORDER_WORDS = new Set(['new', 'newest', 'late', 'latest', 'recent', 'old', 'oldest', 'early', 'earliest', 'first', 'order', 'reverse', 'chronological', 'high', 'highest', 'large', 'largest', 'big', 'biggest', 'low', 'lowest', 'small', 'smallest', 'cheap', 'cheapest', 'expensive', 'descend', 'descending', 'ascend', 'ascending']);

/** The contradiction, or null. */
export function orderFlip(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const words = claim.terms.filter((t) => !ORDER_WORDS.has(t));
  if (words.length === 0) return null;
  for (const [one, other] of ORDERS) {
    const mine = one.test(claim.text) ? one : other.test(claim.text) ? other : null;
    if (!mine || (one.test(claim.text) && other.test(claim.text))) continue;
    const theirs = mine === one ? other : one;
    const id = index.sentences.findIndex((s) => theirs.test(s.facts.text) && !mine.test(s.facts.text) && words.some((w) => s.keys.has(w)));
    if (id < 0) continue;
    const pid = passageId(index, id);
    const said = index.sentences[id]?.facts.text.trim() ?? '';
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer gives the order the other way round; ${pid} says: "${said}"`], `Give the order as ${pid} does: "${said}"`);
  }
  return null;
}
