/**
 * Numbers written in words ("thirty", "twenty-five", "four thousand", "one and a half",
 * "two and a quarter", "half an hour" is left to the caller) and clock times ("6 p.m.",
 * "11:55", "noon"), found in a text with their spans. Pure; used by `quantities.ts`.
 */
import { wordTable } from '../word-table.ts';

/** The numbers below twenty, in words. */
export const SMALL: Readonly<Record<string, number>> = wordTable({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
});
const TENS: Record<string, number> = wordTable({ twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 });
const SCALE: Record<string, number> = wordTable({ hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 });
const FRACTION: Record<string, number> = wordTable({ half: 0.5, quarter: 0.25 });

/** Ordinal words by value ("second" is 2), up to twelfth. */
export const ORDINAL_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

/** A number found in words. */
export interface WordNumber {
  start: number;
  end: number;
  value: number;
}

const WORD = /[a-z]+(?:-(?:one|two|three|four|five|six|seven|eight|nine)\b)?/gy;
const GAP = /[ \t]+/y;

function valueOfWord(w: string): { kind: 'small' | 'tens' | 'scale' | 'dozen'; value: number } | null {
  if (w in SMALL) return { kind: 'small', value: SMALL[w] ?? 0 };
  if (w in TENS) return { kind: 'tens', value: TENS[w] ?? 0 };
  if (w in SCALE) return { kind: 'scale', value: SCALE[w] ?? 0 };
  if (w === 'dozen') return { kind: 'dozen', value: 12 };
  const [a, b] = w.split('-');
  if (a && b && a in TENS && b in SMALL && (SMALL[b] ?? 0) > 0 && (SMALL[b] ?? 0) < 10) return { kind: 'small', value: (TENS[a] ?? 0) + (SMALL[b] ?? 0) };
  return null;
}

/** Reads a run of number words from `at` (lower-case text); null when none starts there. */
function readRun(lower: string, at: number, leadingOne = false): WordNumber | null {
  let i = at;
  let total = 0;
  // "a hundred and fifty": the article is one, and a scale must follow it.
  let current = leadingOne ? 1 : 0;
  let end = -1;
  let words = leadingOne ? 1 : 0;
  let last: string | null = leadingOne ? 'small' : null;
  for (;;) {
    WORD.lastIndex = i;
    const m = WORD.exec(lower);
    if (!m) break;
    const w = m[0];
    if (w === 'and' && words > 0 && last === 'scale') { // "one hundred and fifty"
      const next = /^ ([a-z]+(?:-[a-z]+)?)/.exec(lower.slice(WORD.lastIndex, WORD.lastIndex + 20));
      const nv = next ? valueOfWord(next[1] ?? '') : null;
      if (!nv || nv.kind === 'scale') break;
      i = WORD.lastIndex + 1;
      continue;
    }
    const v = valueOfWord(w);
    if (!v) break;
    if (v.kind === 'scale') {
      if (words === 0) break;
      current = (current || 1) * v.value;
      if (v.value >= 1000) { total += current; current = 0; }
      last = 'scale';
    } else if (v.kind === 'dozen') {
      current = (current || 1) * 12;
      last = 'scale';
    } else {
      if (last === 'small' || (last === 'tens' && v.kind === 'tens')) break; // "two three" is two numbers
      current += v.value;
      last = v.kind;
    }
    words++;
    end = WORD.lastIndex;
    GAP.lastIndex = end;
    if (!GAP.exec(lower)) break;
    i = GAP.lastIndex;
  }
  if (words === 0 || end < 0) return null;
  let value = total + current;
  // "one and a half", "two and a quarter"
  const frac = /^ and (?:a |one )?(half|quarter)\b/.exec(lower.slice(end, end + 20));
  if (frac) {
    value += FRACTION[frac[1] ?? ''] ?? 0;
    end += frac[0].length;
  }
  return { start: at, end, value };
}

const START = /\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a dozen|dozen|a hundred|a thousand)\b/g;
/** After "one", what makes it a number rather than a pronoun or article ("one of", "no one"). */
const ONE_COUNTS = /^(?:[ -](?:and a (?:half|quarter)|in|out of|hundred|thousand|million|billion|dozen)\b|\s(?:to|or)\s(?:two|three|four|five|six|\d)\b|[ -](?:(?:[a-z]+ed|free|extra|additional|single|full|whole|further)[ -])?(?:second|minute|hour|day|week|month|year|tablet|dose|capsule|person|adult|child|bag|night|point|time|kg|g|mg|ml|litre|liter|metre|meter|mile|km|percent)s?\b)/;

/**
 * Every number written in words in `text`, with spans (UTF-16).
 *
 * @example findWordNumbers('thirty days')[0] // { start: 0, end: 6, value: 30 }
 */
export function findWordNumbers(text: string): WordNumber[] {
  const lower = text.toLowerCase();
  const out: WordNumber[] = [];
  START.lastIndex = 0;
  for (let m = START.exec(lower); m; m = START.exec(lower)) {
    const at = m.index + (m[1]?.startsWith('a ') ? 2 : 0);
    if (/[a-z-]$/.test(lower.slice(0, m.index))) continue;
    if (m[1] === 'one' && !ONE_COUNTS.test(lower.slice(m.index + 3, m.index + 16))) continue;
    const run = readRun(lower, at, m[1] === 'a hundred' || m[1] === 'a thousand');
    if (!run) continue;
    out.push(run);
    START.lastIndex = run.end;
  }
  return out;
}

