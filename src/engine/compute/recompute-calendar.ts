/**
 * Dates and clock times recomputed: a claim's date or time that no passage states is checked
 * against every start (a date with a day, or a clock time) shifted by every duration found in
 * the claim, the answer's last earlier claims and the context. Same outcomes as `recompute.ts`:
 * supported, an unverified step resting on a wrong earlier claim, contradicted with the right
 * date when the start and the duration are the claim's or the last earlier claim's own, or null.
 */
import type { Evidence } from '../../contract/schemas.ts';
import type { Alignment } from '../context/align-claim.ts';
import { givenByUser, quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { DAY, dayNumber, MONTH, resultValue, shiftClock, shiftDate, WEEK, weekdayName, writeShifted, YEAR } from './calendar.ts';
import { nearbyQuantities, type Found } from './nearby-quantities.ts';
import { nightSpan } from './night-span.ts';
import type { PriorClaim } from './recompute.ts';

const BEFORE = /\b(?:before|earlier|prior to|ahead of|ago)\b/i;
/** Wording that gives the end of a term. */
const ENDS = /\b(?:ends?|ending|ended|expires?|expiry|until|till|through|finish(?:es)?|last day|(?:runs?|running|lasts?|goes) to|up to and including)\b/i;
const DAY_MS = DAY * 1000;
/** The last of a run counted from its first day ("Starting on 1 June, your last tablet would be on 28 June" for 28 tablets): day N is the start plus N - 1. */
const LAST_ONE = /\b(?:last|final)\s+(?:\w+\s+)?(?:tablets?|doses?|pills?|capsules?|injections?|days?|nights?|sessions?|payments?|instalments?|installments?)\b/i;
/** Wording that gives where a count starts, right before a date. */
const ROUGHLY = /\b(?:just|shortly|soon|right)\s+(?:after|before|past)\s*$/i;
const NEXT_DAY = /\bnext\s+(?:\w+\s+)?day\b|\bfollowing\s+(?:\w+\s+)?day\b|\bday after\b/i;
const STARTS = /\b(?:starts?|starting|begins?|beginning|commences?|counting from|counted from|runs? from)\b(?:\s+\w+){0,2}\s*$/i;

/** A date written to the month ("February 2027"). */
function isMonth(q: Quantity): boolean {
  return q.dim === 'date' && q.month !== undefined && q.day === undefined;
}

/** Whether a day number falls in the month of `q`. */
function inMonth(q: Quantity, day: number): boolean {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() === q.value && d.getUTCMonth() + 1 === q.month;
}

/**
 * A month the claim names as the end of a period ("24 months from 1 March 2025 ... until the end
 * of February 2027"): the start shifted by the duration, or the day before it (a term of 24
 * months starting on 1 March ends on the last day of February), falls in that month. Supported,
 * an unverified step resting on a wrong earlier claim, or null (the fact rules decide).
 */
function monthResults(index: ContextIndex, claim: UnitFacts, results: readonly Quantity[], prior: readonly PriorClaim[], alignment: Alignment): RuleVerdict | null {
  const found = pool(index, claim, results, prior, alignment, true).filter((f) => !results.includes(f.q));
  // A start written to the month ("released March 2024") moves by whole months and years only,
  // from its first day, and lands in the month itself ("30 months" later is September 2026).
  const starts = found.filter((f) => f.q.dim === 'date' && (f.q.day !== undefined || isMonth(f.q)));
  const durations = found.filter((f) => f.q.dim === 'time');
  const used: Found[] = [];
  for (const r of results) {
    let hit: [Found, Found] | null = null;
    for (const b of starts) {
      const monthOnly = b.q.day === undefined;
      for (const d of durations) {
        if (monthOnly && d.q.factor !== MONTH && d.q.factor !== YEAR) continue;
        for (const sign of [1, -1] as const) {
          const v = shift(monthOnly ? { ...b.q, day: 1 } : b.q, d.q, sign);
          if (!hit && v !== null && (inMonth(r, v) || (!monthOnly && inMonth(r, v - 1)))) hit = [b, d];
        }
      }
    }
    if (!hit) return null;
    used.push(...hit);
  }
  const rests = [...new Set(used.flatMap((f) => (f.claim ? [f.claim] : [])))];
  const evidence = [...new Set(used.flatMap((f) => (f.sentence === null ? [] : [f.sentence])))].map((id) => sentenceEvidence(index, id));
  const untrusted = used.some((f) => f.claim && quantitiesStating(index, f.q).length === 0 && prior.some((p) => p.id === f.claim && p.status !== 'supported'));
  if (untrusted) return { ...verdict('unverified_step', true, evidence, [`Computed from ${rests.join(', ')}.`]), restsOn: rests };
  return { ...verdict('supported', true, evidence), restsOn: rests };
}

/** A day of a month without a year ("April 2nd"): a result a dated start can give, never a start. */
function isDay(q: Quantity): boolean {
  return q.dim === 'day' && q.month !== undefined && q.day !== undefined;
}

/** A date the claim says "around" ("around 22 June") as hedged, so that a day either side lands; the parser leaves dates unhedged. */
function saidAround(text: string, q: Quantity): Quantity {
  return /\b(?:around|about|roughly|approximately|circa)\s+(?:\w+day,?\s+)?$/i.test(text.slice(Math.max(0, q.start - 24), q.start)) ? { ...q, hedge: 'about' } : q;
}

/** Whether the shifted value `v` (a day number, or minutes for a clock time) is the result `r`. */
function lands(r: Quantity, v: number): boolean {
  // "around 22 June": a day either side.
  if (r.hedge === 'about' && (r.dim === 'date' || r.dim === 'day') && r.day !== undefined) return [v - 1, v, v + 1].some((w) => lands({ ...r, hedge: null }, w));
  if (!isDay(r)) return v === resultValue(r);
  const d = new Date(v * DAY_MS);
  return d.getUTCMonth() + 1 === r.month && d.getUTCDate() === r.day;
}

/**
 * Whether the claim's date is the last of its weekday in a run that ends on day `v` ("Running for
 * 6 weeks with sessions on Mondays and Thursdays, your last session would be Thursday 17 July 2025"
 * for a run from Monday 9 June): a last one of a run, written with its weekday, in the week before
 * the day the run's length lands on. Only for a length the claim gives itself and a start the
 * answer gave (a length or start found elsewhere, with a week's slack, would excuse wrong dates).
 */
function lastOfWeekday(text: string, r: Quantity, v: number): boolean {
  const day = dayNumber(r);
  if (!LAST_ONE.test(text) || day === null) return false;
  return day < v && day >= v - 7 && new RegExp(`\\b${weekdayName(day)}\\b`, 'i').test(text);
}

/**
 * Whether a passage states the date or time `q` itself: for a date with its day, a passage date
 * with the same day (the year alone, "early 2026", states no "15 July 2026").
 */
function statesDay(index: ContextIndex, q: Quantity): boolean {
  const stating = quantitiesStating(index, q);
  if (q.day === undefined || (q.dim !== 'date' && q.dim !== 'day')) return stating.length > 0;
  return stating.some((e) => e.q.day === q.day && e.q.month === q.month);
}

function isStart(q: Quantity): boolean {
  return (q.dim === 'date' && q.day !== undefined) || q.dim === 'clock';
}

/** A year for a day of a month written without one: the first the claim, the question or the context gives, else a common year. */
function yearOf(index: ContextIndex, claim: UnitFacts): number {
  const dated = [...claim.quantities, ...index.questionQuantities, ...index.sentences.flatMap((s) => s.facts.quantities)].find((q) => q.dim === 'date' && q.month !== undefined);
  return dated?.value ?? 2001;
}

/**
 * The starts the user's question gives ("My first dose was on 3 March", "I bought it at 14:30"), a
 * day of a month read as a date of `year`: the answer may count from them, as a step the passages
 * cannot state.
 */
function questionStarts(index: ContextIndex, year: number): Found[] {
  const out: Found[] = [];
  for (const q of index.questionQuantities) {
    if (isDay(q)) out.push({ q: { ...q, dim: 'date', value: year }, sentence: null, claim: null });
    else if (isStart(q)) out.push({ q, sentence: null, claim: null });
  }
  return out;
}

function pool(index: ContextIndex, claim: UnitFacts, results: readonly Quantity[], prior: readonly PriorClaim[], alignment: Alignment, months = false): Found[] {
  return nearbyQuantities(index, claim, results, prior, alignment, index.sentences.length <= 12)
    .map((f) => { const q = asInterval(f.q); return q ? { ...f, q } : f; })
    .filter((f) => isStart(f.q) || isDay(f.q) || f.q.dim === 'time' || (f.q.dim === 'ordinal' && /\bday$/i.test(f.q.raw)) || (months && isMonth(f.q)) || nights(index, claim, prior, f));
}

/** Seconds in one period of each interval word. */
const PERIOD: Readonly<Record<string, number>> = { day: DAY, week: WEEK, fortnight: 2 * WEEK, month: MONTH, year: YEAR };

/**
 * An interval ("every six weeks", "every 3 months") as the duration of one period: the next of a
 * run falls that long after the last ("a release every six weeks ... Amber shipped on 4 March": the
 * next is 15 April). Null for any other quantity.
 */
export function asInterval(q: Quantity): Quantity | null {
  if (q.dim !== 'frequency' || q.value <= 0) return null;
  // (A count must be written: "every day" is a habit, not a step of one day.)
  const unit = /^every\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|other)\s+(day|week|month|year)s?$|^every\s+(fortnight)$/i.exec(q.raw)?.slice(1).find(Boolean)?.toLowerCase();
  const factor = unit ? PERIOD[unit] : undefined;
  if (!factor) return null;
  // The frequency is per day: one period is 1 / value days, in whole periods of the unit.
  const periods = Math.round(DAY / q.value / factor);
  return periods >= 1 ? { ...q, dim: 'time', value: periods * factor, factor, tolerance: 0 } : null;
}

