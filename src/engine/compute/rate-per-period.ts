/**
 * A rate the context gives over another period: "0.5% a month" is "6% a year" over twelve,
 * "£2,000 a month" is "£24,000 a year", "10 requests per second" is "600 per minute". The figure
 * must name its period right after it ("a", "per", "each", "every" + the period, or "monthly",
 * "annually"), and so must the context's figure of the same kind. Simple division, as people
 * say it (a nominal rate, not a compounded one).
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { lookupUnit } from '../quantities/units.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const PERIOD_AFTER = /^\s*(?:[a-z-]+\s+){0,2}?(?:(?:a|an|per|each|every)\s+(second|minute|hour|day|week|fortnight|month|year|annum)\b|(hourly|daily|weekly|fortnightly|monthly|yearly|annually)\b)/i;
const ADVERB_PERIOD: Record<string, string> = { hourly: 'hour', daily: 'day', weekly: 'week', fortnightly: 'fortnight', monthly: 'month', yearly: 'year', annually: 'year' };
/** How close the worked-out figure must be: 1% of it (or the figure's own rounding). */
const CLOSE = 0.01;

/** Seconds in the period named right after position `end` of `text`, or null. */
export function periodAfter(text: string, end: number): number | null {
  const m = PERIOD_AFTER.exec(text.slice(end));
  if (!m) return null;
  const word = (m[1] ?? ADVERB_PERIOD[(m[2] ?? '').toLowerCase()] ?? '').toLowerCase();
  return lookupUnit(word === 'annum' ? 'year' : word)?.factor ?? null;
}

/** A period the claim names as the span its figure covers: "Over an hour that adds up to 36,000 requests", "in a full year". */
const PERIOD_SPAN = /\b(?:over|in|for|within|across|during|throughout)\s+(?:a|an|one|the|each|every)\s+(?:whole\s+|full\s+|single\s+|entire\s+)?(second|minute|hour|day|week|fortnight|month|year)\b/gi;

/**
 * Seconds in the period the claim gives its figure `q` for: named right after it ("36,000 an
 * hour"), or, when the claim names one span and no other figure, as the span ("Over an hour
 * that adds up to 36,000 requests").
 */
export function claimPeriod(claim: UnitFacts, q: Quantity): number | null {
  const after = periodAfter(claim.text, q.end);
  if (after !== null) return after;
  if (claim.quantities.length !== 1) return null;
  const spans = [...claim.text.matchAll(PERIOD_SPAN)];
  if (spans.length !== 1) return null;
  return lookupUnit((spans[0]?.[1] ?? '').toLowerCase())?.factor ?? null;
}

/** Whether a figure can be a rate over a period: a share, a count or an amount of money. */
export function rateKind(q: Quantity): boolean {
  return (q.dim === 'percent' || q.dim === 'count' || q.dim.startsWith('money')) && q.value > 0;
}

/** Whether a context figure of `q`'s kind, over another period, gives `q` over the claim's period. */
export function statesRatePer(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (!rateKind(q)) return false;
  const mine = claimPeriod(claim, q);
  if (mine === null) return false;
  for (const list of index.quantities.values()) {
    for (const { q: e, sentence } of list) {
      if (e.dim !== q.dim || e.value <= 0) continue;
      const theirs = periodAfter(index.sentences[sentence]?.facts.text ?? '', e.end);
      if (theirs === null || theirs === mine) continue;
      const expected = (e.value * mine) / theirs;
      if (Math.abs(q.value - expected) <= Math.max(q.tolerance, CLOSE * expected)) return true;
    }
  }
  return false;
}

/** A count said per day: "four doses in 24 hours", "up to 6 tablets a day", "three times daily". */
const PER_DAY_AFTER = /^\s*(?:[a-z-]+\s+){0,2}?(?:in (?:24 hours|a day|one day|any one day)|(?:a|per|each|every) day|daily)\b/i;

/**
 * A count of doses or times per day that a context frequency gives: "one every 6 hours" is "four
 * doses in 24 hours" (frequencies are counted per day).
 */
export function statesCountPerDay(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  if (q.dim !== 'count' || !Number.isInteger(q.value) || q.value < 2 || !PER_DAY_AFTER.test(claim.text.slice(q.end))) return false;
  return (index.quantities.get('frequency') ?? []).some(({ q: e }) => Math.abs(e.value - q.value) < 1e-9);
}
