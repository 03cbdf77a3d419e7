/**
 * An age reached, "turns two", stated by the birthday it falls on: "before the child's second
 * birthday", "on their 18th birthday". Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { ORDINAL_WORDS } from '../quantities/number-words.ts';
import type { Quantity } from '../quantities/quantities.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** "1st", "2nd", "3rd", "11th", "22nd". */
function ordinalSuffix(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return teen ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** Whether `q` is an age the claim says is reached ("turns two"). */
function ageReached(claim: UnitFacts, q: Quantity): boolean {
  return q.dim === 'count' && Number.isInteger(q.value) && q.value > 0 && /\bturn(?:s|ed|ing)?\s+$/i.test(claim.text.slice(Math.max(0, q.start - 10), q.start));
}

/** The birthday an age falls on, as a pattern ("second birthday" or "2nd birthday"). */
function birthdayOf(n: number): RegExp {
  const word = ORDINAL_WORDS[n];
  return new RegExp(`\\b(?:${word ? `${word}|` : ''}${n}${ordinalSuffix(n)})\\s+birthday\\b`, 'i');
}

/** Whether a passage gives the birthday of the age the claim says is reached. */
export function statesBirthday(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (!ageReached(claim, q)) return false;
  const re = birthdayOf(q.value);
  return index.lower.some((t) => re.test(t));
}
