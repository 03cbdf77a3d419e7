/**
 * A date moved on to the next working day ("the claim is in time on the next day the office is
 * open, which would be Monday 7 April 2025", after a claim that gave Saturday 5 April 2025): the
 * first weekday after the earlier claim's date, when the claim names a next-day rule. A step (the
 * passages cannot say which days are holidays), resting on the claim that gave the date; null
 * otherwise. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { WEEKDAY, type Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import type { PriorClaim } from './recompute.ts';
import { dayNumber, weekdayName } from './calendar.ts';

/** A next-day rule: "the next day the office is open", "the next working day", "the following business day". */
const NEXT_OPEN = /\b(?:next|following)\s+(?:working\s+|business\s+|week\s*)?day\b/i;
function weekend(day: number): boolean {
  return /^s(?:atur|un)day$/.test(weekdayName(day));
}

export function nextOpenDay(claim: UnitFacts, prior: readonly PriorClaim[]): RuleVerdict | null {
  // Or the claim just before names it and this one gives the day ("... on the next working day", "which is Monday 10 November").
  if (!NEXT_OPEN.test(claim.text) && !(/^\s*(?:which|that)\b/i.test(claim.text) && NEXT_OPEN.test(prior.at(-1)?.facts.text ?? ''))) return null;
  const results = claim.quantities.filter((q) => dayNumber(q) !== null);
  const from = prior.slice(-2).reverse().find((p) => p.facts.quantities.some((q) => dayNumber(q) !== null));
  const start = from?.facts.quantities.filter((q) => dayNumber(q) !== null).at(-1);
  const base = start ? dayNumber(start) : null;
  // A claim with other figures of its own ("and pay the £50 fee") is left to the other rules.
  const reference = (q: Quantity) => q.dim === 'clause' || /\b(?:section|clause|rule|article|paragraph|regulation|schedule|part|s\.)\s*$/i.test(claim.text.slice(0, q.start));
  if (!from || base === null || results.length !== 1 || claim.quantities.some((q) => q !== results[0] && !reference(q))) return null;
  const result = dayNumber(results[0] as Quantity) as number;
  let next = base + 1;
  while (weekend(next)) next++;
  // Only a start that falls on a weekend or a day the claim moves on from: the first weekday after it.
  if (result !== next) return null;
  return { ...verdict('unverified_step', true, [], [`The first weekday after ${start?.raw ?? 'that date'}, computed from ${from.id}.`]), restsOn: [from.id] };
}

/** "the Monday after your assessment", "the following Friday", "the next Tuesday": the first such weekday after a day. */
const NAMED_AFTER = new RegExp(`\\b(${WEEKDAY})\\s+(?:after|following)\\b|\\b(?:next|following)\\s+(${WEEKDAY})\\b`, 'i');

/**
 * A date given as the first named weekday after the user's day ("The programme starts on the
 * Monday after your assessment, which would be Monday 9 June 2025", the question giving Wednesday
 * 4 June 2025): a step on the question's date, when the claim or the one before it names that
 * weekday "after" something, the claim gives one date on that weekday, and the question gives a
 * date one to seven days before it. Null otherwise.
 */
export function nextNamedDay(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): RuleVerdict | null {
  const named = NAMED_AFTER.exec(claim.text) ?? NAMED_AFTER.exec(prior.at(-1)?.facts.text ?? '');
  const weekday = (named?.[1] ?? named?.[2] ?? '').toLowerCase();
  const results = claim.quantities.filter((q) => dayNumber(q) !== null);
  const result = results.length === 1 ? dayNumber(results[0] as Quantity) : null;
  if (!weekday || result === null || weekdayName(result) !== weekday) return null;
  const start = index.questionQuantities.find((q) => {
    const d = dayNumber(q);
    return d !== null && result - d >= 1 && result - d <= 7;
  });
  if (!start) return null;
  return verdict('unverified_step', true, [], [`The first ${weekday[0]?.toUpperCase()}${weekday.slice(1)} after ${start.raw}, from the question.`]);
}
