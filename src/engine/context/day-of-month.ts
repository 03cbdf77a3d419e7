/**
 * "the 26th" where the question or a passage names 26 December: a bare ordinal after "the" is a
 * day of the month, the same day as a date given in full elsewhere. Pure.
 */
import type { Quantity } from '../quantities/quantities.ts';
import type { ContextIndex } from './context-index.ts';

/** The day of the month a bare "the 26th" names, or null for any other figure. */
function bareDay(text: string, q: Quantity): number | null {
  if (q.dim !== 'ordinal' || !Number.isInteger(q.value) || q.value < 1 || q.value > 31) return null;
  return /\bthe\s+$/i.test(text.slice(0, q.start)) ? q.value : null;
}

/** A day-and-month date's day of the month. */
const dayOf = (q: Quantity): number | null => (q.dim === 'day' ? q.day ?? null : null);

/** Where the claim's bare "the 26th" is a day a full date gives: `question`, `passage`, or null. */
export function dayOfMonthNamed(index: ContextIndex, text: string, q: Quantity): 'question' | 'passage' | null {
  const day = bareDay(text, q);
  if (day === null) return null;
  if (index.questionQuantities.some((e) => dayOf(e) === day)) return 'question';
  return index.sentences.some((s) => s.facts.quantities.some((e) => dayOf(e) === day)) ? 'passage' : null;
}
