/**
 * Spans of clock times ("open 8am to 4pm") and which end of one a claim's verb names: "opens at
 * 8am" is its start, "closes at 4pm" its end. Shared by the rules that read opening hours
 * (antonym-conflict, find-conflicts' opposites, passage-swap).
 */
import type { Quantity } from '../quantities/quantities.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** The words that join a span's two ends (passage-swap also reads "through"). */
export const SPAN_JOINER = /^\s*(?:to|-|–|until|till|through)\s*$/i;
const VERB_JOINER = /^\s*(?:to|-|–|until|till)\s*$/i;
/** Verbs that name a span's start or end; passage-swap also reads "starting" and "from", "until" and "till". */
const OPEN_VERBS = 'opens?|opening|starts?|begins?';
const CLOSE_VERBS = 'closes?|closing|shuts?|ends?|finishes?';
const ending = (words: string) => new RegExp(`\\b(?:${words})\\s+(?:at\\s+)?$`, 'i');
const OPENS = { verbs: ending(OPEN_VERBS), wide: ending(`${OPEN_VERBS}|starting|from`) };
const CLOSES = { verbs: ending(CLOSE_VERBS), wide: ending(`${CLOSE_VERBS}|until|till`) };

/** The end of a span the claim's words before its clock time `q` name, or null (`wide`: prepositions too). */
export function spanSide(claim: UnitFacts, q: Quantity, wide = true): 'start' | 'end' | null {
  if (q.dim !== 'clock') return null;
  const before = claim.text.slice(Math.max(0, q.start - 20), q.start);
  const kind = wide ? 'wide' : 'verbs';
  return OPENS[kind].test(before) ? 'start' : CLOSES[kind].test(before) ? 'end' : null;
}

/** The spans of clock times a text gives ("8am to 4pm"), as [start, end]. */
export function clockSpans(text: string, quantities: readonly Quantity[], joiner = SPAN_JOINER): Array<[Quantity, Quantity]> {
  const times = quantities.filter((e) => e.dim === 'clock');
  const out: Array<[Quantity, Quantity]> = [];
  for (let k = 0; k + 1 < times.length; k++) {
    const [a, b] = [times[k], times[k + 1]];
    if (a && b && joiner.test(text.slice(a.end, b.start))) out.push([a, b]);
  }
  return out;
}

/**
 * The claim opens or closes (by its verb) at a clock time that begins or ends a span the sentence
 * gives: "closes at 4pm" against "open 8am to 4pm" opposes nothing.
 */
export function namesSpanEnd(claim: UnitFacts, text: string, quantities: readonly Quantity[]): boolean {
  const spans = clockSpans(text, quantities, VERB_JOINER);
  return spans.length > 0 && claim.quantities.some((q) => {
    const which = spanSide(claim, q, false);
    return which !== null && spans.some(([a, b]) => (which === 'start' ? a : b).value === q.value);
  });
}