/** A clock time found in text: minutes after midnight. */
export interface ClockTime {
  start: number;
  end: number;
  minutes: number;
  /** Said in words with no part of the day ("a quarter to five"): the same time twelve hours on may be meant. */
  eitherHalf?: true;
}

const RANGE = /\b(\d{1,2})(?:[:.](\d{2}))?(?=\s?(?:-|–|to)\s?(\d{1,2})(?:[:.]\d{2})?\s?(a\.?m\.?|p\.?m\.?)(?![a-z]))/gi;
const CLOCK = /\b(\d{1,2})(?:[:.](\d{2}))?\s?(a\.?m\.?|p\.?m\.?)(?![a-z])|\b([01]?\d|2[0-3]):([0-5]\d)\b(?!:\d)|\b(noon|midday|midnight)\b/gi;

/** The minute before midnight or noon, in words. */
const BEFORE_MIDNIGHT = /\b(?:just|shortly|right|a minute|one minute)\s+(?:before|to)\s+(midnight|noon|midday)\b/gi;

/** A clock time in words: "half past nine", "quarter to six", "a quarter past 4 p.m.", "five o'clock". */
const HOUR = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const SPOKEN = new RegExp(String.raw`\b(?:a\s+)?(?:(half|quarter)\s+(past|to)\s+${HOUR}|${HOUR}\s+o'clock)(?:\s?(a\.?m\.?|p\.?m\.?)(?![a-z]))?`, 'gi');
/** "a quarter past midnight", "half past noon", "quarter to midnight". */
const SPOKEN_MIDNIGHT = /\b(?:a\s+)?(half|quarter)\s+(past|to)\s+(midnight|noon|midday)\b/gi;

