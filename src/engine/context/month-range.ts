/**
 * Where the context gives a run of months holding a month ("summer season from April to October"
 * holds August; "November to March" holds January): the sentence giving that run, or the whole
 * passage when that run is its only one (a heading: "..., summer season from April to October."),
 * is the row the month picks. Pure.
 */
import { monthOf } from '../quantities/quantities.ts';
import type { ContextIndex } from './context-index.ts';

const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december';
const RUN = new RegExp(`\\b(${MONTH})\\s*(?:to|until|till|through|-|–)\\s*(${MONTH})\\b`, 'gi');

/** Whether month `m` (0-11) lies in the run from `a` to `b`, wrapping past December. */
function within(m: number, a: number, b: number): boolean {
  return a <= b ? m >= a && m <= b : m >= a || m <= b;
}

/** The runs of months a text gives, as [first, last] month numbers. */
function runsIn(text: string): Array<[number, number]> {
  return [...text.matchAll(RUN)].map((r) => [monthOf(r[1]) - 1, monthOf(r[2]) - 1] as [number, number]).filter(([a, b]) => a >= 0 && b >= 0);
}

/** The context sentences (by id) making up the row that `month` (a month's name) picks, or none. */
export function monthRow(index: ContextIndex, month: string): Set<number> {
  const m = monthOf(month) - 1;
  const out = new Set<number>();
  if (m < 0) return out;
  index.byPassage.forEach((ids, p) => {
    const runs = runsIn(index.passages[p]?.text ?? '');
    if (runs.length === 1 && runs.every(([a, b]) => within(m, a, b))) {
      for (const id of ids ?? []) out.add(id);
      return;
    }
    for (const id of ids ?? []) if (runsIn(index.sentences[id]?.facts.text ?? '').some(([a, b]) => within(m, a, b))) out.add(id);
  });
  return out;
}
