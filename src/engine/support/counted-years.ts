/**
 * A number of years the context never writes but names one by one: "Of the three years shown,
 * 2024 was the strongest" where a factsheet gives returns for 2022, 2023 and 2024; "the best of
 * the three years" where the question asks about "2023 to 2025". A careful reader counts the
 * years. Only "the N years" (a set the reader was shown), N from 2 to 12, equal to the number of
 * calendar years the passages name, or to a range of years ("2023 to 2025", "2021-2025") the
 * passages or the question write.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { lookupUnit } from '../quantities/units.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const YEAR_SECONDS = lookupUnit('year')?.factor ?? 0;
/** "the three years", "those five years", "all four years", "each of the three years". */
const THE_BEFORE = /\b(?:the|these|those|all)\s+$/i;
const YEAR_RANGE = /\b((?:19|20)\d\d)\s*(?:to|-|–|—|through|until|and)\s*((?:19|20)\d\d)\b/g;

/** The calendar years the passages name (as years or in dates). */
function namedYears(index: ContextIndex): Set<number> {
  const years = new Set<number>();
  for (const s of index.sentences) for (const q of s.facts.quantities) if (q.dim === 'year' || q.dim === 'date') years.add(q.value);
  return years;
}

/** The lengths, in calendar years counted inclusively, of the year ranges in `text`. */
function rangeLengths(text: string): number[] {
  return [...text.matchAll(YEAR_RANGE)].map((m) => Number(m[2]) - Number(m[1]) + 1).filter((n) => n >= 2);
}

/** Whether `q` is "the N years" the context names one by one. */
export function countedYears(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (q.dim !== 'time' || q.factor !== YEAR_SECONDS || q.hedge !== null || !THE_BEFORE.test(claim.text.slice(0, q.start))) return false;
  const n = Math.round(q.value / YEAR_SECONDS);
  if (n < 2 || n > 12 || Math.abs(q.value / YEAR_SECONDS - n) > 1e-9) return false;
  if (namedYears(index).size === n) return true;
  const texts = [...index.sentences.map((s) => s.facts.text), index.questionText ?? ''];
  return texts.some((t) => rangeLengths(t).includes(n));
}
