/**
 * Weekdays the context names in a schedule's short forms or as a run ("Operates Mon, Wed, Fri",
 * "Phone - Mon-Fri 08:00-18:00"), counted for a claim only when the list's label is the claim's
 * thing or there is none. So "Live chat - Mon-Sat" states Saturdays for live chat, not for phones. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { dayLists } from '../quantities/weekday-lists.ts';

const FULL_DAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/i;

/** A full weekday word's day in the singular, lower case ("Saturdays" -> "saturday"), else ''. */
export function dayName(word: string): string {
  return FULL_DAY.test(word) ? word.toLowerCase().replace(/s$/, '') : '';
}

/** The days (lower case, singular) the sentences `ids` list for the claim's thing: a list labelled with none of the claim's words ("Live chat - Mon-Sat" for phones) is another thing's. */
export function daysListedAbout(index: ContextIndex, claim: UnitFacts, ids: readonly number[]): Set<string> {
  const out = new Set<string>();
  if (!claim.tokens.some((t) => dayName(t.text) !== '')) return out;
  const words = new Set(claim.tokens.flatMap((t) => [t.text.toLowerCase(), termOf(t)]));
  const about = (w: string) => words.has(w) || words.has(w.replace(/s$/, ''));
  for (const id of ids) {
    for (const list of dayLists(index.sentences[id]?.facts.text ?? '')) {
      if (list.label.length > 0 && !list.label.some(about)) continue;
      for (const d of list.days) out.add(d);
    }
  }
  return out;
}
