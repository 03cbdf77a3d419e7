/**
 * A weekday the answer gives a date ("15 January 2026 is a Thursday", "That date falls on a
 * Tuesday", "Monday 19 January 2026 counts as day one"): the calendar decides. A wrong weekday is
 * contradicted with the right one; a right one is a step on the date, as its date is (stated by a
 * passage: supported; the user's: an unverified step). A day of a month without its year is read
 * only in the one year the texts give. Pure.
 */
import type { Evidence } from '../../contract/schemas.ts';
import { givenByUser, quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { WEEKDAY, type Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import type { PriorClaim } from './recompute.ts';

const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** "is a Thursday", "falls on a Tuesday", "would be Monday". */
const SAYS_DAY = new RegExp(`\\b(?:is|was|falls?|fell|lands?|landed|will be|would be|'s)\\s+(?:on\\s+)?(?:an?\\s+)?(${WEEKDAY})\\b`, 'i');
const ANY_DAY = new RegExp(`\\b${WEEKDAY}\\b`, 'i');
/** A claim that points back at the date just given ("which is a Monday", "That date falls on a Sunday"). */
const POINTS_BACK = /^(?:which|that|this|it|the (?:date|day)|so (?:that|it|this)(?: date| day)?)\b/i;
/** Words a claim that only names a date's weekday may hold besides it. */
const ONLY_DATE = new Set(['date', 'day', 'fall', 'land', 'which', 'that', 'this', 'so', 'end', 'start', 'first', 'last', 'final']);

/** A date's weekday, 0 for Sunday. */
function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The one year the question and the passages give their dates in, or null when none or several. */
function onlyYear(index: ContextIndex, claim: UnitFacts): number | null {
  const years = new Set([...claim.quantities, ...index.questionQuantities, ...index.sentences.flatMap((s) => s.facts.quantities)]
    .filter((q) => q.dim === 'date' && q.month !== undefined).map((q) => q.value));
  return years.size === 1 ? [...years][0] ?? null : null;
}

/** A date with a day of the month, and its year (its own, or the texts' one year). */
function dated(index: ContextIndex, claim: UnitFacts, q: Quantity): { year: number; month: number; day: number } | null {
  if ((q.dim !== 'date' && q.dim !== 'day') || q.month === undefined || q.day === undefined) return null;
  const year = q.dim === 'date' ? q.value : onlyYear(index, claim);
  return year === null ? null : { year, month: q.month, day: q.day };
}

interface Tie {
  name: string;
  date: Quantity;
  right: string;
  /** The claim says only this ("which is a Monday"). */
  only: boolean;
  /** The earlier claim the date comes from. */
  from: PriorClaim | null;
}

/** Whether a passage itself writes this weekday beside this date (the source's word stands). */
function passageSays(index: ContextIndex, name: string, q: Quantity): boolean {
  return index.sentences.some((s) => new RegExp(`\\b${name}\\b`, 'i').test(s.facts.text) && s.facts.quantities.some((e) => e.month === q.month && e.day === q.day));
}

/** The weekdays the claim ties to dates: written beside a date, or said of one. */
export function datedWeekdays(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[] = []): Tie[] {
  const text = claim.text;
  const out: Tie[] = [];
  // Most claims name no weekday: nothing to read (and no pass over the context's years).
  if (!ANY_DAY.test(text)) return out;
  const dates = claim.quantities.filter((q) => dated(index, claim, q) !== null);
  const tie = (name: string, date: Quantity, only: boolean, from: PriorClaim | null) => {
    const d = dated(index, claim, date);
    if (!d) return;
    const right = NAMES[weekdayOf(d.year, d.month, d.day)] ?? '';
    out.push({ name: name[0]?.toUpperCase() + name.slice(1).toLowerCase(), date, right, only, from });
  };
  for (const m of text.matchAll(new RegExp(`\\b(${WEEKDAY})\\b`, 'gi'))) {
    const name = m[1] ?? '';
    const at = m.index ?? 0;
    const end = at + name.length;
    // Beside its date: "Monday 19 January 2026", "Thursday, 15 May", "15 May 2025 (a Thursday)".
    const after = dates.find((q) => /^,?\s+(?:the\s+)?$/.test(text.slice(end, q.start)));
    const before = dates.find((q) => /^\s*(?:\(|,)\s*(?:(?:which|that)\s+(?:is|was|'s)\s+)?(?:an?\s+)?$/.test(text.slice(q.end, at)));
    const beside = after ?? before;
    if (beside) {
      tie(name, beside, false, null);
      continue;
    }
    const said = SAYS_DAY.exec(text.slice(Math.max(0, at - 20), end));
    if (!said || said[1]?.toLowerCase() !== name.toLowerCase()) continue;
    const rest = claim.terms.filter((t) => !ONLY_DATE.has(t) && !new RegExp(`^${WEEKDAY}$`, 'i').test(t) && !dates.some((q) => q.raw.toLowerCase().includes(t)));
    const own = dates.filter((q) => q.end <= at).at(-1);
    if (own) {
      tie(name, own, rest.length === 0, null);
      continue;
    }
    if (!POINTS_BACK.test(text.trim()) && !/^[^,]*,\s*which\b/i.test(text)) continue;
    // The date the answer gave last, in one of its two latest claims.
    for (const p of prior.slice(-2).reverse()) {
      const last = p.facts.quantities.filter((q) => dated(index, p.facts, q) !== null).at(-1);
      if (!last) continue;
      tie(name, last, rest.length === 0, p);
      break;
    }
  }
  return out.filter((t) => t.right !== '' && !passageSays(index, t.name, t.date));
}

/** The verdict on a claim's weekday of a date, or null when it ties none or leaves the rest to other rules. */
export function weekdayOfDate(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): RuleVerdict | null {
  const ties = datedWeekdays(index, claim, prior);
  const wrong = ties.find((t) => t.right !== t.name);
  const evidenceOf = (q: Quantity): Evidence[] => quantitiesStating(index, q).filter((e) => e.q.month === q.month && e.q.day === q.day).slice(0, 1).map((e) => sentenceEvidence(index, e.sentence));
  if (wrong) {
    return verdict('contradicted', true, evidenceOf(wrong.date), [`The answer says ${wrong.name}; ${wrong.date.raw} is a ${wrong.right}.`], `Write ${wrong.right}: ${wrong.date.raw} falls on a ${wrong.right}.`);
  }
  const only = ties.find((t) => t.only);
  if (!only) return null;
  const evidence = evidenceOf(only.date);
  if (only.from && only.from.status !== 'supported' && evidence.length === 0) {
    return { ...verdict('unverified_step', true, [], [`Computed from ${only.from.id}.`]), restsOn: [only.from.id] };
  }
  if (evidence.length > 0 || only.from?.status === 'supported') return { ...verdict('supported', true, evidence), ...(only.from ? { restsOn: [only.from.id] } : {}) };
  if (givenByUser(index, only.date)) return verdict('unverified_step', true, [], [`Uses ${only.date.raw} from the question; the passages do not state it.`]);
  return null;
}
