/**
 * Operands of a computed claim that neither the answer nor any passage's figures give right:
 * taken from the one context sentence that best states the claim, where they are surely the
 * claim's. Pure.
 * - Exactly two figures of the result's kind there, and one operation (sum or difference) the
 *   wording allows: "fell by 4 minutes" against "12 minutes in January and 9 minutes in
 *   February" is 12 minutes − 9 minutes.
 * - For a percentage, the "X of Y" pair whose clause names a word of the claim that no other
 *   pair's clause names: "10% on placebo" against "240 of 1,200 patients taking the medicine
 *   ..., compared with 96 of 1,200 patients taking a placebo" is 96 as a share of 1,200.
 */
import type { Alignment } from '../context/align-claim.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { slotSentences } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import type { Operation } from './operations.ts';

export interface SentenceOperands {
  op: Operation;
  value: number;
  /** The operands in the order the reason writes them (minuend first, part before whole). */
  operands: Quantity[];
  sentence: number;
}

/** Share of the claim the best window must state before its sentence's figures are the claim's. */
const WINDOW_COVERAGE = 0.5;
/** Words between the two figures of "96 of 1,200", "3 out of 10", "12 of the 40". */
const OF = /^\s*(?:out\s+)?of\s+(?:the\s+|all\s+)?$/i;
/** "Of the 250 applicants, 50 ...": the whole after "of" and before a comma, the part after it. */
const OF_BEFORE = /\b(?:out\s+)?of\s+(?:the\s+|all\s+)?$/i;
const WHOLE_THEN_PART = /^[^,.;:\d]{1,40},\s*$/;
/** What joins the two ends of a range: "from 5 to 10", "5-10", "5 to 10" (and "between 25 and 250"). */
const RANGE_JOIN = /^\s*(?:to|-|–|—)\s*$/i;

/** Whether figures `a` and `b` of `text` are the two ends of one range. */
function rangeEnds(text: string, a: Quantity, b: Quantity): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  const gap = text.slice(first.end, second.start);
  return RANGE_JOIN.test(gap) || (/^\s*and\s*$/i.test(gap) && /\bbetween\s+$/i.test(text.slice(0, first.start)));
}
/** Where a clause of a sentence starts or ends. */
const CLAUSE_BREAK = /[,;:()]|\b(?:while|whereas|but|compared with|compared to|against|versus|vs\.?)\b/gi;

/**
 * The operands and operation of `result` from the best-stated sentence, or null when that
 * sentence does not pin them down. `stated` tells whether a passage states a figure; the claim's
 * other figures must all be stated (else it speaks of something else).
 */
export function sentenceOperands(index: ContextIndex, claim: UnitFacts, result: Quantity, allowed: ReadonlySet<Operation>, alignment: Alignment, stated: (q: Quantity) => boolean): SentenceOperands | null {
  if (result.hedge !== null && result.hedge !== 'about') return null;
  if (claim.quantities.some((q) => q !== result && (!stated(q) || q.dim === result.dim))) return null;
  const best = alignment.windows[0];
  if (!best || best.coverage < WINDOW_COVERAGE) return null;
  const [top] = slotSentences(index, alignment, alignment.termKeys, claim.terms);
  const facts = top ? index.sentences[top[0]]?.facts : undefined;
  if (result.dim === 'percent') return top && facts && allowed.has('percent-of') ? sharePair(facts.text, facts.quantities, claim.terms, top[0]) : null;
  // Bare counts are of anything ("opened 12 new stores and closed 3" are no operands of a store total).
  if (result.dim === 'count') return null;
  let same = (facts?.quantities ?? []).filter((q) => q.dim === result.dim && q.hedge === null);
  const sentence = top?.[0] ?? best.first;
  // One figure there, or no sentence states enough of the claim: the two of the best window
  // ("Your annual allowance is 25 days. You have booked 18 days so far": 7 days left).
  if (same.length <= 1) {
    const window: Quantity[] = [];
    for (let id = best.first; id <= best.last; id++) window.push(...(index.sentences[id]?.facts.quantities ?? []).filter((q) => q.dim === result.dim && q.hedge === null));
    if (window.length === 2) same = window;
  }
  const ops = (['sum', 'difference'] as const).filter((op) => allowed.has(op));
  const [a, b] = same;
  const [op] = ops;
  if (same.length !== 2 || ops.length !== 1 || !a || !b || !op || a.value === b.value) return null;
  // The two ends of one range ("deposits of between 25 and 250 drebs") are no operands of a sum or a gap.
  const holder = index.sentences.find((s) => s.facts.quantities.includes(a) && s.facts.quantities.includes(b))?.facts.text;
  if (holder !== undefined && rangeEnds(holder, a, b)) return null;
  const [big, small] = a.value > b.value ? [a, b] : [b, a];
  return op === 'sum'
    ? { op, value: a.value + b.value, operands: [a, b], sentence }
    : { op, value: big.value - small.value, operands: [big, small], sentence };
}

/** The "X of Y" pair of a sentence whose clause alone names a word of the claim. */
function sharePair(text: string, quantities: readonly Quantity[], terms: readonly string[], sentence: number): SentenceOperands | null {
  const counts = quantities.filter((q) => q.dim === 'count' && q.hedge === null);
  const pairs: Array<{ part: Quantity; whole: Quantity; named: Set<string> }> = [];
  for (let i = 0; i + 1 < counts.length; i++) {
    const part = counts[i];
    const whole = counts[i + 1];
    if (!part || !whole || whole.value === 0) continue;
    // "96 of 1,200 patients", or the whole first: "Of the 250 applicants, 50 were offered a place".
    const ofFirst = OF_BEFORE.test(text.slice(0, part.start)) && WHOLE_THEN_PART.test(text.slice(part.end, whole.start)) && whole.value < part.value;
    if (ofFirst) {
      const words = clauseOf(text, whole.start, whole.end).toLowerCase().match(/[a-z]+/g) ?? [];
      pairs.push({ part: whole, whole: part, named: new Set(terms.filter((t) => t.length > 2 && words.some((w) => w.startsWith(t) || (t.startsWith(w) && w.length >= 4)))) });
      continue;
    }
    if (!OF.test(text.slice(part.end, whole.start)) || part.value > whole.value) continue;
    const words = clauseOf(text, part.start, whole.end).toLowerCase().match(/[a-z]+/g) ?? [];
    pairs.push({ part, whole, named: new Set(terms.filter((t) => t.length > 2 && words.some((w) => w.startsWith(t) || (t.startsWith(w) && w.length >= 4)))) });
  }
  const own = pairs.filter((p) => [...p.named].some((t) => !pairs.some((o) => o !== p && o.named.has(t))));
  const [only] = own;
  if (own.length !== 1 || !only) return null;
  return { op: 'percent-of', value: (100 * only.part.value) / only.whole.value, operands: [only.part, only.whole], sentence };
}

/** The clause around [start, end): from the last clause break before it to the first after it. */
function clauseOf(text: string, start: number, end: number): string {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    if (m.index + m[0].length <= start) from = m.index + m[0].length;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return text.slice(from, to);
}