/** A count of nights ("9 nights", "a nine-night cruise"): a stay that ends that many days after it starts. */
function nights(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], f: Found): boolean {
  return f.q.dim === 'count' && Number.isInteger(f.q.value) && f.q.value > 0 && /^\s*-?\s*nights?\b/i.test(textOf(index, claim, prior, f).slice(f.q.end, f.q.end + 10));
}

/** Days from day number `value` on to the claim's day of the month (its year taken from `value`); 0 for a time of day. */
function dayGap(r: Quantity, value: number): number {
  if (r.dim === 'clock' || r.month === undefined || r.day === undefined) return 0;
  const at = new Date(value * DAY_MS);
  return Math.round((Date.UTC(at.getUTCFullYear(), r.month - 1, r.day) - value * DAY_MS) / DAY_MS);
}

function shift(base: Quantity, d: Quantity, sign: 1 | -1): number | null {
  return base.dim === 'clock' ? shiftClock(base, d, sign) : shiftDate(base, d, sign);
}

/** The text a found figure was read from: its passage sentence, its earlier claim, or the claim. */
function textOf(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], f: Found): string {
  if (f.sentence !== null) return index.sentences[f.sentence]?.facts.text ?? '';
  return f.claim !== null ? prior.find((p) => p.id === f.claim)?.facts.text ?? '' : claim.text;
}

