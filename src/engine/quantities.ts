/**
 * Numbers, units, money, percentages, years and dates found in a text, normalised so that
 * "330 metres", "330 m" and "1,083 feet" compare equal. Offsets are UTF-16 into the text.
 */
import { CURRENCIES, lookupUnit, SCALES, UNIT_PATTERN } from './units.ts';

/** A number as written, with its dimension and how precisely it was written. */
export interface Quantity {
  /** The text as written, e.g. `$1.5 million`, `330 metres`, `March 31, 1889`. */
  raw: string;
  start: number;
  end: number;
  /** Value in the dimension's base unit (metres, kg, ...), or the plain number. For dates: the year. */
  value: number;
  /** `count`, `year`, `date`, `percent`, `ordinal`, `money:USD`, `length`, `mass`, `time`, ... */
  dim: string;
  /** Half a unit of the last written digit, in base units: the rounding the writer allowed. */
  tolerance: number;
  /** `about` (approximately), `gt` (more than), `lt` (less than), or null when exact. */
  hedge: 'about' | 'gt' | 'lt' | null;
  /** Base units per written unit (1 for plain numbers): `value / factor` is the number as written. */
  factor: number;
  /** For dates: month 1-12 and day when written. */
  month?: number;
  day?: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const DATE_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => [number, number | undefined, number | undefined]]> = [
  [new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'g'), (m) => [Number(m[3]), monthOf(m[1]), Number(m[2])]],
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, 'g'), (m) => [Number(m[3]), monthOf(m[2]), Number(m[1])]],
  [new RegExp(`\\b${MONTH},?\\s+(?:of\\s+)?(\\d{4})\\b`, 'g'), (m) => [Number(m[2]), monthOf(m[1]), undefined]],
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
];

function monthOf(name: string | undefined): number {
  return MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase()) + 1;
}

const WORD_NUMBERS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, dozen: 12,
};
// No u flag (it makes V8's scan several times slower): the lookbehind spells out Latin letters.
const NUMBER = /(?<![A-Za-z\u00C0-\u024F\d.,/-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen)\b/gi;
// Matched against the lower-cased text after a number (no i/u flags: much faster on long alternations).
const AFTER = new RegExp(
  `^(?:\\s?(thousand|million|billion|trillion|mn|mln|bn|tn|k|m|b)\\b)?(?:\\s?(%|percent|per cent|percentage points?))?` +
  `(?:\\s?(st|nd|rd|th)\\b)?(?:-?\\s?(${UNIT_PATTERN})(?![a-z\\d\\u00c0-\\u024f]))?(?:\\s(dollars|euros|pounds|yen|yuan|rupees|francs|usd|eur|gbp|chf)\\b)?`);
const HAS_MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{4}-\d\d-/i;
const BEFORE_CURRENCY = /(US\$|\$|€|£|¥|₹|USD|EUR|GBP|CHF)\s?$/i;
const HEDGES: Array<[RegExp, 'about' | 'gt' | 'lt']> = [
  [/(about|around|approximately|approx\.|roughly|nearly|almost|some|circa|c\.|~|close to|an estimated|estimated|some)\s*$/i, 'about'],
  [/(over|more than|at least|above|exceeding|upwards of|in excess of|greater than)\s*$/i, 'gt'],
  [/(under|less than|below|fewer than|up to|at most)\s*$/i, 'lt'],
];

function hedgeBefore(text: string, at: number): Quantity['hedge'] {
  const before = text.slice(Math.max(0, at - 24), at);
  for (const [re, hedge] of HEDGES) if (re.test(before)) return hedge;
  return null;
}

function extractDates(text: string, taken: boolean[]): Quantity[] {
  const out: Quantity[] = [];
  if (!HAS_MONTH.test(text)) return out;
  for (const [re, parts] of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (taken[m.index]) continue;
      const [year, month, day] = parts(m);
      if (!month || month > 12 || (day !== undefined && (day < 1 || day > 31))) continue;
      for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
      const q: Quantity = { raw: m[0], start: m.index, end: m.index + m[0].length, value: year, dim: 'date', tolerance: 0, hedge: null, factor: 1, month };
      if (day !== undefined) q.day = day;
      out.push(q);
    }
  }
  return out;
}

function unitOf(scale: string | undefined, percent: string | undefined, ordinal: string | undefined, unit: string | undefined, currency: string | undefined) {
  const cur = currency ?? undefined;
  let factor = 1;
  let dim = 'count';
  if (scale && !(scale.toLowerCase() === 'm' && !cur && unit === undefined)) factor = SCALES[scale.toLowerCase()] ?? 1;
  else if (scale && scale.toLowerCase() === 'm') return { factor: 1, dim: 'length' }; // "330m" without currency: metres
  if (percent) dim = 'percent';
  else if (ordinal) dim = 'ordinal';
  else if (cur) dim = `money:${CURRENCIES[cur.toLowerCase()] ?? cur.toUpperCase()}`;
  else if (unit) {
    const info = lookupUnit(unit);
    if (info) {
      dim = info.dim;
      factor *= info.factor;
    }
  }
  return { factor, dim };
}

/**
 * Every quantity in `text`, in order.
 *
 * @example extractQuantities('It is about 330 metres tall.')[0] // { value: 330, dim: 'length', hedge: 'about', ... }
 */
export function extractQuantities(text: string): Quantity[] {
  if (!/\d|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen/i.test(text)) return [];
  const taken: boolean[] = [];
  const out = extractDates(text, taken);
  NUMBER.lastIndex = 0;
  for (let m = NUMBER.exec(text); m; m = NUMBER.exec(text)) {
    if (taken[m.index]) continue;
    const word = m[3]?.toLowerCase();
    const digits = m[1] ?? '';
    const decimals = m[2] ?? '';
    const base = word ? (WORD_NUMBERS[word] ?? 0) : Number(digits.replaceAll(',', '') + decimals);
    const end = m.index + m[0].length;
    // Decades ("the 1920s") are periods, not numbers the rules compare.
    if (/^\d{4}$/.test(digits) && !decimals && /^'?s\b/.test(text.slice(end))) continue;
    const after = AFTER.exec(text.slice(end, end + 40).toLowerCase());
    const [tail = '', scale, percent, ordinal, unit, currencyWord] = after ?? [];
    const symbol = BEFORE_CURRENCY.exec(text.slice(Math.max(0, m.index - 4), m.index));
    const currency = symbol?.[1] ?? currencyWord;
    const { factor, dim: rawDim } = unitOf(scale, percent, ordinal, unit, currency);
    const plainYear = rawDim === 'count' && !decimals && !digits.includes(',') && base >= 1000 && base <= 2100 && !scale
      && !/^\s+[a-z]+s\b/.test(text.slice(end + tail.length, end + tail.length + 20));
    const dim = plainYear ? 'year' : rawDim;
    const start = symbol ? m.index - symbol[0].length : m.index;
    const tolerance = word ? 0 : 0.5 * 10 ** -Math.max(0, decimals.length - 1) * factor;
    out.push({
      raw: text.slice(start, end + tail.length).trim(), start, end: end + tail.length, value: base * factor, dim,
      tolerance, hedge: hedgeBefore(text, start), factor,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}
