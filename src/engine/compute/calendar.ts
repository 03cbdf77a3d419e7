/**
 * Dates and clock times computed from a start and a duration: a deadline "60 days after 3 March
 * 2024" is 2 May 2024, an arrival "2 hours 15 minutes after 11:15" is 13:30. Calendar units
 * add as the calendar does (months and years by month, weeks and days by day). Pure.
 */
import type { Quantity } from '../quantities/quantities.ts';

export const DAY = 86400;
export const WEEK = 604800;
/** A month and a year in seconds, the factors of durations in those units. */
export const MONTH = 2629800;
export const YEAR = 31557600;

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The weekday of UTC day number `day`, in lower case ("monday"). */
export function weekdayName(day: number): string {
  return WEEKDAY_NAMES[new Date(day * DAY * 1000).getUTCDay()] ?? '';
}

/** A date quantity as a UTC day number, or null without a day. */
export function dayNumber(q: Quantity): number | null {
  if (q.dim !== 'date' || q.month === undefined || q.day === undefined) return null;
  return Date.UTC(q.value, q.month - 1, q.day) / (DAY * 1000);
}

/** `q` shifted by the duration `d` (sign +1 or -1), as a UTC day number; null when `d` is no calendar unit. */
export function shiftDate(q: Quantity, d: Quantity, sign: 1 | -1): number | null {
  if (q.dim !== 'date' || q.month === undefined || q.day === undefined || d.dim !== 'time') return null;
  const n = d.value / (d.factor || 1);
  if (!Number.isInteger(n)) return null;
  if (d.factor === MONTH || d.factor === YEAR) {
    const months = sign * n * (d.factor === YEAR ? 12 : 1);
    return Date.UTC(q.value, q.month - 1 + months, q.day) / (DAY * 1000);
  }
  if (d.factor === DAY || d.factor === WEEK) return Date.UTC(q.value, q.month - 1, q.day) / (DAY * 1000) + sign * (d.value / DAY);
  return null;
}

/** A clock time shifted by a duration, in minutes after midnight (wrapping at 24 h); null for durations of a day or more. */
export function shiftClock(q: Quantity, d: Quantity, sign: 1 | -1): number | null {
  if (q.dim !== 'clock' || d.dim !== 'time' || d.value >= DAY) return null;
  return (((q.value + sign * (d.value / 60)) % 1440) + 1440) % 1440;
}

/** How a date or clock result is written in a fix: the claim's own form with the right value. */
export function writeShifted(result: Quantity, value: number): string {
  if (result.dim === 'clock') {
    const h = Math.floor(value / 60);
    const m = Math.round(value % 60);
    return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  }
  const d = new Date(value * DAY * 1000);
  // A day of a month written without its year ("so on 7 April") is corrected without one.
  if (result.dim === 'day') return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The value of a date or clock result to compare with a shifted one. */
export function resultValue(q: Quantity): number | null {
  return q.dim === 'clock' ? q.value : dayNumber(q);
}
