/**
 * Two kinds of one thing: the claim qualifies a noun one way ("the unopened pen") and the sentence
 * qualifies the same noun another way ("a pen in use", "opened pens"). A negation said of one kind
 * ("Do not put a pen in use back in the fridge") denies nothing said of the other ("Keep the
 * unopened pen in the fridge").
 */
import type { NlpToken } from '../types.ts';
import { isNegator, termOf } from '../text/unit-facts.ts';

/** The adjective right before a noun ("unopened" in "the unopened pen"), lower case, or null. */
function adjectiveBefore(tokens: readonly NlpToken[], at: number): string | null {
  const t = tokens[at - 1];
  return t && t.pos === 'ADJ' ? termOf(t) : null;
}

/** "in use", "in stock": a one-word phrase with "in" right after the noun, lower case, or null. */
function phraseAfter(tokens: readonly NlpToken[], at: number): string | null {
  const [p, n] = [tokens[at + 1], tokens[at + 2]];
  return p && n && p.normal.toLowerCase() === 'in' && n.pos === 'NOUN' ? termOf(n) : null;
}

/** The noun at `at` is what a negation just before it denies ("Do not put a pen in use"): at most four words after it, in its clause. */
function negatedHere(tokens: readonly NlpToken[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - 5); k--) {
    const t = tokens[k];
    if (!t || t.pos === 'PUNCT' || t.pos === 'CCONJ') return false;
    if (isNegator(t)) return true;
  }
  return false;
}

/** Whether the claim and the sentence qualify a noun they share in different ways, the sentence's kind being what its negation denies. */
export function otherKind(claim: readonly NlpToken[], source: readonly NlpToken[]): boolean {
  const claimTerms = new Set(claim.map(termOf));
  const sourceTerms = new Set(source.map(termOf));
  return claim.some((t, i) => {
    if (t.pos !== 'NOUN') return false;
    const own = adjectiveBefore(claim, i);
    if (own === null || sourceTerms.has(own)) return false;
    const noun = termOf(t);
    return source.some((u, j) => {
      if (u.pos !== 'NOUN' || termOf(u) !== noun || !negatedHere(source, j)) return false;
      const other = adjectiveBefore(source, j) ?? phraseAfter(source, j);
      return other !== null && !claimTerms.has(other);
    });
  });
}
