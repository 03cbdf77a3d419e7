/**
 * A figure taken from the passage about another thing: "The Global Equity fund's ongoing charge
 * is 0.65% a year" where p0, about the Global Equity fund, gives "Ongoing charges figure: 0.85% a
 * year" and 0.65% is p1's, about the UK Income fund. When the context holds several passages and
 * the claim names a thing, its figure is stated only in passages that never name that thing, and
 * the passages that name it give one other figure of the kind under the claim's own words: the
 * claim is contradicted with that figure. The other passage must give its figure under those
 * words too, so the two are the same attribute of two things.
 */
import { comparable, sameQuantity } from '../compare-quantities.ts';
import type { ContextIndex } from '../context-index.ts';
import type { Quantity } from '../quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { definedTerm } from './entity-swap.ts';

const DOCUMENT_PART = /^(?:the\s+)?(?:amendment|addendum|annex|appendix|exhibit|section|clause|update|notice|terms|rider|variation|supplement|letter|order)s?$/i;

/** How many of the claim's words (other than the name's) a sentence holds. */
function labelWords(index: ContextIndex, id: number, termKeys: readonly string[][], skip: ReadonlySet<number>): number {
  const keys = index.sentences[id]?.keys;
  if (!keys) return 0;
  let n = 0;
  termKeys.forEach((ks, i) => {
    if (!skip.has(i) && ks.some((k) => keys.has(k))) n++;
  });
  return n;
}

export function passageSwap(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], q: Quantity): RuleVerdict | null {
  if (index.passages.length < 2 || claim.entities.length === 0) return null;
  const lower = index.passages.map((p) => p.text.toLowerCase());
  // A defined term or a part of a document ("the Agreement", "the Amendment") names no thing of its own.
  const names = claim.entities.filter((e) => e.length >= 3 && /\p{Lu}/u.test(e) && !definedTerm(e) && !DOCUMENT_PART.test(e));
  // The passages naming the claim's thing, when that thing tells passages apart.
  const naming = new Set(lower.flatMap((t, i) => (names.some((e) => t.includes(e.toLowerCase())) ? [i] : [])));
  if (naming.size === 0 || naming.size === index.passages.length) return null;
  const stating = index.sentences.flatMap((s, id) => (s.facts.quantities.some((e) => sameQuantity(q, e)) ? [id] : []));
  if (stating.length === 0 || stating.some((id) => naming.has(index.sentences[id]?.passage ?? -1))) return null;
  // The claim's words that are the name's are no label.
  const nameWords = new Set(names.flatMap((e) => e.toLowerCase().split(/\s+/)));
  const skip = new Set(claim.terms.flatMap((t, i) => (nameWords.has(t.toLowerCase()) ? [i] : [])));
  const theirs = Math.max(...stating.map((id) => labelWords(index, id, termKeys, skip)));
  if (theirs < 1) return null;
  // In the passages naming the thing: the sentences giving a figure of the kind under the most of the claim's words.
  let best = 0;
  let found: Array<{ id: number; e: Quantity }> = [];
  index.sentences.forEach((s, id) => {
    if (!naming.has(s.passage)) return;
    const values = s.facts.quantities.filter((e) => comparable(q, e) && !sameQuantity(q, e));
    if (values.length === 0) return;
    const n = labelWords(index, id, termKeys, skip);
    if (n > best) {
      best = n;
      found = values.map((e) => ({ id, e }));
    } else if (n === best && n > 0) found.push(...values.map((e) => ({ id, e })));
  });
  if (best < theirs || new Set(found.map((f) => `${f.e.dim}:${f.e.value}`)).size !== 1) return null;
  const [right] = found;
  if (!right) return null;
  const pid = passageId(index, right.id);
  const other = passageId(index, stating[0] ?? 0);
  return verdict('contradicted', true, [sentenceEvidence(index, right.id)], [`The answer says ${q.raw}; ${pid}, about ${names[0]}, says ${right.e.raw} (${q.raw} is ${other}'s figure).`], `Replace ${q.raw} with ${right.e.raw}.`);
}