/** "after the sale ends", "after the end of the offer": the thing whose end a duration counts from. */
const AFTER_END = /\b(?:after|following)\s+(?:the\s+)?([a-z]+)\s+(?:ends|closes|finishes|is over)\b|\b(?:after|following)\s+the\s+end\s+of\s+(?:the\s+)?([a-z]+)\b/i;

/**
 * Whether day `b` is the end of the thing a duration's sentence counts from ("up to 14 days after the
 * sale ends" and "the sale runs from 14 April to 27 April"): the last day of a range in a sentence naming it.
 */
function endOfNamed(index: ContextIndex, b: Found, d: Found): boolean {
  if (b.sentence === null || d.sentence === null) return false;
  const m = AFTER_END.exec(index.sentences[d.sentence]?.facts.text ?? '');
  const thing = (m?.[1] ?? m?.[2] ?? '').toLowerCase();
  const text = index.sentences[b.sentence]?.facts.text ?? '';
  return thing.length > 2 && new RegExp(`\\b${thing}\\b`, 'i').test(text) && /\b(?:to|until|till|through)\s*$|[-–]\s*$/i.test(text.slice(0, b.q.start));
}

/** The verdict on a claim's computed dates and times, or null when it computes none. */
export function recomputeCalendar(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], alignment: Alignment): RuleVerdict | null {
  const earlier = new Set(prior.flatMap((p) => p.facts.quantities.map((q) => (isMonth(q) ? `month:${q.value}-${q.month}` : `${q.dim}:${resultValue(q) ?? q.value}`))));
  const months = claim.quantities.filter((q) => isMonth(q) && q.hedge === null && quantitiesStating(index, q).length === 0 && !earlier.has(`month:${q.value}-${q.month}`));
  if (months.length > 0 && !claim.quantities.some((q) => isStart(q) && quantitiesStating(index, q).length === 0)) return monthResults(index, claim, months, prior, alignment);
  // A date of the user's question the answer repeats ("By 1 June 2025") is a premise, not a result.
  const results = claim.quantities.filter((q) => (isStart(q) || isDay(q)) && (q.hedge === null || q.hedge === 'about') && !statesDay(index, q) && !givenByUser(index, q) && !earlier.has(`${q.dim}:${resultValue(q) ?? q.value}`));
  if (results.length === 0) return dateSpan(index, claim, prior, alignment) ?? nightSpan(index, claim, prior, alignment);
  const asked = questionStarts(index, yearOf(index, claim));
  const found = [...pool(index, claim, results, prior, alignment), ...asked];
  const rests = new Set<string>();
  let evidence: Evidence[] = [];
  let untrusted = false;
  const fromQuestion = new Set<string>();
  const best = alignment.windows[0];
  const inBestWindow = (id: number) => best !== undefined && id >= best.first && id <= best.last;
  // A term of months or years ends on the day before its anniversary as often as on it ("24 months from 1 April 2025" ends on 31 March 2027).
  const ends = ENDS.test(claim.text);
  // A day of a month without a year ("11 weeks from 6 October") is a start only for a duration
  // written beside it, in the same claim or passage sentence, read in the year the texts give.
  const year = yearOf(index, claim);
  const days = found.filter((f) => isDay(f.q)).map((f) => ({ ...f, q: { ...f.q, dim: 'date', value: year } }));
  // (Or the last earlier claim's day, counted from by a duration the claim gives: "your last tablet would be on 28 June. Requesting 7 days before ...".)
  const lastClaim = prior.filter((p) => p.facts.quantities.length > 0).at(-1)?.id ?? null;
  const beside = (b: Found, d: Found) => (b.claim === d.claim && b.sentence === d.sentence) || (d.claim === null && d.sentence === null && b.claim !== null && b.claim === lastClaim);
  for (const written of results) {
    const r = saidAround(claim.text, written);
    const starts = [...found, ...(isDay(r) ? days : [])].filter((f) => (f.q.dim === r.dim || (isDay(r) && f.q.dim === 'date')) && isStart(f.q));
    // "on the 60th day after the day the notice is received": the ordinal day counts 60 days on.
    const durations = [...found.filter((f) => f.q.dim === 'time'), ...found.filter((f) => (f.q.dim === 'ordinal' && /\bday$/i.test(f.q.raw) && /^\s*(?:after|from|following)\b/i.test(textOf(index, claim, prior, f).slice(f.q.end))) || nights(index, claim, prior, f)).map((f) => ({ ...f, q: { ...f.q, dim: 'time', value: f.q.value * 86400, factor: 86400 } }))];
    let hit: [Found, Found] | null = null;
    for (const b of starts) {
      for (const d of durations) {
        // From the question's start, only a duration the answer gives or the passage sentence it follows most.
        if (asked.includes(b) && d.sentence !== null && !inBestWindow(d.sentence)) continue;
        if (days.includes(b) && !beside(b, d) && !endOfNamed(index, b, d)) continue;
        for (const sign of [1, -1] as const) {
          const v = shift(b.q, d.q, sign);
          if (!hit && v !== null && (lands(r, v) || (sign === 1 && b.q.dim === 'date' && ((ends && (d.q.factor === MONTH || d.q.factor === YEAR)) || LAST_ONE.test(claim.text)) && lands(r, v - 1)) || (sign === 1 && d.sentence === null && d.claim === null && b.sentence === null && !asked.includes(b) && lastOfWeekday(claim.text, r, v)))) hit = [b, d];
        }
      }
    }
    if (!hit) return wrongDate(index, claim, r, found, asked, NEXT_DAY.test(claim.text) || NEXT_DAY.test(prior.at(-1)?.facts.text ?? ''));
    for (const f of hit) {
      // (A date of the question the claim restates is the user's too: "Counting from 15 May 2026, that's 14 July 2026".)
      if (asked.includes(f) || (f.claim === null && f.sentence === null && givenByUser(index, f.q) && quantitiesStating(index, f.q).length === 0)) fromQuestion.add(f.q.raw);
      if (f.claim) rests.add(f.claim);
      if (f.claim && quantitiesStating(index, f.q).length === 0 && prior.some((p) => p.id === f.claim && p.status !== 'supported')) untrusted = true;
      if (f.sentence !== null) evidence = [...evidence, sentenceEvidence(index, f.sentence)];
    }
  }
  if (untrusted) return { ...verdict('unverified_step', true, evidence, [`Computed from ${[...rests].join(', ')}.`]), restsOn: [...rests] };
  if (fromQuestion.size > 0) return { ...verdict('unverified_step', true, evidence, [`Uses ${[...fromQuestion].join(', ')} from the question; the passages do not state it.`]), restsOn: [...rests] };
  return { ...verdict('supported', true, evidence), restsOn: [...rests] };
}

