/** Whether two quantities say the same thing, allowing the rounding and hedges the writer used. */
import type { Quantity } from './quantities.ts';

function timeLike(dim: string): boolean {
  return dim === 'year' || dim === 'date';
}

/** Whether the two can be compared at all: same dimension, or a year against a date. */
export function comparable(a: Quantity, b: Quantity): boolean {
  return a.dim === b.dim || (timeLike(a.dim) && timeLike(b.dim)) || dayAndDate(a, b) || dayAndDate(b, a);
}

/** A day without its year against a full date that gives a day ("15 July" / "15 July 2025"). */
function dayAndDate(a: Quantity, b: Quantity): boolean {
  return a.dim === 'day' && b.dim === 'date' && b.month !== undefined && b.day !== undefined;
}

/**
 * Whether two comparable quantities give the same value within the written tolerance of either,
 * whatever bound each puts on it ("up to 32 kg" and "at least 32 kg" share the value 32 kg).
 */
export function sameValue(a: Quantity, b: Quantity): boolean {
  return comparable(a, b) && Math.abs(a.value - b.value) <= Math.max(a.tolerance, b.tolerance, 1e-9);
}

const DAY = 86400;
const MONTH = 2629800;
const YEAR = 31557600;

/**
 * Months and years against days or weeks: n months are 30n - 1 to 31n days (a reader takes
 * "three months" for "90 days" and "a month" for "30 days", not for "four weeks") and a year 365
 * or 366, so "three months" states "90 days" (and the reverse) while "two months" does not. Null when
 * `c` is not written in months or years, `e` is, or either is a bound of its own kind.
 */
function calendarMatch(c: Quantity, e: Quantity): boolean | null {
  if (c.dim !== 'time' || e.dim !== 'time' || c.hedge !== e.hedge || c.hedge === 'about') return null;
  if ((c.factor !== MONTH && c.factor !== YEAR) || e.factor === MONTH || e.factor === YEAR || e.factor < DAY) return null;
  const n = c.value / c.factor;
  const [low, high] = c.factor === MONTH ? [30 * n - 1, 31 * n] : [365 * n, 366 * n];
  const days = e.value / DAY;
  return days >= low - 1e-9 && days <= high + 1e-9;
}

/**
 * Whether evidence quantity `e` states claim quantity `c`: same dimension and a value within the
 * rounding of either, or within the claim's hedge ("about" 10%, "over", "under"). A year matches a
 * date in that year; two dates must agree on every part both give.
 *
 * @example sameQuantity(q('about 330 m'), q('1,083 ft')) // true
 */
