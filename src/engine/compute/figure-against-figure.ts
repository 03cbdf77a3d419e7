/**
 * Two figures the claim itself sets against each other, the wrong way round: "your £40 order is
 * over £50", "12 days is more than 15", "60 ms higher in 7.0 than in 6.4 (180 ms against 240 ms)",
 * "more frequent on Migrenol than on placebo, at 8% against 10%". Whatever the sources say, £40 is not over £50: contradicted
 * (a limit named as such, "under the £500 limit", is limit-check's). A comparison that holds is left to the other rules (where
 * each figure comes from still matters).
 */
import { comparable } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** The words between the two figures: "order is over", "is well under", "is more than". */
const BETWEEN = /^\s*(?:[\p{L}'’-]+\s+){0,4}?(?:is|are|was|were|'s|comes to|totals?)\s+(?:well\s+|just\s+|still\s+|comfortably\s+|easily\s+|already\s+)?(over|above|more than|greater than|higher than|under|below|less than|lower than|within)\s*$/iu;
const SKIP = new Set(['year', 'date', 'day', 'ordinal', 'clause']);

function holds(word: string, a: number, b: number): boolean {
  if (/^(?:over|above|more than|greater than|higher than)$/i.test(word)) return a > b;
  if (/^(?:under|below|less than|lower than)$/i.test(word)) return a < b;
  return a <= b;
}

/** A comparison with its two figures after it in brackets, in the order of the things it names: "higher in 7.0 than in 6.4 (180 ms against 240 ms)". */
const BRACKETED = /\b(higher|lower|more|less|greater|larger|bigger|smaller|longer|shorter|cheaper|dearer)\b[^()]{0,60}?\bthan\b[^()]{0,40}\(\s*$/i;
const OPPOSITE: Record<string, string> = { higher: 'lower', lower: 'higher', more: 'less', less: 'more', greater: 'smaller', larger: 'smaller', bigger: 'smaller', smaller: 'larger', longer: 'shorter', shorter: 'longer', cheaper: 'dearer', dearer: 'cheaper' };
const AGAINST = /^\s*(?:against|vs\.?|versus|compared with|compared to)\s*$/i;
/** The same pair set after a comma instead: "more frequent on Migrenol than on placebo, at 8% against 10%". */
const TRAILING = /\b(higher|lower|more|less|greater|larger|bigger|smaller|longer|shorter|cheaper|dearer)\b[^(),;]{0,60}?\bthan\b[^(),;]{0,40},\s*(?:at|with|on)?\s*$/i;

/** The contradiction of a bracketed pair the comparison before it has the wrong way round, or null. */
function bracketedPair(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const qs = claim.quantities;
  for (let i = 0; i + 1 < qs.length; i++) {
    const a = qs[i];
    const b = qs[i + 1];
    if (!a || !b || SKIP.has(a.dim) || !comparable(a, b) || !AGAINST.test(claim.text.slice(a.end, b.start))) continue;
    const before = claim.text.slice(0, a.start);
    const bracketed = /^\s*\)/.test(claim.text.slice(b.end)) ? BRACKETED.exec(before) : null;
    const trailing = !bracketed && /^\s*[.!;]?\s*$/.test(claim.text.slice(b.end)) ? TRAILING.exec(before) : null;
    const word = (bracketed ?? trailing)?.[1]?.toLowerCase();
    if (!word || a.value === b.value) continue;
    const above = /^(?:higher|more|greater|larger|bigger|longer|dearer)$/.test(word);
    if (above === a.value > b.value) continue;
    const stated = quantitiesStating(index, a)[0];
    const evidence = stated ? [sentenceEvidence(index, stated.sentence)] : [];
    const right = OPPOSITE[word] ?? word;
    return verdict('contradicted', true, evidence, [`The answer says ${word}, but its own figures are ${a.raw} against ${b.raw}.`], `Replace "${word}" with "${right}": ${a.raw} against ${b.raw}.`);
  }
  return null;
}

/** The contradiction, or null. */
export function figureAgainstFigure(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const paired = bracketedPair(index, claim);
  if (paired) return paired;
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
