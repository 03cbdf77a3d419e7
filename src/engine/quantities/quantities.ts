/**
 * Numbers, units, money, percentages, years and dates found in a text, normalised so that
 * "330 metres", "330 m" and "1,083 feet" compare equal. Offsets are UTF-16 into the text.
 */
import { findFrequencies } from './frequencies.ts';
import { findClockTimes, findWordNumbers, SMALL } from './number-words.ts';
import { CURRENCIES, lookupUnit, SCALES, UNIT_PATTERN } from './units.ts';

/** A number as written, with its dimension and how precisely it was written. */
export interface Quantity {
  /** The text as written, e.g. `$1.5 million`, `330 metres`, `March 31, 1889`. */
  raw: string;
  start: number;
  end: number;
  /** Value in the dimension's base unit (metres, kg, ...), or the plain number. For dates: the year. */
  value: number;
  /** `count`, `year`, `date`, `day` (a date without its year: value month × 100 + day), `percent`, `ordinal`, `money:USD`, `length`, `mass`, `time`, ... */
  dim: string;
  /** Half a unit of the last written digit, in base units: the rounding the writer allowed. */
  tolerance: number;
  /** `about` (approximately), `gt` (more than), `lt` (less than), or null when exact. */
  hedge: 'about' | 'gt' | 'lt' | null;
  /** A stated limit ("up to", "at most", "no more than"): the figure itself, not any value below it. */
  limit?: true;
  /** Base units per written unit (1 for plain numbers): `value / factor` is the number as written. */
  factor: number;
  /** For dates: month 1-12 and day when written. */
  month?: number;
  day?: number;
  /** A date written in numbers whose day and month read either way ("10/11/2024"): day first, or month first.
   * A clock time said in words with no part of the day ("a quarter to five"): 04:45 or 16:45. */
  either?: true;
}

/** A weekday's name as a regular-expression source (no flags, no groups but non-capturing): "Friday", "wednesday". */
/** A figure hyphened to its unit before a noun ("the 1-Year Fixed", "an 8-year-old"): a label, not a value. */
export function hyphenedLabel(q: Quantity): boolean {
  return /^\d+(?:\.\d+)?-\p{L}+$/u.test(q.raw);
}

/** The years of a figure written as an age ("12-year" of "12-year-old", "24-year" of "16- to 24-year-olds"), else null. */
export function yearsWritten(q: Quantity): number | null {
  return q.dim === 'time' && /^\d+[- ]years?$/i.test(q.raw.trim()) ? q.value / q.factor : null;
}