export function sameQuantity(c: Quantity, e: Quantity): boolean {
  if (dayAndDate(c, e) || dayAndDate(e, c)) return c.month === e.month && c.day === e.day;
  const calendar = calendarMatch(c, e) ?? calendarMatch(e, c);
  if (calendar !== null) return calendar;
  // "a quarter to five" said in words may be 04:45 or 16:45.
  if (c.dim === 'clock' && e.dim === 'clock' && (c.either === true || e.either === true)) return c.value % 720 === e.value % 720;
  if (timeLike(c.dim) && timeLike(e.dim)) {
    if (c.value !== e.value) return false;
    const read = (m: number | undefined, d: number | undefined): boolean => !(m !== undefined && e.month !== undefined && m !== e.month) && !(d !== undefined && e.day !== undefined && d !== e.day);
    // "10/11/2024" may be 10 November or October 11: either reading states a date the other side gives.
    return read(c.month, c.day) || ((c.either === true || e.either === true) && read(c.day, c.month));
  }
  // Celsius and Fahrenheit compare converted, to the written precision of the converted side (44°C = about 111°F).
  if ((c.dim === 'temp-c' && e.dim === 'temp-f') || (c.dim === 'temp-f' && e.dim === 'temp-c')) {
    const eAsC = e.dim === 'temp-c' ? e.value : (e.value - 32) * 5 / 9;
    const cAsC = c.dim === 'temp-c' ? c.value : (c.value - 32) * 5 / 9;
    return Math.abs(eAsC - cAsC) <= Math.max(0.6, c.hedge === 'about' ? 1.2 : 0);
  }
  // A bare number states the same figure with a unit ("older than 12" / "over 12 years").
  // Not a frequency: "two tablets" is not "twice a day".
  if (c.dim === 'count' && e.dim !== 'count' && !timeLike(e.dim) && e.dim !== 'percent' && e.dim !== 'frequency') return Math.abs(c.value - e.value / (e.factor || 1)) <= Math.max(c.tolerance, 1e-9);
  if (c.dim !== e.dim && !(c.dim === 'count' && e.dim === 'year') && !(c.dim === 'year' && e.dim === 'count')) return false;
  // A claim written more precisely than the source is not stated by the source's rounding
  // ("$22.60" is not "$23"): exact figures on both sides compare within the claim's own precision.
  // A bound's rounding ("at least 2 weeks") states no more precise figure of the claim ("16.8 days") either.
  const exact = c.hedge === null && (e.hedge === null || e.hedge === 'gt' || e.hedge === 'lt') && !c.limit && !e.limit;
  let tol = exact && c.tolerance < e.tolerance ? Math.max(c.tolerance, Math.abs(c.value) * 1e-9) : Math.max(c.tolerance, e.tolerance, Math.abs(c.value) * 1e-9);
  if (c.hedge === 'about' || e.hedge === 'about') tol = Math.max(tol, Math.abs(c.value) * 0.1 * (1 + 1e-9));
  // Bounds of opposite directions ("at least £20,000" / "up to £20,000") state different things.
  if ((c.hedge === 'gt' && e.hedge === 'lt') || (c.hedge === 'lt' && e.hedge === 'gt')) return false;
  // Two bounds of one direction ("up to 6" / "up to 4 devices") state the same limit or differ.
  // "under 12" and "under 2" are different bounds.
  if (c.hedge !== null && c.hedge === e.hedge && c.hedge !== 'about') return Math.abs(c.value - e.value) <= Math.max(c.tolerance, e.tolerance, Math.abs(c.value) * 1e-9);
  // "Over 300" states 312, not a figure several times larger: "only if it's over 5,000" is not "if it exceeds ... 20,000".
  if (c.hedge === 'gt') return e.value >= c.value - tol && (c.value <= 0 || e.value <= 2 * c.value);
  // "Up to 1,000 requests" states a limit: a source giving 600 states another limit, not this one.
  if (c.hedge === 'lt' && c.limit) return Math.abs(c.value - e.value) <= tol;
  if (c.hedge === 'lt') return e.value <= c.value + tol;
  return Math.abs(c.value - e.value) <= tol;
}

/** Whether the claim's date is more precise than the evidence's (a day where the source gives a year). */
export function morePrecise(c: Quantity, e: Quantity): boolean {
  return (c.month !== undefined && e.month === undefined) || (c.day !== undefined && e.day === undefined);
}

/**
 * Whether `q` is of one of `dims` (a dimension or its sub-kind: `length` fits `length:height`).
 * `null` is any amount: never a percentage, an ordinal, a year or a date ("larger", "the largest"
 * compare amounts, not calendar years).
 */
export function fitsDims(dims: readonly string[] | null, q: Quantity): boolean {
  if (dims === null) return !['percent', 'ordinal', 'year', 'date', 'day'].includes(q.dim);
  return dims.some((d) => q.dim === d || q.dim.startsWith(`${d}:`));
}

/**
 * Whether a worked-out `value` is the result as written: within half a unit of its last digit, or
 * 0.6% of it (5% when hedged "about"); a "one in N" rate when the value is one in N, rounded.
 */
export function closeTo(result: Quantity, value: number): boolean {
  // "one in six" is a rounded rate: 220 of 1,400 (one in 6.4) is one in six.
  if (result.dim === 'percent' && /^(?:one|1|a)\s+in\s+/i.test(result.raw) && value > 0 && result.value > 0) return Math.round(100 / value) === Math.round(100 / result.value);
  const slack = result.hedge === 'about' ? 0.05 : 0.006;
  return Math.abs(result.value - value) <= Math.max(result.tolerance, Math.abs(result.value) * slack, 1e-9);
}
