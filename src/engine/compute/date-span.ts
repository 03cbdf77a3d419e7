/**
 * A count of days between two dates the claim, or the claim just before it, gives: "The strike
 * runs from Wednesday 8 October to Saturday 11 October 2025, which is four days". A run of days
 * counts both ends (8 to 11 October is four days); a count of the days between them (three) is
 * read too, as people count both ways. Either is a step from the dates: supported when the
 * passages state both dates, else an unverified step (resting on the claim that gave them). A
 * count that is neither, where the dates are the only two in sight, is contradicted with the run's
 * count. Only days, never nights, weeks or working days (those count differently). Dates written
 * without their year count too, unless a 29 February could change the span. Pure.
 */
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { sentenceEvidence } from '../context/slots.ts';
import { DAY, dayNumber } from './calendar.ts';
import type { PriorClaim } from './recompute.ts';

/** Days counted another way ("four working days", "three clear days"), or named so ("calendar days"): left to the date rules. */
const OTHER_DAYS = /\b(?:working|business|school|banking|clear|calendar)\s+days?\b/i;

function datesOf(facts: UnitFacts): Quantity[] {
  return facts.quantities.filter((q) => dayNumber(q) !== null || (q.dim === 'day' && q.month !== undefined && q.day !== undefined));
}

/**
 * The UTC day numbers of two dates. A date without its year ("Monday 10 November") takes the
 * other's year, or, when neither gives one, a year of 365 days, the later date rolling into the
 * next year when its month comes first; a span that a 29 February would change is refused (null).
 */
function dayNumbers(a: Quantity, b: Quantity): [number, number] | null {
  const year = a.dim === 'date' ? a.value : b.dim === 'date' ? b.value : null;
  const at = (q: Quantity, y: number) => dayNumber(q.dim === 'date' ? q : { ...q, dim: 'date', value: y });
  const pair = (y: number): [number, number] | null => {
    const da = at(a, y);
    let db = at(b, y);
    if (da === null || db === null) return null;
    if (year === null && db < da) db = at(b, y + 1) ?? db;
    return [da, db];
  };
  if (year !== null) return pair(year);
  const span = (p: [number, number] | null) => (p ? p[1] - p[0] : NaN);
  // 2004 has a 29 February, and 2003 rolls into it: the same span every way, or no answer.
  const plain = pair(2001);
  return [pair(2003), pair(2004)].every((p) => span(p) === span(plain)) ? plain : null;
}

/** The verdict on a count of days between two dates, or null when the claim gives no such count. */
export function dateSpan(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): (RuleVerdict & { restsOn?: string[] }) | null {
  const spans = claim.quantities.filter((q) => q.dim === 'time');
  const [n] = spans;
  if (spans.length !== 1 || !n || n.factor !== DAY || OTHER_DAYS.test(claim.text.slice(n.start, n.end + 20)) || quantitiesStating(index, n).length > 0) return null;
  const own = datesOf(claim);
  const last = prior.at(-1);
  const from = own.length === 2 ? null : own.length === 0 && last && datesOf(last.facts).length === 2 ? last : undefined;
  if (from === undefined) return null;
  const [a, b] = from ? datesOf(from.facts) : own;
  const days = a && b ? dayNumbers(a, b) : null;
  if (!days) return null;
  const [da, db] = days;
  if (db <= da) return null;
  const count = n.value / DAY;
  const run = db - da + 1;
  const restsOn = from ? [from.id] : [];
  const stating = [a, b].map((q) => (q ? quantitiesStating(index, q) : []));
  const evidence = [...new Set(stating.flat().map((e) => e.sentence))].map((id) => sentenceEvidence(index, id));
  if (count === run || count === run - 1) {
    const stated = stating.every((s) => s.length > 0);
    const out = stated ? verdict('supported', true, evidence) : verdict('unverified_step', true, evidence, [`Counts the days from ${a?.raw} to ${b?.raw}.`]);
    return { ...out, restsOn };
  }
  return { ...verdict('contradicted', true, evidence, [`The answer says ${n.raw}; ${a?.raw} to ${b?.raw} is ${run} days, counting both.`], `Replace ${n.raw} with ${run} days.`), restsOn };
}
