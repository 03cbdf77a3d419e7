/**
 * The date an age is reached, worked out from a birth date: "Born on 14 September 1968, you'll
 * reach 57 on 14 September 2025", with the birth date in the claim, an earlier claim of the answer
 * or the user's question ("I was born on 14 September 1968"). The claim gives an age (reach, turn,
 * be or aged N, an Nth birthday) and one full date; the birth date is a full date right after
 * "born", and the date is not one the passages give (that is their rule's). The date is right when it is the birth date moved on by the age in years (a 29 February
 * birthday falls on 28 February or 1 March): an unverified step, since the birth date is the
 * user's; else contradicted with the right date. Pure.
 */
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { dayNumber, writeShifted } from './calendar.ts';
import type { PriorClaim } from './recompute.ts';

const BORN = /\bborn\s+(?:on\s+|in\s+)?$/i;
const AGE_BEFORE = /\b(?:reach(?:es|ed|ing)?|turn(?:s|ed|ing)?|be|aged?|at)\s+(?:age\s+)?$/i;

/** A full date after "born" in `text`, or undefined. */
function bornDate(text: string, quantities: readonly Quantity[]): Quantity | undefined {
  return quantities.find((q) => q.dim === 'date' && q.month !== undefined && q.day !== undefined && BORN.test(text.slice(Math.max(0, q.start - 14), q.start)));
}

/** The age the claim says is reached: "reach 57", "turn 18", "aged 65", "your 60th birthday". */
function ageOf(claim: UnitFacts): Quantity | undefined {
  return claim.quantities.find((q) => (q.dim === 'count' && Number.isInteger(q.value) && q.value > 0 && q.value < 130 && AGE_BEFORE.test(claim.text.slice(Math.max(0, q.start - 12), q.start)))
    || (q.dim === 'ordinal' && /^\s*birthday\b/i.test(claim.text.slice(q.end, q.end + 10))));
}

/** The verdict on a date an age is reached, or null when the claim gives no such date. */
export function ageDate(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): RuleVerdict | null {
  const age = ageOf(claim);
  if (!age) return null;
  const own = bornDate(claim.text, claim.quantities);
  const born = own ?? prior.map((p) => bornDate(p.facts.text, p.facts.quantities)).findLast((q) => q !== undefined) ?? bornDate(index.questionText ?? '', index.questionQuantities);
  const dates = claim.quantities.filter((q) => q !== own && q.dim === 'date' && q.month !== undefined && q.day !== undefined);
  const [when] = dates;
  // A date the passages give is their rule's ("adults who will be 65 or over on 31 March 2026"), not the user's birthday.
  if (!born || dates.length !== 1 || !when || born.month === undefined || born.day === undefined || quantitiesStating(index, when).length > 0) return null;
  const year = born.value + age.value;
  const leapDay = born.month === 2 && born.day === 29;
  const right = when.value === year && ((when.month === born.month && when.day === born.day) || (leapDay && ((when.month === 2 && when.day === 28) || (when.month === 3 && when.day === 1))));
  if (right) return verdict('unverified_step', true, [], [`Counts ${age.value} years from the birth date ${born.raw}, which the passages do not state.`]);
  const due = writeShifted(when, dayNumber({ ...born, value: year }) ?? 0);
  return verdict('contradicted', true, [], [`The answer says ${when.raw}; ${age.value} years from ${born.raw} is ${due}.`], `Replace ${when.raw} with ${due}.`);
}
