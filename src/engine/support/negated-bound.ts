/**
 * A negation that governs a bound, not the action: "You can't return items more than 30 days
 * after delivery" says what "within 30 days" says, and "can't apply before you've been in the
 * role for 12 months" what "at least 12 months before applying" says. The figure after the bound
 * word is the claim's point, and the bound rules judge it against the passage's figure; the
 * polarity rules must not read the negation as denying the verb.
 */
import { tokenOffsets } from '../text/code-points.ts';
import { sameValue } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** Bound words between a negation and its figure: more than 30 days after, before ... 12 months, beyond 2 bags. */
const BOUND = /\b(?:more|longer|later|earlier|fewer|less|greater|higher|lower|after|before|beyond|over|past|until|till|outside|exceed(?:s|ing)?)\b/i;
const CLAUSE_END = /[,;:.!?]|\b(?:and|but|or|so)\b/i;

/** Where the text after negation `i` of `u` starts. */
function afterNegation(u: UnitFacts, i: number, offsets: readonly number[]): number {
  return (offsets[i] ?? 0) + (u.tokens[i]?.text.length ?? 0);
}

/** The figures of `u` a bound after the text at `from` governs ("not charge more than one late fee": one). */
function boundedBy(u: UnitFacts, from: number): Quantity[] {
  return u.quantities.filter((q) => {
    if (q.start < from) return false;
    const between = u.text.slice(from, q.start);
    return between.split(/\s+/).filter(Boolean).length <= 9 && !CLAUSE_END.test(between) && BOUND.test(between);
  });
}

/** Whether the claim's negation governs a bound on a figure that the source's quantities give too. */
export function negatesABound(claim: UnitFacts, source: readonly Quantity[]): boolean {
  if (claim.negations.length === 0) return false;
  const offsets = tokenOffsets(claim.text, claim.tokens);
  return claim.negations.some((i) => boundedBy(claim, afterNegation(claim, i, offsets)).some((q) => source.some((e) => sameValue({ ...q, hedge: null }, { ...e, hedge: null }))));
}

/**
 * Whether every negation of a source sentence governs a bound ("We will not charge more than one
 * late fee in any month"): it limits how often, and denies no action of a claim that the action happens.
 */
export function onlyBoundsNegated(source: UnitFacts): boolean {
  if (source.negations.length === 0) return false;
  const offsets = tokenOffsets(source.text, source.tokens);
  return source.negations.every((i) => {
    const from = afterNegation(source, i, offsets);
    // A figure written as a word the quantities leave out ("more than one late fee").
    const worded = /^(?:\s+\S+){0,4}?\s+(?:more|fewer|less|longer)\s+than\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|once|twice)\b/i.test(source.text.slice(from));
    return worded || boundedBy(source, from).length > 0;
  });
}
