/**
 * Two figures the claim itself sets against each other, the wrong way round: "your £40 order is
 * over £50", "12 days is more than 15". Whatever the sources say, £40 is not over £50: contradicted
 * (a limit named as such, "under the £500 limit", is limit-check's). A comparison that holds is left to the other rules (where
 * each figure comes from still matters).
 */
import { comparable } from '../compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context-index.ts';
import type { Quantity } from '../quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';

/** The words between the two figures: "order is over", "is well under", "is more than". */
const BETWEEN = /^\s*(?:[\p{L}'’-]+\s+){0,4}?(?:is|are|was|were|'s|comes to|totals?)\s+(?:well\s+|just\s+|still\s+|comfortably\s+|easily\s+|already\s+)?(over|above|more than|greater than|higher than|under|below|less than|lower than|within)\s*$/iu;
const SKIP = new Set(['year', 'date', 'day', 'ordinal', 'clause']);

function holds(word: string, a: number, b: number): boolean {
  if (/^(?:over|above|more than|greater than|higher than)$/i.test(word)) return a > b;
  if (/^(?:under|below|less than|lower than)$/i.test(word)) return a < b;
  return a <= b;
}

/** The contradiction, or null. */
export function figureAgainstFigure(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const qs = claim.quantities;
  for (let i = 0; i + 1 < qs.length; i++) {
    const a: Quantity | undefined = qs[i];
    const b: Quantity | undefined = qs[i + 1];
    if (!a || !b || SKIP.has(a.dim) || !comparable(a, b) || a.hedge !== null) continue;
    // The comparing word may be read as the second figure's own bound ("over £50").
    const digits = /[\d£$€]/.exec(claim.text.slice(b.start, b.end));
    const m = BETWEEN.exec(claim.text.slice(a.end, b.start + (digits?.index ?? 0)));
    const word = m?.[1];
    if (!word || holds(word, a.value, b.value)) continue;
    const stated = quantitiesStating(index, b)[0];
    const evidence = stated ? [sentenceEvidence(index, stated.sentence)] : [];
    return verdict('contradicted', true, evidence, [`The answer says ${a.raw} is ${word.toLowerCase()} ${b.raw}, which it is not.`], `Correct the comparison: ${a.raw} is not ${word.toLowerCase()} ${b.raw}.`);
  }
  return null;
}