/** An hour said with its part of the day ("nine in the morning", "7:30 in the evening", "11 at night"). */
const DAYPART = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[:.]([0-5]\d))?(?:\s+o'clock)?\s+(in the morning|in the afternoon|in the evening|at night)\b/gi;

/** A bare hour joined to a clock time as a range's other end: "from 7:30 to 10", "between 8 and 11 in the morning". */
const BARE_BEFORE = /\b(\d{1,2})\s*(?:-|–|to|until|till|and)\s*$/i;
const BARE_AFTER = /^\s*(?:-|–|to|until|till)\s*(\d{1,2})(?![\d:%]|[.,]\d|\s*(?:[ap]\.?m\b|[a-z]*\s*(?:minutes?|mins?|hours?|hrs?|days?|people|persons?|guests?|items?|times|percent|years?|weeks?|months?)\b))/i;
/** What may follow the bare hour: the end of the text, punctuation, or a word that is no unit. */
const BARE_END = /^(?:\s*(?:$|[,.;:!?)\u2013\u2014]|(?:on|at|in|every|each|daily|and|or|but|with|for|from|the|except|then|so|weekdays|weekends|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b))/i;

/**
 * The bare hours at the other end of a range from a clock time, read as clock times on the side of
 * noon that keeps the range running forward ("09:00 to 5" ends at 17:00, "from 7 until half past
 * ten" starts at 07:00).
 */
function bareRangeHours(text: string, times: ClockTime[]): ClockTime[] {
  const out = [...times];
  const taken = (at: number) => out.some((o) => o.start <= at && o.end > at);
  for (const t of times) {
    const before = BARE_BEFORE.exec(text.slice(Math.max(0, t.start - 12), t.start));
    if (before) {
      const at = t.start - before[0].length + before[0].indexOf(before[1] ?? '');
      const minutes = hourBeside(Number(before[1]), t.minutes, 'before');
      if (minutes !== null && !taken(at) && !/[\d:.]/.test(text[at - 1] ?? '')) out.push({ start: at, end: at + (before[1] ?? '').length, minutes });
    }
    const after = BARE_AFTER.exec(text.slice(t.end, t.end + 16));
    if (after) {
      const at = t.end + after[0].length - (after[1] ?? '').length;
      const minutes = hourBeside(Number(after[1]), t.minutes, 'after');
      if (minutes !== null && !taken(at) && BARE_END.test(text.slice(at + (after[1] ?? '').length))) out.push({ start: at, end: at + (after[1] ?? '').length, minutes });
    }
  }
  return out;
}

/**
 * Bare hour `h` as minutes after midnight, on the side of noon nearest the range's other end
 * `minutes` that keeps the range running forward (the hour comes `side` it), or null.
 */
function hourBeside(h: number, minutes: number, side: 'before' | 'after'): number | null {
  if (h > 24) return null;
  const candidates = h >= 1 && h < 12 ? [h * 60, (h + 12) * 60] : h === 12 ? [720] : [(h % 24) * 60];
  const fit = candidates.filter((m) => (side === 'before' ? m < minutes : m > minutes));
  if (fit.length === 0) return null;
  return side === 'before' ? Math.max(...fit) : Math.min(...fit);
}

/**
 * Clock times: "6 p.m." and "18:00" are both 1080 minutes; "noon" 720.
 *
 * @example findClockTimes('until 9 p.m.')[0].minutes // 1260
 */
export function findClockTimes(text: string): ClockTime[] {
  const out: ClockTime[] = [];
  // First, so that "7:30 in the evening" is not read as 7:30 in the morning.
  DAYPART.lastIndex = 0;
  for (let m = DAYPART.exec(text); m; m = DAYPART.exec(text)) {
    const word = (m[1] ?? '').toLowerCase();
    const h = /\d/.test(word) ? Number(word) : SMALL[word] ?? 0;
    if (h < 1 || h > 12) continue;
    const part = (m[3] ?? '').toLowerCase();
    // Evening hours and night hours up to 11 are after noon; "12 at night" is midnight, "2 at night" 2 a.m.
    const hour = h === 12 ? (part === 'at night' ? 0 : 12) : part === 'in the morning' || (part === 'at night' && h <= 4) ? h : h + 12;
    out.push({ start: m.index, end: m.index + m[0].length, minutes: hour * 60 + Number(m[2] ?? 0) });
  }
  // A range's first time takes the second's a.m./p.m.: "from 7 to 10:30 am".
  RANGE.lastIndex = 0;
  for (let m = RANGE.exec(text); m; m = RANGE.exec(text)) {
    const h = Number(m[1]);
    if (h < 1 || h > 12 || out.some((o) => o.start === m!.index)) continue;
    // "9-5 pm" runs from 9 am: a first hour after the second is on the other side of noon.
    const pm = (m[4] ?? '').toLowerCase().startsWith('p') && !(h > Number(m[3]) && h !== 12);
    out.push({ start: m.index, end: m.index + (m[1] ?? '').length + (m[2] ? m[2].length + 1 : 0), minutes: ((h % 12) + (pm ? 12 : 0)) * 60 + Number(m[2] ?? 0) });
  }
  // "half past nine", "quarter to six", "five o'clock": an hour without a part of the day is read
  // as office hours do (1-6 after noon, 7-12 before), unless a.m./p.m. follows.
  SPOKEN.lastIndex = 0;
  for (let m = SPOKEN.exec(text); m; m = SPOKEN.exec(text)) {
    const word = (m[3] ?? m[4] ?? '').toLowerCase();
    const h = /\d/.test(word) ? Number(word) : SMALL[word] ?? 0;
    if (h < 1 || h > 12 || out.some((o) => o.start <= m!.index && o.end > m!.index)) continue;
    const part = (m[5] ?? '').toLowerCase();
    const pm = part ? part.startsWith('p') : h <= 6;
    const hour = (h % 12) + (pm ? 12 : 0);
    const offset = m[1] ? (m[1].toLowerCase() === 'half' ? 30 : 15) * (m[2]?.toLowerCase() === 'to' ? -1 : 1) : 0;
    out.push({ start: m.index, end: m.index + m[0].length, minutes: (hour * 60 + offset + 1440) % 1440, ...(part ? {} : { eitherHalf: true as const }) });
  }
  SPOKEN_MIDNIGHT.lastIndex = 0;
  for (let m = SPOKEN_MIDNIGHT.exec(text); m; m = SPOKEN_MIDNIGHT.exec(text)) {
    if (out.some((o) => o.start <= m!.index && o.end > m!.index)) continue;
    const base = (m[3] ?? '').toLowerCase() === 'midnight' ? 0 : 720;
    const offset = ((m[1] ?? '').toLowerCase() === 'half' ? 30 : 15) * ((m[2] ?? '').toLowerCase() === 'to' ? -1 : 1);
    out.push({ start: m.index, end: m.index + m[0].length, minutes: (base + offset + 1440) % 1440 });
  }
  // "just before midnight", "a minute to midnight": 23:59, as a timetable writes it.
  BEFORE_MIDNIGHT.lastIndex = 0;
  for (let m = BEFORE_MIDNIGHT.exec(text); m; m = BEFORE_MIDNIGHT.exec(text)) {
    out.push({ start: m.index, end: m.index + m[0].length, minutes: (m[1]?.toLowerCase() === 'midnight' ? 1440 : 720) - 1 });
  }
  CLOCK.lastIndex = 0;
  for (let m = CLOCK.exec(text); m; m = CLOCK.exec(text)) {
    let minutes: number;
    if (m[6]) minutes = m[6].toLowerCase() === 'midnight' ? 0 : 720;
    else if (m[3]) {
      const h = Number(m[1]);
      if (h < 1 || h > 12) continue;
      const pm = m[3].toLowerCase().startsWith('p');
      minutes = ((h % 12) + (pm ? 12 : 0)) * 60 + Number(m[2] ?? 0);
    } else minutes = Number(m[4]) * 60 + Number(m[5]);
    if (out.some((o) => o.start === m!.index || (o.start < m!.index && o.end > m!.index))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, minutes });
  }
  return bareRangeHours(text, out).sort((a, b) => a.start - b.start);
}