const SPAN_UNITS: Record<number, 'year' | 'month' | 'week' | 'day'> = { 31557600: 'year', 2629800: 'month', 604800: 'week', 86400: 'day' };

/** Whole years, months, weeks or days from day number `a` to day number `b` (complete ones: 5 May 2016 to 1 June 2025 is 9 years). */
function wholeUnits(a: number, b: number, unit: 'year' | 'month' | 'week' | 'day'): number {
  if (unit === 'day') return b - a;
  if (unit === 'week') return Math.floor((b - a) / 7);
  const x = new Date(a * DAY_MS);
  const y = new Date(b * DAY_MS);
  const months = (y.getUTCFullYear() - x.getUTCFullYear()) * 12 + y.getUTCMonth() - x.getUTCMonth() - (y.getUTCDate() < x.getUTCDate() ? 1 : 0);
  return unit === 'year' ? Math.floor(months / 12) : months;
}

/**
 * A duration in whole calendar units no passage states, worked out between two dates ("By 1 June
 * 2025 you'll have nine complete years of service" from a start on 5 May 2016): supported, or an
 * unverified step resting on a wrong earlier claim; otherwise null. The claim's own dates must be
 * stated or the user's.
 */
function dateSpan(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], alignment: Alignment): RuleVerdict | null {
  const results = claim.quantities.filter((q) => q.dim === 'time' && SPAN_UNITS[q.factor] !== undefined && (q.hedge === null || q.hedge === 'about')
    && Number.isInteger(q.value / q.factor) && quantitiesStating(index, q).length === 0 && !givenByUser(index, q));
  const [r] = results;
  if (results.length !== 1 || !r) return null;
  const unit = SPAN_UNITS[r.factor] ?? 'day';
  const dates = pool(index, claim, results, prior, alignment).filter((f) => f.q.dim === 'date' && f.q.day !== undefined
    && (f.sentence !== null || f.claim !== null || quantitiesStating(index, f.q).length > 0 || givenByUser(index, f.q)));
  for (const a of dates) {
    for (const b of dates) {
      const x = dayNumber(a.q);
      const y = dayNumber(b.q);
      if (x === null || y === null || y <= x || wholeUnits(x, y, unit) !== r.value / r.factor) continue;
      const used = [a, b];
      const rests = [...new Set(used.flatMap((f) => (f.claim ? [f.claim] : [])))];
      const evidence = [...new Set(used.flatMap((f) => (f.sentence === null ? [] : [f.sentence])))].map((id) => sentenceEvidence(index, id));
      const untrusted = used.some((f) => f.claim && quantitiesStating(index, f.q).length === 0 && prior.some((p) => p.id === f.claim && p.status !== 'supported'));
      if (untrusted) return { ...verdict('unverified_step', true, evidence, [`Computed from ${rests.join(', ')}.`]), restsOn: rests };
      return { ...verdict('supported', true, evidence), restsOn: rests };
    }
  }
  return null;
}

