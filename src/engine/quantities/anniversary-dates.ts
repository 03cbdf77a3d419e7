/**
 * Dates a passage gives as an anniversary of another ("reviewed on the third anniversary of the
 * Term Commencement Date (2 February 2023)"): the date that many years on is stated too, so "the
 * first review falls on 2 February 2026" is read against it, not against 2 February 2023.
 */
import type { Quantity } from './quantities.ts';

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const ANNIVERSARY = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+anniversary\s+of\b/gi;
/** At most this many characters between "anniversary of" and the date it counts from. */
const REACH = 80;

/** The dates `text` gives as anniversaries of its own dates (offsets of the date counted from). */
export function anniversaryDates(text: string, quantities: readonly Quantity[]): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(ANNIVERSARY)) {
    const word = (m[1] ?? '').toLowerCase();
    const years = ORDINALS[word] ?? Number.parseInt(word, 10);
    const after = m.index + m[0].length;
    const from = quantities.find((q) => q.dim === 'date' && q.month !== undefined && q.day !== undefined && q.start >= after && q.start - after <= REACH && !/[.;]/.test(text.slice(after, q.start)));
    if (!from || !Number.isFinite(years) || years < 1) continue;
    out.push({ ...from, value: from.value + years, raw: from.raw.replace(/\b\d{4}\b/, String(from.value + years)) });
  }
  return out;
}
