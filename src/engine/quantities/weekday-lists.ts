/**
 * The weekdays a text names in a schedule's short forms or as a run: "Operates Mon, Wed, Fri",
 * "Mon–Fri 9–5", "Monday to Friday", "Tue & Thu". A short form counts only beside another day
 * (in a list or a run), so "sat", "wed" and "sun" as words are no days. Pure.
 */

/** The weekdays in order, Monday first, lower case. */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const SHORT: Record<string, number> = { mon: 0, tue: 1, tues: 1, wed: 2, thu: 3, thur: 3, thurs: 3, fri: 4, sat: 5, sun: 6 };
const DAY = String.raw`(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day|nesday|sday|urday)?s?\.?`;
/** Two or more days joined by commas, "and", "&", "/" or a run ("to", "-", "–"). */
const DAY_LIST = new RegExp(String.raw`\b${DAY}(?:\s*(?:,|&|/|\band\b|\bto\b|-|–|—|through|thru)\s*${DAY})+(?![\p{L}])`, 'giu');
const ONE_DAY = new RegExp(String.raw`\b(${DAY})|(\s*(?:-|–|—|\bto\b|through|thru)\s*)`, 'giu');

/** The index (0 = Monday) of a written day, long or short, or -1. */
function dayIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '').replace(/s$/, '');
  const full = DAYS.indexOf(w as (typeof DAYS)[number]);
  if (full >= 0) return full;
  return SHORT[w] ?? -1;
}

/** Words of a schedule line that name no thing: "Operates Mon, Wed, Fri", "Open Mon–Sat". */
const GENERIC = new Set(['operates', 'operate', 'operating', 'runs', 'run', 'running', 'open', 'opens', 'opening', 'available', 'from', 'on', 'only', 'and', 'also', 'daily', 'hours', 'service', 'services', 'times', 'the', 'a', 'is', 'are', 'every', 'each', 'all', 'days', 'day', 'except', 'between']);

/** One list or run of days and the words naming what it is for ("Live chat - Mon-Sat": live, chat). */
export interface DayList {
  days: Set<string>;
  label: string[];
}

/** The days one list names; a run ("Mon–Fri") names the days between its ends too, wrapping past Sunday. */
function daysOf(list: string): Set<string> {
  const out = new Set<string>();
  let previous = -1;
  let run = false;
  for (const m of list.matchAll(ONE_DAY)) {
    if (m[2] !== undefined) {
      run = true;
      continue;
    }
    const day = dayIndex(m[1] ?? '');
    if (day < 0) continue;
    if (run && previous >= 0) for (let d = (previous + 1) % 7; d !== day; d = (d + 1) % 7) out.add(DAYS[d] ?? '');
    out.add(DAYS[day] ?? '');
    previous = day;
    run = false;
  }
  out.delete('');
  return out;
}

/** Every list or run of days a text names, with the label before it in its clause. */
export function dayLists(text: string): DayList[] {
  return [...text.matchAll(DAY_LIST)].map((m) => {
    const before = text.slice(0, m.index).split(/[.;:!?()]/).at(-1) ?? '';
    const label = (before.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !GENERIC.has(w));
    return { days: daysOf(m[0]), label };
  });
}
