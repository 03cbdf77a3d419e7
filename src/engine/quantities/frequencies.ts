/**
 * How often something happens, as times per day: "once a week" (1/7), "twice daily" (2),
 * "three times a day" (3), "every two weeks" (1/14), "every other day" (1/2), "every 4 hours" (6).
 * Pure; used by `quantities.ts` (dimension `frequency`).
 */
import { SMALL } from './number-words.ts';
import { wordTable } from '../word-table.ts';

/** A frequency found in text, with its span (UTF-16). */
export interface Frequency {
  start: number;
  end: number;
  perDay: number;
}

const DAYS: Record<string, number> = wordTable({ minute: 1 / 1440, hour: 1 / 24, day: 1, night: 1, week: 7, fortnight: 14, month: 30.4375, quarter: 91.3125, year: 365.25 });
const ADVERB: Record<string, string> = wordTable({ hourly: 'hour', daily: 'day', nightly: 'night', weekly: 'week', fortnightly: 'fortnight', monthly: 'month', quarterly: 'quarter', yearly: 'year', annually: 'year', annual: 'year' });
const COUNT: Record<string, number> = wordTable({ once: 1, twice: 2, thrice: 3, ...SMALL });
const N = String.raw`(once|twice|thrice|(?:(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*(?:times|x)))`;
const UNIT = String.raw`(minute|hour|day|night|week|fortnight|month|quarter|year)`;
const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => number | null]> = [
  // "every quarter of an hour" (every 15 minutes), "every half hour", "every half an hour": not every quarter of a year.
  [/\bevery\s+(?:(?:a|one)\s+)?(quarter|half)(?:\s+of)?\s+(?:an?\s+)?hour\b/gi, (m) => 24 / ((m[1] ?? '').toLowerCase() === 'quarter' ? 0.25 : 0.5)],
  [new RegExp(String.raw`\b${N}\s+(?:a|an|per|each|every)\s+${UNIT}\b`, 'gi'), (m) => times(m[1], m[2]) / (DAYS[(m[3] ?? '').toLowerCase()] ?? NaN)],
  [new RegExp(String.raw`\b${N}\s+(hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)\b`, 'gi'), (m) => times(m[1], m[2]) / (DAYS[ADVERB[(m[3] ?? '').toLowerCase()] ?? ''] ?? NaN)],
  // "reviewed on each anniversary of the start date": once a year.
  [/\b(?:each|every)\s+anniversary\b/gi, () => 1 / (DAYS.year ?? NaN)],
  // A bare adverb: "taken daily", "billed monthly" (once per that unit).
  [/\b(hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually|annual)\b/gi, (m) => 1 / (DAYS[ADVERB[(m[1] ?? '').toLowerCase()] ?? ''] ?? NaN)],
  [new RegExp(String.raw`\bevery\s+(other\s+|(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+)?${UNIT}s?\b`, 'gi'), (m) => {
    const k = m[1]?.trim().toLowerCase() === 'other' ? 2 : m[2] ? Number(m[2]) || (COUNT[m[2].toLowerCase()] ?? NaN) : 1;
    return 1 / (k * (DAYS[(m[3] ?? '').toLowerCase()] ?? NaN));
  }],
];

/**
 * The unit of a once-per-unit frequency ("monthly" is once a month: 'month'), or null. A passage
 * saying "each month", "per month" or "a month" states such a frequency in words the frequency
 * patterns leave alone (they would read every "$10 a month" as a frequency).
 */
export function onceEvery(perDay: number): string | null {
  for (const [unit, days] of Object.entries(DAYS)) if (Math.abs(perDay * days - 1) < 1e-9) return unit;
  return null;
}

function times(word: string | undefined, n: string | undefined): number {
  if (n) return Number(n) || (COUNT[n.toLowerCase()] ?? NaN);
  return COUNT[(word ?? '').toLowerCase()] ?? NaN;
}

/**
 * Every frequency in `text`.
 *
 * @example findFrequencies('one injection every two weeks')[0].perDay // 1 / 14
 */
export function findFrequencies(text: string): Frequency[] {
  const out: Frequency[] = [];
  for (const [re, value] of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const perDay = value(m);
      if (perDay === null || !Number.isFinite(perDay) || perDay <= 0) continue;
      if (out.some((f) => f.start < m!.index + m![0].length && m!.index < f.end)) continue;
      out.push({ start: m.index, end: m.index + m[0].length, perDay });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
