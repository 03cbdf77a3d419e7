/**
 * A figure put under another label of the same sentence: "It defaults to 100 and can go up to a
 * maximum of 25" where the passage gives "a default of 25 and a maximum of 100"; "The minimum
 * order is 50" where "minimum order 10, maximum 50". A label is a word that names which of a
 * thing's values a figure is (default, maximum, minimum, average, median), said just before the
 * figure ("a default of 25", "max. 100", "defaults to 25") or just after it ("25 by default", "100
 * max"). ("at least 12" is a bound on the thing, not a label: "passwords must be at least 12
 * characters" is what "min_length: minimum 8, default 12" requires by default.)
 *
 * Contradicted when one context sentence gives the claim's label to another figure of the claim's
 * kind and the claim's own figure under another label, and no other sentence gives the claim's
 * figure under the claim's label. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { once } from '../context/memo.ts';
import { comparable, sameValue } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** Label words, each with the value it names. */
const LABELS: Readonly<Record<string, string>> = {
  default: 'default', defaults: 'default', defaulting: 'default',
  maximum: 'maximum', max: 'maximum', highest: 'maximum', upper: 'maximum',
  minimum: 'minimum', min: 'minimum', lowest: 'minimum',
  average: 'average', mean: 'average', median: 'median',
};

/** The words between a label and its figure: at most three, none a figure or a clause break. */
const BEFORE = /\b(default|defaults|defaulting|maximum|max|highest|upper|minimum|min|lowest|average|mean|median)\b\.?((?:\s+[a-z]+){0,3}?)\s*[:=]?\s*$/i;
/** Words that put something between a label and a figure ("the minimum wage rose by 50"): the figure is then no value of the label. */
const UNTIED = /^(?:by|than|from|per|each|every|over|under|after|before|within|rose|rise|rises|fell|fall|falls|grew|dropped|increased?|decreased?|and|or|but)$/i;
/** A label said after the figure: "25 by default", "100 max". */
const AFTER = /^\s*(?:\p{L}+\s+)?(?:by (default)|(max|maximum|minimum|min)\b)/iu;

/** The label of the figure at `start`..`end` of `text`, or null. */
export function labelOf(text: string, start: number, end: number, previousEnd: number): string | null {
  const before = text.slice(Math.max(previousEnd, start - 48), start);
  const m = BEFORE.exec(before.replace(/.*[,;()]/s, ''));
  if (m && (m[2] ?? '').trim().split(/\s+/).filter(Boolean).every((w) => !UNTIED.test(w))) return LABELS[(m[1] ?? '').toLowerCase()] ?? null;
  const a = AFTER.exec(text.slice(end, end + 20));
  const word = a ? (a[1] ?? a[2] ?? '').toLowerCase() : '';
  return LABELS[word] ?? null;
}

/** The labelled figures of a text, in order. */
function labelled(text: string, quantities: readonly Quantity[]): { q: Quantity; label: string }[] {
  const out: { q: Quantity; label: string }[] = [];
  quantities.forEach((q, k) => {
    const label = labelOf(text, q.start, q.end, quantities[k - 1]?.end ?? 0);
    if (label) out.push({ q, label });
  });
  return out;
}

/** Each context sentence's labelled figures, read once per context (every claim figure asks). */
const LABELLED = new WeakMap<ContextIndex, { q: Quantity; label: string }[][]>();
const labelledSentences = (index: ContextIndex) => once(LABELLED, index, () => index.sentences.map((s) => labelled(s.facts.text, s.facts.quantities)));

/** The contradiction of claim figure `q` given under a label that a context sentence gives to another figure, or null. */
export function labelledFigure(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  const k = claim.quantities.indexOf(q);
  const label = labelOf(claim.text, q.start, q.end, claim.quantities[k - 1]?.end ?? 0);
  if (!label) return null;
  let found: { id: number; right: Quantity; other: string } | null = null;
  const sentences = labelledSentences(index);
  for (let id = 0; id < sentences.length; id++) {
    const pairs = sentences[id] ?? [];
    // Another sentence that gives the claim's figure under the claim's label settles it.
    if (pairs.some((p) => p.label === label && comparable(p.q, q) && sameValue(p.q, q))) return null;
    const right = pairs.find((p) => p.label === label && comparable(p.q, q) && !sameValue(p.q, q));
    const moved = pairs.find((p) => p.label !== label && comparable(p.q, q) && sameValue(p.q, q));
    if (right && moved) {
      if (found) return null;
      found = { id, right: right.q, other: moved.label };
    }
  }
  if (!found) return null;
  const pid = passageId(index, found.id);
  return verdict('contradicted', true, [sentenceEvidence(index, found.id)],
    [`The answer gives ${q.raw} as the ${label}; ${pid} gives ${found.right.raw} as the ${label} and ${q.raw} as the ${found.other}.`],
    `Replace ${q.raw} with ${found.right.raw}.`);
}
