/**
 * A figure put in the wrong year of a sentence that gives one per year: "The combined ratio in
 * 2023 was 94.1%" where the passage says "The combined ratio for 2024 was 94.1%, compared with
 * 97.6% in 2023 and 101.3% in 2022". Each figure of the sentence belongs to the year written
 * nearest it with no other figure of its kind between them. Contradicted, naming the claim's
 * year's own figure, when the claim gives one year, the sentence gives the claim's figure to
 * another year, and gives the claim's year a different figure of the same kind. Pure.
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { FROM } from './earlier-period.ts';

const OTHER_PERIOD_AFTER = /^\s*(?:the (?:year|quarter|month) before|a year (?:earlier|ago|before)|the previous|the prior|last year|earlier)/i;

/** The year written nearest `f` with no other figure of its kind between them, or null. */
function yearOf(qs: readonly Quantity[], f: Quantity): Quantity | null {
  let best: Quantity | null = null;
  let distance = Infinity;
  for (const y of qs) {
    if (y.dim !== 'year') continue;
    const [from, to] = y.start < f.start ? [y.end, f.start] : [f.end, y.start];
    if (qs.some((o) => o !== f && o.dim !== 'year' && comparable(o, f) && o.start >= from && o.end <= to)) continue;
    if (to - from < distance) [best, distance] = [y, to - from];
  }
  return distance <= 30 ? best : null;
}

/** The contradiction for the claim's figure `q`, or null. */
export function yearSlot(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  const years = claim.quantities.filter((y) => y.dim === 'year');
  const [year] = years;
  if (years.length !== 1 || !year || q.dim === 'year' || q.hedge !== null || yearOf(claim.quantities, q) !== year) return null;
  // "up from £1,180 million the year before": a figure for another period than the year the claim names.
  if (FROM.test(claim.text.slice(Math.max(0, q.start - 16), q.start)) || OTHER_PERIOD_AFTER.test(claim.text.slice(q.end, q.end + 30))) return null;
  for (const { q: e, sentence } of quantitiesStating(index, q)) {
    const qs = index.sentences[sentence]?.facts.quantities ?? [];
    const given = yearOf(qs, e);
    if (!given || given.value === year.value) continue;
    const own = qs.find((f) => f !== e && f.dim !== 'year' && comparable(f, q) && !sameQuantity(q, f) && yearOf(qs, f)?.value === year.value);
    if (!own) continue;
    const pid = passageId(index, sentence);
    return verdict('contradicted', true, [sentenceEvidence(index, sentence)], [`The answer gives ${q.raw} for ${year.raw}; ${pid} gives ${e.raw} for ${given.raw} and ${own.raw} for ${year.raw}.`], `Replace ${q.raw} with ${own.raw}.`);
  }
  return null;
}
