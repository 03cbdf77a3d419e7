/**
 * A share of a whole the passage gives with its part: "A quarter of the library's books are
 * e-books" (or "33%") where a sentence says "The library has 12,000 books, 3,000 of which are
 * e-books". The share is the part over the whole: supported when the claim's share rounds to it
 * (a whole percentage, or a fraction word within half a point of its rounded percentage),
 * contradicted otherwise, naming the share. The sentence must mark the part as a subset of the
 * whole: "3,000 of which", "3,000 of them/those/these", "3,000 of the 12,000", "3,000 out of 12,000";
 * and it must name every noun of the claim.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';

/** Between part and whole ("3,000 out of 12,000", "3,000 of the 12,000"), or after the part ("3,000 of which"). */
const PART_OF_WHOLE = /^\s*(?:out of|of(?: the| all)?)\s*$/i;
const PART_AFTER = /^\s*(?:of (?:which|whom|them|those|these))\b/i;

/** The sentence's part and whole, or null. */
function partAndWhole(text: string, qs: readonly Quantity[]): { part: Quantity; whole: Quantity } | null {
  for (let i = 0; i + 1 < qs.length; i++) {
    const [a, b] = [qs[i], qs[i + 1]];
    if (!a || !b || a.dim !== b.dim || a.dim === 'percent' || a.dim === 'year' || a.dim === 'date') continue;
    // "3,000 out of 12,000": a is the part.
    if (PART_OF_WHOLE.test(text.slice(a.end, b.start)) && a.value < b.value) return { part: a, whole: b };
    // "12,000 books, 3,000 of which": b is the part.
    if (PART_AFTER.test(text.slice(b.end, b.end + 16)) && b.value < a.value) return { part: b, whole: a };
  }
  return null;
}

/** The verdict on the claim's share, or null when no sentence gives a part of a whole. */
export function subsetShare(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const shares = claim.quantities.filter((q) => q.dim === 'percent' && (q.hedge === null || q.hedge === 'about'));
  if (shares.length !== 1 || !shares[0] || claim.quantities.length !== 1) return null;
  const share = shares[0];
  // The sentence must speak of the claim's things: every noun of the claim ("books", "e-books").
  const nouns = claim.terms.filter((_, i) => claim.termPos[i] === 'NOUN');
  if (nouns.length === 0) return null;
  for (const [id, s] of index.sentences.entries()) {
    if (!nouns.every((n) => s.keys.has(n) || s.facts.tokens.some((t) => termOf(t) === n))) continue;
    const found = partAndWhole(s.facts.text, s.facts.quantities);
    if (!found) continue;
    const exact = (100 * found.part.value) / found.whole.value;
    const slack = share.hedge === 'about' ? Math.max(2, share.value * 0.1) : Math.max(share.tolerance, 0.5) + 0.5;
    const pct = `${Math.round(exact * 10) / 10}%`;
    const evidence = [sentenceEvidence(index, id)];
    if (Math.abs(exact - share.value) <= slack) return verdict('supported', true, evidence);
    return verdict('contradicted', true, evidence, [`The answer says ${share.raw}; ${found.part.raw} of ${found.whole.raw} is ${pct}.`], `Replace ${share.raw} with ${pct}.`);
  }
  return null;
}