/**
 * Contradicted when one start and one duration come from the claim itself or the last earlier
 * claim; failing those, the start the user's question gives, counted on by the one duration the
 * claim or the passages around it give ("My first dose was on 3 March" and "4 weeks after the
 * first": not 7 April).
 */
function wrongDate(index: ContextIndex, claim: UnitFacts, r: Quantity, found: readonly Found[], asked: readonly Found[], nextDay: boolean): RuleVerdict | null {
  const own = found.filter((f) => f.sentence === null && !asked.includes(f));
  const last = own.find((f) => f.claim !== null)?.claim ?? null;
  const definite = own.filter((f) => f.claim === null || f.claim === last);
  const startOf = (f: Found) => (f.q.dim === r.dim || (isDay(r) && f.q.dim === 'date')) && isStart(f.q);
  const ownStarts = definite.filter(startOf);
  const starts = ownStarts.length > 0 || (!isDay(r) && asked.length === 0) ? ownStarts : asked.filter(startOf);
  const ownDurations = definite.filter((f) => f.q.dim === 'time');
  // A passage's duration is the claim's step only from a sentence about what the claim is about
  // ("Request your repeat 7 days before you run out" is no step of "your last tablet would be on 28 June").
  const about = (id: number) => claim.terms.some((t) => index.sentences[id]?.keys.has(t));
  const nearDurations = found.filter((f) => f.sentence !== null && f.q.dim === 'time' && about(f.sentence));
  const oneNear = new Set(nearDurations.map((f) => f.q.value)).size === 1 ? nearDurations.slice(0, 1) : [];
  const durations = ownDurations.length > 0 || ownStarts.length > 0 ? ownDurations : oneNear;
  const [b] = starts;
  const [d] = durations;
  if (starts.length !== 1 || durations.length !== 1 || !b || !d) return null;
  // A date the claim gives as where the count starts ("the clock starts on Wednesday 5 March") is
  // no end of the span: a step when it is the start or the day after it, else left to the other rules.
  if (STARTS.test(claim.text.slice(Math.max(0, r.start - 30), r.start))) {
    const dayOf = (q: Quantity) => (q.month !== undefined && q.day !== undefined ? Date.UTC(2001, q.month - 1, q.day) : NaN);
    const gap = Math.round((dayOf(r) - dayOf(b.q)) / DAY_MS);
    return gap === 0 || gap === 1 ? verdict('unverified_step', false, [], [`Counts from ${b.q.raw}, which the passages do not state.`]) : null;
  }
  // A time of day given roughly ("just after midnight") is not worked to the minute. ("around" keeps
  // its day either side for a date, and is read as a hedge.)
  if (r.dim === 'clock' && ROUGHLY.test(claim.text.slice(Math.max(0, r.start - 20), r.start))) return null;
  const value = shift(b.q, d.q, BEFORE.test(claim.text) ? -1 : 1);
  if (value === null) return null;
  const shown = writeShifted(r, value);
  // A day moved on past the count's end by a next-day rule the claim or the one before it states
  // ("the period then ends on the next day the court office is open, which is Tuesday 24 June", 21
  // days after 2 June being 23 June): a rule applied, a step.
  const movedOn = nextDay ? dayGap(r, value) : 0;
  if (movedOn > 0 && movedOn <= 4) {
    return { ...verdict('unverified_step', false, [b, d].flatMap((f) => (f.sentence === null ? [] : [sentenceEvidence(index, f.sentence)])), [`Moves ${shown} on to ${r.raw} by a next-day rule; the passages do not state ${r.raw}.`]), restsOn: [...new Set([b.claim, d.claim].filter((x): x is string => x !== null))] };
  }
  const rests = [...new Set([b.claim, d.claim].filter((x): x is string => x !== null))];
  const evidence = [b, d].flatMap((f) => (f.sentence === null ? [] : [sentenceEvidence(index, f.sentence)]));
  return { ...verdict('contradicted', true, evidence, [`The answer says ${r.raw}; ${d.q.raw} ${BEFORE.test(claim.text) ? 'before' : 'after'} ${b.q.raw} is ${shown}.`], `Replace ${r.raw} with ${shown}.`), restsOn: rests };
}
