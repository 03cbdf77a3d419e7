/**
 * A clock time read off another day's row of a timetable: "On Saturdays, the first coach is at
 * 10:20" where the passage gives "Saturday: 08:10, 11:45, 15:30. Sunday and public holidays:
 * 10:20, 16:15". Table rows are told apart by the days before their first time, so the rules
 * that read rows by names and figures (which leave clock times alone) do not see it.
 *
 * A row is a sentence (or a ";" part of one) that names days ("Saturday", "Mon-Fri", "Monday to
 * Friday", "weekends", "daily") before its first clock time, and the times after. Contradicted
 * when the claim names one day and gives a clock time (each of several in turn), a row of the same passage names that day
 * and none of its rows does with that time, and another row of that passage gives the time for
 * other days only. A row whose own label names no days takes the days of its passage's heading
 * ("Sundays and public holidays (valid from 2 June 2025). Kellsby Bus Station departs: 06:40, ..."),
 * and two passages with the same title are one service's timetables for different days.
 */
import { sameValue } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { extractQuantities } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { DAYS, dayLists } from '../quantities/weekday-lists.ts';
import { once } from '../context/memo.ts';

const DAY_WORD = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\b(weekdays?|weekends?|daily|every day)\b/gi;

interface Row { sentence: number; passage: number; days: Set<string>; label: string; times: Quantity[]; headed?: boolean }

/** The days `text` names: single days, runs and lists ("Mon-Fri"), weekdays, weekends, daily. */
function daysIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const list of dayLists(text)) for (const d of list.days) out.add(d);
  for (const m of text.matchAll(DAY_WORD)) {
    const word = (m[1] ?? m[2] ?? '').toLowerCase();
    if ((DAYS as readonly string[]).includes(word)) out.add(word);
    else if (word.startsWith('weekday')) DAYS.slice(0, 5).forEach((d) => out.add(d));
    else if (word.startsWith('weekend')) DAYS.slice(5).forEach((d) => out.add(d));
    else DAYS.forEach((d) => out.add(d));
  }
  return out;
}

/** The timetable rows of the context. */
function rowsOf(index: ContextIndex): Row[] {
  const rows: Row[] = [];
  /** Per passage, the last sentence without times that names days: a timetable's heading ("Sundays and public holidays (valid from 2 June)."). */
  const heading = new Map<number, { days: Set<string>; label: string }>();
  index.sentences.forEach((s, sentence) => {
    let timed = false;
    // A ";" part without days of its own continues the row its sentence opened ("Monday to Friday:
    // departs Greyport 07:15, 11:40; departs Tallow Harbour 09:05, 13:30").
    let opened: { days: Set<string>; label: string } | null = null;
    for (const part of s.facts.text.split(';')) {
      const times = extractQuantities(part).filter((q) => q.dim === 'clock');
      const first = times[0];
      if (!first) continue;
      timed = true;
      const label = part.slice(0, first.start);
      const days = daysIn(label);
      const head = heading.get(s.passage);
      if (days.size > 0) {
        opened = { days, label: label.replace(/[\s:–—-]+$/, '').trim() };
        rows.push({ sentence, passage: s.passage, ...opened, times });
      } else if (opened) {
        const days = opened.label.split(':')[0] ?? opened.label;
        rows.push({ sentence, passage: s.passage, days: opened.days, label: `${days}: ${label.replace(/[\s:–—-]+$/, '').trim()}`, times });
      }
      else if (head) rows.push({ sentence, passage: s.passage, days: head.days, label: head.label, times, headed: true });
    }
    const days = timed ? new Set<string>() : daysIn(s.facts.text);
    if (days.size > 0) heading.set(s.passage, { days, label: s.facts.text.replace(/[\s.:]+$/, '').trim() });
  });
  return rows;
}

/** Whether two passages open with the same title ("Line X7 Kellsby — Amberford Airport."): one service's timetables for different days. */
function sameTitle(index: ContextIndex, a: number, b: number): boolean {
  const title = (p: number) => index.sentences.find((s) => s.passage === p)?.facts.text.trim().toLowerCase();
  const first = a === b ? undefined : title(a);
  return first !== undefined && first === title(b);
}

/** The rows of each context, read once per check. */
const ROWS = new WeakMap<ContextIndex, Row[]>();

/** The contradiction, or null. */
export function timetableDay(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const clocks = claim.quantities.filter((q) => q.dim === 'clock');
  const days = daysIn(claim.text);
  const [day] = [...days];
  if (!day || days.size !== 1) return null;
  // Each clock time of the claim ("Saturday departures are at 13:30 and 18:20"): the first read off another day's row.
  for (const q of clocks) {
    const found = offRow(index, q, day, claim.text.toLowerCase());
    if (found) return found;
  }
  return null;
}

function offRow(index: ContextIndex, q: Quantity, day: string, claimText: string): RuleVerdict | null {
  const rows = once(ROWS, index, () => rowsOf(index));
  const has = (r: Row) => r.times.some((t) => sameValue(t, q));
  // The claim's day with its time anywhere (another service's "Daily: 11:45" too): nothing to say.
  if (rows.some((r) => r.days.has(day) && has(r))) return null;
  // The day's rows, those whose label shares most words with the claim first ("departs Tallow Harbour" for "departures from Tallow Harbour").
  const shared = (r: Row) => (r.label.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => claimText.includes(w)).length;
  for (const mine of rows.filter((r) => r.days.has(day)).sort((a, b) => shared(b) - shared(a))) {
    // Another day's row of the same passage, or of the same service's timetable for other days in another passage.
    const other = rows.find((r) => (r.passage === mine.passage || (mine.headed && r.headed && sameTitle(index, r.passage, mine.passage))) && !r.days.has(day) && has(r));
    if (!other) continue;
    const pid = passageId(index, other.sentence);
    const times = mine.times.map((t) => t.raw).join(', ');
    return verdict('contradicted', true, [sentenceEvidence(index, mine.sentence), sentenceEvidence(index, other.sentence)],
      [`The answer gives ${q.raw} for ${day[0]?.toUpperCase()}${day.slice(1)}; ${pid} gives it for "${other.label}", and ${times} for "${mine.label}".`],
      `Use a time ${pid} gives for "${mine.label}": ${times}.`);
  }
  return null;
}