export const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const DATE_PATTERNS: Array<[RegExp, (m: RegExpExecArray) => [number, number | undefined, number | undefined]]> = [
  [new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'g'), (m) => [Number(m[3]), monthOf(m[1]), Number(m[2])]],
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+(\\d{4})\\b`, 'g'), (m) => [Number(m[3]), monthOf(m[2]), Number(m[1])]],
  [new RegExp(`\\b${MONTH},?\\s+(?:of\\s+)?(\\d{4})\\b`, 'g'), (m) => [Number(m[2]), monthOf(m[1]), undefined]],
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  // Day first ("14/11/2024", "14.11.2024") unless the first number cannot be a month's day-first reading ("11/14/2024").
  [/(?<![\d./]|\bv|\bversion )(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?![\d/]|\.\d)/g, (m) => Number(m[2]) > 12 ? [Number(m[3]), Number(m[1]), Number(m[2])] : [Number(m[3]), Number(m[2]), Number(m[1])]],
  // Without a year ("November 4 and November 22, 2024", "14 August to 18 August 2025"): the year of the next full date.
  [new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!,?\\s*\\d{4})`, 'g'), (m) => [NaN, monthOf(m[1]), Number(m[2])]],
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b(?!,?\\s*\\d{4})`, 'g'), (m) => [NaN, monthOf(m[2]), Number(m[1])]],
];

/** A month's number, 1-12, from its name or abbreviation ("August", "Aug"); 0 for none. */
export function monthOf(name: string | undefined): number {
  return MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase()) + 1;
}

const MONTH_WORD = new RegExp(`^${MONTH}$`, 'i');

/** The month a word names, 1 to 12 ("June", "Sept."), or 0 ("Mayor", "Junior"). */
export function monthNumber(word: string): number {
  return MONTH_WORD.test(word) ? monthOf(word) : 0;
}

/** A four-digit whole number read as a count that is a year ("the 2014 and 2024 censuses"). */
export function yearCount(q: Quantity): boolean {
  return q.dim === 'count' && /^(?:1[5-9]|20)\d\d$/.test(q.raw.trim());
}

// No u flag (it makes V8's scan several times slower): the lookbehind spells out Latin letters.
// The end of a hyphenated range ("3-5 days", "aged 6-15") is a number; a code's ("COVID-19") is not.
const NUMBER = /(?:(?<![A-Za-z\u00C0-\u024F\d.,/-])|(?<=(?<![A-Za-z\u00C0-\u024F\d.,/-])\d{1,3}(?:,\d{3})*(?:\.\d+)?-)|(?<=(?:^|[\s(:;[])-))(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/g;

/** Words that describe the counted things without changing the unit: "5 unused days", "2 free months", "10 paid hours", "5 travel days". */
const UNIT_ADJECTIVES = 'unused|untaken|unpaid|paid|remaining|free|spare|accrued|qualifying|continuous|unbroken|leave|holiday|sick|annual|study|school|training|volunteering|trading|banking|bereavement|parental|travel';
// Matched against the lower-cased text after a number (no i/u flags: much faster on long alternations).
const AFTER = new RegExp(
  `^(?:\\s?\\(\\d+\\))?(?:(?:\\s?|-(?=(?:thousand|million|billion|trillion)\\b))(thousand|million|billion|trillion|mn|mln|bn|tn|k|m|b)\\b)?(?:\\s?(%|percentage points?|percent|per cent))?` +
  `(?:\\s?(st|nd|rd|th)\\b)?(?:-?\\s?(?:(?:business|working|calendar|consecutive|full|more|extra|further|additional|clear|straight|complete|completed|whole|${UNIT_ADJECTIVES}) )*(${UNIT_PATTERN})(?![a-z\\d\\u00c0-\\u024f]))?(?:[\\s-](dollars?|euros?|pounds?|yen|yuan|rupees?|francs?|usd|eur|gbp|chf|cents?|pence)\\b)?`);
const HAS_MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{4}-\d\d-|\d[/.]\d{1,2}[/.]\d{4}/i;
const BEFORE_CURRENCY = /(US\$|A\$|C\$|\$|€|£|¥|₹|USD|EUR|GBP|CHF|JPY|CNY|INR|AUD|CAD|NOK|SEK|DKK)\s?$/i;
const HEDGES: Array<[RegExp, 'about' | 'gt' | 'lt']> = [
  [/(about|around|approximately|approx\.|roughly|nearly|almost|some|circa|c\.|~|close to|an estimated|estimated|some)\s*$/i, 'about'],
  [/(over|(?<!\b(?:no|not) )more than|at least|above|exceeding|upwards of|in excess of|greater than|a minimum of|minimum of|minimum|no less than|not less than|older than)\s*$/i, 'gt'],
  [/(under|(?<!\b(?:no|not) )less than|below|(?<!\b(?:no|not) )fewer than|(?<!\b(?:adds?|added|adding|comes?|came|sums?|summed|totals?|totalled|totaled) )up to|at most|no more than|not more than|a maximum of|maximum of|maximum|as much as|as many as|younger than)\s*$/i, 'lt'],
];

/** "over" that opens a sentence, or follows a verb of spreading a payment or a change over time (not "over 10 years' service", below). */
const SPAN_OVER = /(?:^\s*|\b(?:spread|split|repaid|repay|repaying|paid|pay|payable|borrowed|borrow|repayments?|instalments?|installments?|averaged|measured|rose|fell|grew|increased|decreased|returned|gained|lost)\s+)over\s+(?:the\s+(?:next|last|past|first|following|whole|full)\s+)?$/i;
/** A number and a unit of calendar time after it. */
const SPAN_UNIT = /^(?:[\d,.]+\s*(?:-\s*)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|twenty-four|thirty|thirty-six|forty-eight|sixty)[\s-]+)(?:months?|years?|weeks?|days?)\b(?!['’]|\s+(?:of\s+)?(?:service|old|of age|employment|membership))/i;

const RANGE_TAIL = new RegExp(`^\\s?(?:-|–|—|to|and|or)\\s?(?:\\d[\\d,.]*|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)\\b)(?:\\s?(thousand|million|billion|bn|m|k)\\b)?(?:\\s?(%|percent|per cent))?(?:-?\\s?(?:(?:business|working|calendar|consecutive|clear|straight|complete|completed|further|additional|whole|${UNIT_ADJECTIVES}) )*(${UNIT_PATTERN})(?![a-z\\d]))?(?:\\s(dollars|euros|pounds))?`);
const HALF_UNIT = /\b(?:(?:an?|one) (second|minute|hour|day|week|month|year) and a half|half an? (second|minute|hour|day|week|month|year)|(?<=\b(?:within|in|during|for|after|about|around|approximately|roughly|least) )(?:the first|a single|an?) (second|minute|hour|day|week|fortnight|month|year))\b(?! and a half| or (?:so|two|more))(?<!second(?= (?!(?:and|or|of|to|in|on|at|for|from|before|after|by|then|longer|more|less|later|earlier|ago|but|so|if|when|while|until|with|without|as|or)\b)[a-z]+))/gi;

/** A share said as a fraction ("half of the fee", "a third of users", "cut by a quarter", "one-third off"): a percentage. Not "the second half of 2024". */
const FRACTION_WORDS = String.raw`half|a half|one[ -]half|a quarter|one[ -]quarter|a third|one[ -]third|a fifth|one[ -]fifth|a sixth|one[ -]sixth|an eighth|one[ -]eighth|a tenth|one[ -]tenth|(?:two|three|four|five|six|seven|nine)[ -](?:thirds|quarters|fifths|sixths|eighths|tenths)`;
const FRACTION_SHARE = new RegExp(String.raw`(?<!\b(?:first|second|third|last|other|the|latter|back|front|top|bottom|lower|upper) )\b(?:(${FRACTION_WORDS})(?=:? of (?!an? (?:percentage point|per ?cent|point)))|(?<=\b(?:by|(?:discount|reduction|saving|cut)s? of) )(${FRACTION_WORDS})\b|(${FRACTION_WORDS})(?= off\b))`, 'gi');
/** A discount written as a numeric fraction ("1/3 off"): a percentage. */
const SLASH_OFF = /(?<![\d/.])([1-9])\/([2-9]|10)(?= off\b)/gi;
const SHARES: Record<string, number> = { half: 50, quarter: 25, third: 100 / 3, fifth: 20, sixth: 100 / 6, eighth: 12.5, tenth: 10 };
const NUMERATORS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, nine: 9 };
const DENOMINATORS: Record<string, number> = { thirds: 3, quarters: 4, fifths: 5, sixths: 6, eighths: 8, tenths: 10 };

/** The percentage a fraction word says ("three-fifths" 60, "a third" 33.3), or undefined. */
function fractionShare(words: string): number | undefined {
  const f = words.toLowerCase().replace(/^(?:a|an|one)[ -]/, '').replace('-', ' ');
  const [n, d] = f.split(' ');
  if (d !== undefined) {
    const num = NUMERATORS[n ?? ''];
    const den = DENOMINATORS[d];
    return num !== undefined && den !== undefined && num < den ? (100 * num) / den : undefined;
  }
  return SHARES[f];
}

const HMS = /(?<![\d:.])(\d{1,2}):([0-5]\d):([0-5]\d)(?![\d:])/g;
/** Words that make "10:30:00" a time of day. */
const CLOCK_BEFORE = /\b(?:at|from|until|till|by|before|after|since|between)\s*$/i;
const CLOCK_AFTER = /^\s*(?:utc|gmt|bst|cet|cest|et|pt|pst|est|am|pm|a\.m\.|p\.m\.|z)\b/i;

const FRACTION_UNIT = /\b(a quarter|three[ -]quarters|half) of an? (second|minute|hour|day|week|month|year)\b/gi;
const FRACTION_POINT = /\b(a quarter|one quarter|half|a half|one half|three[ -]quarters)(?: of)? an? (?:percentage point|per ?cent(?:age point)?|point)\b/gi;

/** "an hour and a half" (1.5 hours), "half a day" (0.5 days), "a quarter of a percentage point" (0.25%), "three-quarters of a percent", "half a percent". */
/** "half a tablet", "half an apple": half of one thing (not of a unit, a scale or a share). */
const HALF_THING = /\bhalf (?:a|an) ([a-z]+)\b/gi;
/** Words after "half a" that are no thing counted: scales, shares, idioms and spans the unit table lacks (units are left to it). */
const HALF_NOT_THING = /^(?:million|billion|thousand|hundred|dozen|percent|percentage|point|bit|lot|chance|step|size|term|night|season|time|way|pint|glass|cup)$/i;

function halfUnits(text: string): Quantity[] {
  const out: Quantity[] = [];
  HALF_THING.lastIndex = 0;
  for (let m = HALF_THING.exec(text); m; m = HALF_THING.exec(text)) {
    const word = m[1] ?? '';
    if (HALF_NOT_THING.test(word) || lookupUnit(word)) continue;
    const raw = m[0].slice(0, m[0].length - word.length).trimEnd();
    out.push({ raw, start: m.index, end: m.index + raw.length, value: 0.5, dim: 'count', tolerance: 0, hedge: hedgeBefore(text, m.index), factor: 1 });
  }
  FRACTION_POINT.lastIndex = 0;
  for (let m = FRACTION_POINT.exec(text); m; m = FRACTION_POINT.exec(text)) {
    const f = (m[1] ?? '').toLowerCase().replace('-', ' ').replace(/^(?:a|one) /, '');
    const value = f === 'quarter' ? 0.25 : f === 'three quarters' ? 0.75 : 0.5;
    out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value, dim: 'percent', tolerance: 0, hedge: null, factor: 1 });
  }
  // "a quarter of an hour" is 15 minutes, not a share of 25%.
  FRACTION_UNIT.lastIndex = 0;
  for (let m = FRACTION_UNIT.exec(text); m; m = FRACTION_UNIT.exec(text)) {
    const unit = lookupUnit(m[2] ?? '');
    if (!unit) continue;
    const f = (m[1] ?? '').toLowerCase();
    const share = f === 'a quarter' ? 0.25 : f === 'half' ? 0.5 : 0.75;
    out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value: share * unit.factor, dim: unit.dim, tolerance: 0, hedge: hedgeBefore(text, m.index), factor: unit.factor });
  }
  FRACTION_SHARE.lastIndex = 0;
  for (let m = FRACTION_SHARE.exec(text); m; m = FRACTION_SHARE.exec(text)) {
    const value = fractionShare(m[1] ?? m[2] ?? m[3] ?? '');
    if (value === undefined || out.some((o) => o.start <= m!.index && m!.index < o.end)) continue;
    // Thirds compare to the percentage a writer rounds them to (33%, 67%).
    out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value, dim: 'percent', tolerance: Number.isInteger(value) ? 0 : 0.5, hedge: hedgeBefore(text, m.index), factor: 1 });
  }
  SLASH_OFF.lastIndex = 0;
  for (let m = SLASH_OFF.exec(text); m; m = SLASH_OFF.exec(text)) {
    const value = (100 * Number(m[1])) / Number(m[2]);
    if (value >= 100 || out.some((o) => o.start <= m!.index && m!.index < o.end)) continue;
    out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value, dim: 'percent', tolerance: Number.isInteger(value) ? 0 : 0.5, hedge: hedgeBefore(text, m.index), factor: 1 });
  }
  HALF_UNIT.lastIndex = 0;
  for (let m = HALF_UNIT.exec(text); m; m = HALF_UNIT.exec(text)) {
    const unit = lookupUnit(m[1] ?? m[2] ?? m[3] ?? '');
    if (!unit) continue;
    const value = (m[1] ? 1.5 : m[2] ? 0.5 : 1) * unit.factor;
    // "around a year", "at least an hour": the single unit keeps the hedge before it.
    out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value, dim: unit.dim, tolerance: 0, hedge: m[3] ? hedgeBefore(text, m.index) : null, factor: unit.factor });
  }
  return out;
}

const LIMIT = /(as much as|as many as|(?<!\b(?:adds?|added|adding|comes?|came|sums?|summed|totals?|totalled|totaled) )up to|at most|no more than|not more than|a maximum of|maximum of)\s*$/i;

/** "under-16s", "over-65s", "the under 5s": an age group. */
const AGE_GROUP = /\b(under|over)(-|(?<=\bthe (?:under|over))\s)(\d{1,3})s\b/gi;

/** A bound written after the figure: "iOS 16 or later", "18 and over", "version 3.2 or higher". */
const TRAILING_BOUND = /^\s*(?:or|and)\s+(?:(later|newer|higher|above|more|greater|over|up|older)|(earlier|lower|below|less|fewer|under|younger))\b/i;

/** Words after a figure that make it a lead time: "48 hours before arrival", "3 days in advance". */
const LEAD_TIME = /^\s*(?:before|prior to|in advance|ahead of|beforehand)\b/i;

/**
 * Whether `q` in `text` is "up to" a lead time ("Free cancellation up to 48 hours before arrival"):
 * a deadline, so the least notice, said as "at least 48 hours before" too.
 */
export function upToLeadTime(text: string, q: Quantity): boolean {
  return /\bup to\s*$/i.test(text.slice(Math.max(0, q.start - 8), q.start)) && isLeadTime(text, q);
}

/** Whether `q` in `text` is a lead time (`LEAD_TIME` right after it). */
export function isLeadTime(text: string, q: Quantity): boolean {
  return LEAD_TIME.test(text.slice(q.end, q.end + 30));
}

/** A figure with no bound before it takes one written after it ("16 or later": at least 16). */
function withTrailingBound(q: Quantity, text: string): Quantity {
  if (q.hedge !== null) return q;
  const m = TRAILING_BOUND.exec(text.slice(q.end, q.end + 24));
  if (!m) return q;
  q.hedge = m[1] ? 'gt' : 'lt';
  // "7 or more years' service": the unit after the bound is the figure's.
  const unit = q.dim === 'count' ? lookupUnit(/^\s+([a-z]+)/i.exec(text.slice(q.end + m[0].length, q.end + m[0].length + 16))?.[1]?.toLowerCase() ?? '') : undefined;
  if (unit && unit.dim === 'time') Object.assign(q, { dim: unit.dim, value: q.value * unit.factor, tolerance: q.tolerance * unit.factor, factor: unit.factor });
  return q;
}

/** "more than" / "less than" after a negation in the same clause: "can't have more than 4" is at most 4. */
// Only verbs of measure, auxiliaries and adverbs between, or any one verb right after a modal's "not"
// ("will not walk more than 4 dogs"): in "doesn't apply to orders over $50" the bound belongs to the noun.
const NEGATED_BOUND = /(?:(?:\b(?:will|would|can|could|may|might|must|should|shall|do|does|did)\s+not|n't)(?:\s+[a-z]+)?|\bnot|\bnever|\bcannot)(?:\s+(?:be|been|is|are|was|were|have|has|had|get|take|last|cost|weigh|need|pay|spend|use|exceed|run|wait|stay|go|charge|borrow|withdraw|drink|eat|keep|leave|store|carry|hold|allow|bring|brings|brought|send|sends|sent|book|books|booked|buy|buys|bought|order|orders|ordered|claim|claims|claimed|submit|submits|submitted|return|returns|returned|upload|uploads|uploaded|make|makes|made|add|adds|added|invite|invites|invited|register|registers|registered|request|requests|requested|receive|receives|received|earn|earns|earned|accept|accepts|accepted|sell|sells|sold|transfer|transfers|transferred|redeem|redeems|redeemed|enter|enters|entered|attend|attends|attended|check|checks|checked|include|includes|included|host|hosts|hosted|print|prints|printed|download|downloads|downloaded|work|works|worked|used|taken|given|applied|worn|left|kept|stored|exceeded|rise|increase|grow|fall|drop|decrease|change|up|by|usually|normally|typically|generally|ever|really|for|it|them|this|these|that)){0,4}\s+(more|greater|higher|longer|over|above|exceeding|less|fewer|lower|shorter|under|below)(?:\s+than)?\s*$/i;

/** The bound a negation turns round ("can't be more than 4": 'lt'), or null. */
function negatedBound(text: string, at: number): 'gt' | 'lt' | null {
  const m = NEGATED_BOUND.exec(text.slice(Math.max(0, at - 48), at));
  if (!m) return null;
  return /^(?:more|greater|higher|longer|over|above|exceeding)$/i.test(m[1] ?? '') ? 'lt' : 'gt';
}

/** Whether a limit of `a` is a limit `b` states too ("up to 8" / "do not take more than 8"): a negation that makes a bound says nothing of its own. */
export function sharesLimit(a: readonly Quantity[], b: readonly Quantity[]): boolean {
  return a.some((q) => q.limit === true && b.some((e) => e.limit === true && e.dim === q.dim && e.value === q.value));
}

/** Marks a quantity written as a limit ("up to 1,000 requests", "can't have more than 4"). */
function withLimit(q: Quantity, text: string): Quantity {
  if (q.hedge === 'lt' && (LIMIT.test(text.slice(Math.max(0, q.start - 24), q.start)) || negatedBound(text, q.start) === 'lt')) q.limit = true;
  return q;
}

function hedgeBefore(text: string, at: number): Quantity['hedge'] {
  const before = text.slice(Math.max(0, at - 24), at);
  // "Over 36 months, the repayment is ...", "spread over 12 months": a span of time, not "more than".
  if (SPAN_OVER.test(text.slice(Math.max(0, at - 40), at)) && SPAN_UNIT.test(text.slice(at, at + 30))) return null;
  for (const [re, hedge] of HEDGES) {
    if (!re.test(before)) continue;
    // "not more than" and "no less than" are in the lists; a negation further back turns the bound round.
    if (hedge === 'about') return hedge;
    return negatedBound(text, at) ?? hedge;
  }
  return null;
}

function extractDates(text: string, taken: boolean[]): Quantity[] {
  const out: Quantity[] = [];
  if (!HAS_MONTH.test(text)) return out;
  for (const [re, parts] of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (taken[m.index]) continue;
      const [found, month, day] = parts(m);
      let year = found;
      if (!month || month > 12 || (day !== undefined && (day < 1 || day > 31))) continue;
      let yearless = false;
      if (Number.isNaN(year)) {
        const next = /\b(\d{4})\b/.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 40));
        if (next && /\b(?:and|to|until|till|through|-|–)\b|[-–]/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) year = Number(next[1]);
        else if (day !== undefined) yearless = true;
        else continue;
      }
      // A day of the year without its year ("15 July", "July 15"): a day, compared by month and day.
      if (yearless && day !== undefined) {
        for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
        out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value: month * 100 + day, dim: 'day', tolerance: 0, hedge: null, factor: 1, month, day });
        continue;
      }
      for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
      const q: Quantity = { raw: m[0], start: m.index, end: m.index + m[0].length, value: year, dim: 'date', tolerance: 0, hedge: null, factor: 1, month };
      if (day !== undefined) q.day = day;
      if (day !== undefined && day <= 12 && day !== month && /^\d{1,2}[/.]\d{1,2}[/.]\d{4}$/.test(m[0])) q.either = true;
      out.push(q);
    }
  }
  return [...out, ...listedDays(text, out, taken)];
}

/**
 * Days listed before a date or after it in one month ("on 12 and 14 March", "12–14 March",
 * "March 12 and 14", "Monday 6 to Friday 10 October"): each a date of that month, as the written one is.
 */
function listedDays(text: string, dates: readonly Quantity[], taken: boolean[]): Quantity[] {
  const out: Quantity[] = [];
  for (const d of dates) {
    if (d.day === undefined || d.month === undefined) continue;
    // (The second day may carry its weekday: "from Monday 6 to Friday 10 October 2031".)
    const before = /\b(\d{1,2})(?:st|nd|rd|th)?(\s*(?:,|-|–|&)\s*|\s+(?:and|or|to|through)\s+)(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?$/i.exec(text.slice(Math.max(0, d.start - 28), d.start));
    const after = /^(\s*(?:,|-|–|&)\s*|\s+(?:and|or|to|through)\s+)(\d{1,2})(?:st|nd|rd|th)?\b(?![.,]?\d|\s*(?:%|percent|am|pm|a\.m|p\.m|:))/.exec(text.slice(d.end, d.end + 16));
    const found = before ? { at: d.start - before[0].length, day: Number(before[1]), len: (before[1] ?? '').length } : after ? { at: d.end + (after[1] ?? '').length, day: Number(after[2]), len: (after[2] ?? '').length } : null;
    if (!found || found.day < 1 || found.day > 31 || taken[found.at]) continue;
    for (let i = found.at; i < found.at + found.len; i++) taken[i] = true;
    const value = d.dim === 'day' ? d.month * 100 + found.day : d.value;
    out.push({ ...d, raw: text.slice(found.at, found.at + found.len), start: found.at, end: found.at + found.len, value, day: found.day });
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
  else if (cur) {
    dim = `money:${CURRENCIES[cur.toLowerCase()] ?? cur.toUpperCase()}`;
    if (/^(cents?|pence)$/i.test(cur)) factor *= 0.01;
  }
  else if (unit) {
    const info = lookupUnit(unit);
    if (info) {
      dim = info.dim;
      factor *= info.factor;
    }
  }
  return { factor, dim };
}

/** What follows a clause number: the sentence's first word ("16.2 Either party", "8.1 The Contractor"). */
const CLAUSE_OPENER = /^(?:\.\d+)*\.?\s+(?:The|This|These|Each|Either|Neither|Any|All|No|Nothing|If|Where|When|Unless|Subject|Notwithstanding|Except|Upon|On|In|For|Without|A|An|Both|Such|Only|Save)\b/;

/** A word that cites a clause by number ("clause 12.1", "section 4", "§ 3"). */
/** A street name after a number: "14 Wharf Street", "3 Mill Lane", "221B Baker Street" is not matched (a letter follows). */
const STREET_AFTER = /^\s+(?:\p{Lu}[\p{L}'-]*\s+){1,3}(?:Street|St|Road|Rd|Lane|Avenue|Ave|Way|Drive|Close|Place|Square|Court|Terrace|Row|Crescent|Gardens|Park|Hill|Walk|Mews|Quay|Wharf|Parade|Grove|Boulevard)\b/u;
const CLAUSE_CITED = /\b(?:clause|section|article|paragraph|para|schedule|annex|appendix)\s*$|§\s*$|\b(?:ss?|secs?|regs?|arts?|paras?|cl|sch)\.\s*$/i;
/** A document part that numbers its sections with a dotted number ("Handbook 5.2", "Policy 3.1"). */
const PART_CITED = /\b(?:handbook|policy|chapter|part|guide|manual)\s*$/i;

/**
 * Every quantity in `text`, in order.
 *
 * @example extractQuantities('It is about 330 metres tall.')[0] // { value: 330, dim: 'length', hedge: 'about', ... }
 */
/** Round wholes SHARE_NUMBER allows beyond the small number words. */
const SHARE_WHOLES: Record<string, number> = { twenty: 20, hundred: 100, thousand: 1000 };
const SHARE_NUMBER = String.raw`\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a hundred|hundred|a thousand|thousand`;
/** A change in basis points ("120 basis points", "25bp", "50 bps"): hundredths of a percentage point. */
const BASIS_POINTS = /(?<![\d.,])(\d[\d,]*(?:\.\d+)?)\s?(?:basis points?|bps|bp)\b/gi;

/** Who is counted between a share's two numbers ("one person in ten", "two patients out of every hundred"). */
const SHARE_WHO = String.raw`(?:(?:people|person|patients?|users?|adults?|child(?:ren)?|customers?|women|men|households?|employees?|staff|drivers?|respondents?|students?|voters?)\s+)?`;
/** "N in M" or "N out of (every) M", not followed by a unit or a period ("1 in 3 days" is no share). */
const SHARE_OF = new RegExp(String.raw`\b(${SHARE_NUMBER})\s+${SHARE_WHO}(?:in|out of)\s+(?:every\s+)?(${SHARE_NUMBER})\b(?![.,]\d)(?!\s*(?:%|per\b|seconds?\b|minutes?\b|hours?\b|days?\b|weeks?\b|months?\b|years?\b|am\b|pm\b|[ap]\.m\.|mg\b|ml\b|kg\b|g\b))`, 'gi');

function shareNumber(s: string): number {
  const w = s.toLowerCase().replace(/^a /, '');
  return SMALL[w] ?? SHARE_WHOLES[w] ?? Number(s.replaceAll(',', ''));
}

/** A version written with its "v" ("v2.4", "v3"): the number is read as a count and keeps its "v". */
const VERSION_V = /(?<![\p{L}\d_-])v(?=\d+(?:\.\d+)?(?!\.?\d))/giu;

/** A temperature in a bare "C" or "F" after a figure, where the sentence speaks of heat or storage. */
const BARE_DEGREES = /(?<=\d) (?=[CF](?![\p{L}\d-]))/gu;
const HEAT_WORDS = /\b(?:temperature|refrigerat\w*|fridge|freez\w*|stor(?:e|ed|age)|fever|heat|warm\w*|cool\w*|cold|hot|degrees?|thermostat|oven|below|above)\b/i;
/** A strength "per" an amount ("125 mg/5 ml", "10 mg/ml" is left alone): the amount after the slash is a figure too. */
const STRENGTH_SLASH = /(?<=\d\s?(?:mg|mcg|µg|g|iu|units?))\/(?=\s?\d+(?:\.\d+)?\s?(?:ml|mL|l|L|g|tablets?|doses?)\b)/g;

/** "worth a penny": 1p (not the idiom "won't cost you a penny", which says free). */
const A_PENNY = /(?<=\bworth\s+)(?:a|one)\s+penny\b/gi;
/** "an hour" opening a duration in parts: "an hour and forty minutes", "an hour and a quarter". */
const ARTICLE_UNIT = /\b(an?)(\s+)(?=(?:hour|minute|day|week)\s+and\s+(?:a\s+(?:quarter|half)(?![\w-])|[\w-]+\s+(?:minutes?|seconds?|hours?|days?)\b))/gi;
/** "4xx", "5XX": a class of status codes, no figure. (A version family, "6.x", is kept: it names a row.) */
const CODE_CLASS = /(?<![\w.])\d(?:xx|XX)(?![\w.])/g;

/** `text` with bare temperatures, strengths' amounts and code classes rewritten at the same length (see extractQuantities). */
function writtenPlainly(text: string): string {
  let out = HEAT_WORDS.test(text) ? text.replace(BARE_DEGREES, '°') : text;
  out = out.replace(STRENGTH_SLASH, ' ');
  // A class of status codes ("4xx responses") counts nothing.
  out = out.replace(CODE_CLASS, (m) => ' '.repeat(m.length));
  // "worth a penny": one penny.
  out = out.replace(A_PENNY, (m) => `${' '.repeat(m.length - 2)}1p`);
  // "an hour and forty minutes", "a day and a half": the article is one unit of a duration in parts.
  out = out.replace(ARTICLE_UNIT, (_m, article: string, gap: string) => `${' '.repeat(article.length - 1)}1${gap}`);
  return out;
}

export function extractQuantities(text: string): Quantity[] {
  // An age group written as one word ("Not for under-16s", "over-65s travel free", "the under 5s")
  // is a bound on age: read as "under 16" with the offsets kept ("16s" is no 16 seconds).
  // The group's own bound stands whatever negation comes before it: "Not for under-16s" is about those under 16.
  if (text.search(AGE_GROUP) >= 0) {
    const groups = new Map([...text.matchAll(AGE_GROUP)].map((m) => [(m.index ?? 0) + (m[1] ?? '').length + 1, /^under$/i.test(m[1] ?? '') ? 'lt' as const : 'gt' as const]));
    const qs = extractQuantities(text.replace(AGE_GROUP, (_, word: string, gap: string, n: string) => `${word}${gap === '-' ? ' ' : gap}${n} `));
    for (const q of qs) {
      const hedge = groups.get(q.start);
      if (hedge) {
        q.hedge = hedge;
        delete q.limit;
      }
    }
    return qs;
  }
  // "deprecated in v2.4 and removed in v3.0": read the numbers with the "v" blanked (offsets kept), then put it back.
  if (text.search(VERSION_V) >= 0) {
    const marks = [...text.matchAll(VERSION_V)].map((m) => m.index ?? 0);
    const qs = extractQuantities(text.replace(VERSION_V, ' '));
    for (const q of qs) if (marks.includes(q.start - 1) && q.dim === 'count') Object.assign(q, { raw: text.slice(q.start - 1, q.end), start: q.start - 1, tolerance: 0 });
    return qs;
  }
  // "up to 30 C" in a storage or fever line is 30°C; "125 mg/5 ml" gives 5 ml too. Read with a
  // same-length rewrite ("30°C", "mg 5 ml"), so offsets hold, and the figures as written.
  const plain = writtenPlainly(text);
  if (plain !== text) {
    // A figure that now starts inside a word ("n hour" of "an hour") starts with that word.
    return extractQuantities(plain).map((q) => {
      let start = q.start;
      while (start > 0 && /\p{L}/u.test(text[start - 1] ?? '') && /\p{L}/u.test(text[start] ?? '')) start--;
      return { ...q, start, raw: text.slice(start, q.end) };
    });
  }
  if (!/\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen|half|quarter|third|fifth|fortnight|noon|midday|midnight|year|month|week|day|hour|minute|once|twice|daily|weekly|monthly|annually|every/i.test(text)) return [];
  const taken: boolean[] = [];
  const out = extractDates(text, taken);
  for (const f of findFrequencies(text)) {
    if (taken[f.start]) continue;
    for (let i = f.start; i < f.end; i++) taken[i] = true;
    // Rounded to 1e-6 per day so "every two weeks" and "once a fortnight" compare equal.
    out.push({ raw: text.slice(f.start, f.end), start: f.start, end: f.end, value: f.perDay, dim: 'frequency', tolerance: 1e-6, hedge: null, factor: 1 });
  }
  // A race or call time with seconds ("2:06:41"): a duration, not a count and a clock time.
  HMS.lastIndex = 0;
  for (let m = HMS.exec(text); m; m = HMS.exec(text)) {
    if (taken[m.index]) continue;
    for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
    const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
    // "starts at 10:30:00 UTC" is a time of day, not a duration: a clock time, to the minute.
    const clock = CLOCK_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) || CLOCK_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6));
    if (clock && Number(m[1]) < 24) {
      out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value: Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) / 60, dim: 'clock', tolerance: 0, hedge: hedgeBefore(text, m.index), factor: 1 });
      continue;
    }
    out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value: seconds, dim: 'time', tolerance: 0.5, hedge: hedgeBefore(text, m.index), factor: 1 });
  }
  // "expanded 120 basis points": 1.2 percentage points.
  for (const m of text.matchAll(BASIS_POINTS)) {
    const at = m.index ?? 0;
    if (taken[at]) continue;
    for (let i = at; i < at + m[0].length; i++) taken[i] = true;
    out.push({ raw: m[0], start: at, end: at + m[0].length, value: Number((m[1] ?? '').replaceAll(',', '')) / 100, dim: 'percent', tolerance: 0.005, hedge: hedgeBefore(text, at), factor: 0.01 });
  }
  // "1 in 10 people", "nine out of ten customers": a share, compared as a percentage.
  SHARE_OF.lastIndex = 0;
  for (let m = SHARE_OF.exec(text); m; m = SHARE_OF.exec(text)) {
    const part = shareNumber(m[1] ?? '');
    const whole = shareNumber(m[2] ?? '');
    // "2,000 in 2020" is a figure and a year.
    const year = /^\d{4}$/.test(m[2] ?? '') && whole >= 1800 && whole <= 2100;
    if (taken[m.index] || year || !(part > 0 && whole >= 2 && part < whole)) continue;
    for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
    out.push({ raw: m[0], start: m.index, end: m.index + m[0].length, value: (100 * part) / whole, dim: 'percent', tolerance: 1e-6, hedge: hedgeBefore(text, m.index), factor: 1 });
  }
  for (const c of findClockTimes(text)) {
    if (taken[c.start]) continue;
    for (let i = c.start; i < c.end; i++) taken[i] = true;
    out.push({ raw: text.slice(c.start, c.end), start: c.start, end: c.end, value: c.minutes, dim: 'clock', tolerance: 0, hedge: hedgeBefore(text, c.start), factor: 1, ...(c.eitherHalf ? { either: true as const } : {}) });
  }
  const found: Array<{ start: number; end: number; base: number; decimals: string; digits: string; word: boolean }> = [];
  for (const w of findWordNumbers(text)) found.push({ start: w.start, end: w.end, base: w.value, decimals: '', digits: '', word: true });
  NUMBER.lastIndex = 0;
  for (let m = NUMBER.exec(text); m; m = NUMBER.exec(text)) {
    const digits = m[1] ?? '';
    const decimals = m[2] ?? '';
    found.push({ start: m.index, end: m.index + m[0].length, base: Number(digits.replaceAll(',', '') + decimals), decimals, digits, word: false });
  }
  for (const h of halfUnits(text)) {
    if (taken[h.start]) continue;
    for (let i = h.start; i < h.end; i++) taken[i] = true;
    out.push(h);
  }
  found.sort((a, b) => a.start - b.start);
  for (const { start: at, end, base, decimals, digits, word } of found) {
    if (taken[at]) continue;
    // Decades ("the 1920s") are periods, not numbers the rules compare.
    if (/^\d{4}$/.test(digits) && !decimals && /^'?s\b/.test(text.slice(end))) continue;
    const after = AFTER.exec(text.slice(end, end + 40).toLowerCase());
    const [matched = '', scale, percent, ordinal, unit, matchedCurrency] = after ?? [];
    // Pence written after the figure ("18.5p per share", "3p"): pounds' hundredths. Not "1080p".
    const pence = !word && !matched.trim() && base < 1000 && /^p(?![\p{L}\d])/u.test(text.slice(end));
    const tail = pence ? 'p' : matched;
    const currencyWord = pence ? 'pence' : matchedCurrency;
    const symbol = BEFORE_CURRENCY.exec(text.slice(Math.max(0, at - 4), at));
    const currency = symbol?.[1] ?? currencyWord;
    // A clause number opening the text ("16.2 Either party may ...") or cited ("under clause 12.1",
    // "Handbook 5.2") numbers a clause: no figure of any kind, found only as the same clause number.
    if (!word && !tail.trim() && !currency && ((decimals && /^\s*$/.test(text.slice(0, at)) && CLAUSE_OPENER.test(text.slice(end))) || CLAUSE_CITED.test(text.slice(0, at)) || (decimals && PART_CITED.test(text.slice(0, at))))) {
      const number = /^[\d.]*\d/.exec(text.slice(at))?.[0] ?? digits;
      for (let i = at; i < at + number.length; i++) taken[i] = true;
      // 12.1 and 12.10 are different clauses: each part counts in its own thousandth.
      const value = number.split('.').reduce((sum, part, i) => sum + Number(part) / 1000 ** i, 0);
      out.push({ raw: number, start: at, end: at + number.length, value, dim: 'clause', tolerance: 0, hedge: null, factor: 1 });
      continue;
    }
    // A house number ("14 Wharf Street") names a place: no figure, found only as the same number of an address.
    if (!word && !decimals && !tail.trim() && !currency && STREET_AFTER.test(text.slice(end, end + 60))) {
      for (let i = at; i < end; i++) taken[i] = true;
      out.push({ raw: text.slice(at, end), start: at, end, value: base, dim: 'address', tolerance: 0, hedge: null, factor: 1 });
      continue;
    }
    let { factor, dim: rawDim } = unitOf(scale, percent, ordinal, unit, currency);
    // A range's first number takes the second's unit: "5 to 7 business days", "5–7 days".
    // Not a year ("in 2023 to 814 million" is no range of millions).
    const yearLike = !decimals && !digits.includes(',') && !scale && !word && base >= 1000 && base <= 2100 && /\b(?:in|since|during|of|for)\s+$/i.test(text.slice(Math.max(0, at - 8), at));
    // "2022 -8.1%": a figure after a space and a minus sign is a signed figure of its own (read by its
    // size, as "−8.1%" is), not the end of a range from 2022.
    if (!tail.trim() && !currency && !yearLike && !/^\s[-−]\d/.test(text.slice(end, end + 3))) {
      const range = RANGE_TAIL.exec(text.slice(end, end + 60).toLowerCase());
      if (range) ({ factor, dim: rawDim } = unitOf(range[1], range[2], undefined, range[3], range[4]));
    }
    // A working or business week is five working days: "two working weeks" states "10 working days".
    if (rawDim === 'time' && /\b(?:working|business)\s+weeks?\b/i.test(tail)) factor = (factor / 7) * 5;
    // A plural after it counts those things ("1200 members"), and so does a plural without an "s"
    // ("1100 people", "1500 children", "2000 staff") but after "in", "since" or "during": "In 2024 people voted".
    const next = text.slice(end + tail.length, end + tail.length + 20);
    const pluralAfter = /^\s+(?!(?:was|has|is|this|its|his|as|us|does|goes|says|plus|less|unless|across|always|perhaps|versus|thus)\b)[a-z]+s\b/.test(next)
      || (/^\s+(?:people|children|men|women|staff|personnel)\b/.test(next) && !/\b(?:in|since|during)\s+$/i.test(text.slice(Math.max(0, at - 8), at)));
    const plainYear = rawDim === 'count' && !decimals && !digits.includes(',') && base >= 1000 && base <= 2100 && !scale && !word && !pluralAfter
      // "a 1500-word contract", "a 1200-page report": a count of the things after the hyphen, no year.
      && !/^-(?:word|page|character|line|item|row|piece|seat|bed|unit|metre|meter|mile|kilometre|kilometer|litre|liter)\b/i.test(text.slice(end + tail.length, end + tail.length + 12));
    const dim = plainYear ? 'year' : rawDim;
    const start = symbol ? at - symbol[0].length : at;
    const tolerance = word ? 0 : 0.5 * 10 ** -Math.max(0, decimals.length - 1) * factor;
    out.push({
      raw: text.slice(start, end + tail.length).trim(), start, end: end + tail.length, value: base * factor, dim,
      tolerance, hedge: hedgeBefore(text, start), factor,
    });
    for (let i = at; i < end + tail.length; i++) taken[i] = true;
  }
  return rangeCurrency(mergeDurations(out.map((q) => withLimit(withTrailingBound(q, text), text)).sort((a, b) => a.start - b.start), text), text);
}

/** A range whose first figure carries the currency ("GBP 36,500-45,000", "£20 to 30"): the second is money too. */
function rangeCurrency(qs: Quantity[], text: string): Quantity[] {
  for (let i = 1; i < qs.length; i++) {
    const a = qs[i - 1];
    const b = qs[i];
    if (!a || !b || !a.dim.startsWith('money') || b.dim !== 'count' || !/^\s?(?:-|–|—|to)\s?$/.test(text.slice(a.end, b.start))) continue;
    // "£3.2 million to 4.1 million": a second figure with its own scale keeps it.
    qs[i] = b.factor > 1 ? { ...b, dim: a.dim } : { ...b, dim: a.dim, value: b.value * a.factor, tolerance: b.tolerance * a.factor, factor: a.factor };
  }
  // "from 740 million euros in 2023 to 814 million in 2024": the figure after "to" is in the currency of the one after "from".
  for (let i = 1; i < qs.length; i++) {
    const b = qs[i];
    if (!b || b.dim !== 'count' || b.factor <= 1 || !/\bto\s+$/i.test(text.slice(Math.max(0, b.start - 4), b.start))) continue;
    const a = qs.slice(0, i).reverse().find((q) => q.dim.startsWith('money'));
    if (!a || a.factor !== b.factor || !/\bfrom\s+$/i.test(text.slice(Math.max(0, a.start - 6), a.start)) || /[.;!?]/.test(text.slice(a.end, b.start))) continue;
    qs[i] = { ...b, dim: a.dim };
  }
  return qs;
}

/** "2 hours 15 minutes", "1 h and 30 min": one duration, the sum of its parts (larger unit first). */
function mergeDurations(qs: Quantity[], text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const q of qs) {
    const prev = out.at(-1);
    if (prev && prev.dim === 'time' && q.dim === 'time' && prev.factor > q.factor && /^\s*(?:and\s+|,\s*)?$/.test(text.slice(prev.end, q.start))) {
      out[out.length - 1] = { ...prev, raw: text.slice(prev.start, q.end), end: q.end, value: prev.value + q.value, tolerance: q.tolerance, factor: q.factor };
    } else out.push(q);
  }
  // "an hour and a quarter", "two days and a half": a fraction of the unit after it.
  return out.map((q) => {
    const part = q.dim === 'time' ? /^\s+and\s+a\s+(quarter|half)(?![\w-])/i.exec(text.slice(q.end)) : null;
    if (!part) return q;
    const end = q.end + part[0].length;
    return { ...q, raw: text.slice(q.start, end), end, value: q.value + q.factor * (part[1]?.toLowerCase() === 'half' ? 0.5 : 0.25), tolerance: Math.min(q.tolerance, q.factor / 8) };
  });
}
