/**
 * A unit conversion written beside a figure the passages state: "40°C, or roughly 140°F",
 * "6.5 metres (650 cm)". Contradicted with the right conversion when the two do not agree.
 */
import { sameQuantity } from '../compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context-index.ts';
import type { Quantity } from '../quantities.ts';
import { formatNumber, rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';

const BESIDE = /^\s*(?:\(|,?\s*or\b|,?\s*which is\b|=|,?\s*i\.e\.,?)\s*(?:about|around|approximately|roughly|some|nearly|almost|~)?\s*$/i;
const TEMPS = new Set(['temp-c', 'temp-f']);

function convertible(a: Quantity, b: Quantity): boolean {
  if (TEMPS.has(a.dim) && TEMPS.has(b.dim)) return a.dim !== b.dim;
  return a.dim === b.dim && a.factor !== b.factor && !['count', 'year', 'date', 'day', 'percent', 'ordinal', 'clock'].includes(a.dim) && !a.dim.startsWith('money');
}

function converted(from: Quantity, to: Quantity): string {
  if (from.dim === 'temp-c' && to.dim === 'temp-f') return `${formatNumber(from.value * 9 / 5 + 32)}°F`;
  if (from.dim === 'temp-f' && to.dim === 'temp-c') return `${formatNumber((from.value - 32) * 5 / 9)}°C`;
  return rewriteQuantity(to, from.value);
}

/** The contradiction, or null when no conversion is written or it agrees. */
export function conversionCheck(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const qs = claim.quantities;
  for (let i = 0; i + 1 < qs.length; i++) {
    const a = qs[i];
    const b = qs[i + 1];
    if (!a || !b || !convertible(a, b) || !BESIDE.test(claim.text.slice(a.end, b.start))) continue;
    const stated = quantitiesStating(index, a)[0];
    if (!stated) continue;
    const loose = { ...b, hedge: b.hedge ?? 'about' as const };
    if (sameQuantity(loose, a) || sameQuantity(a, loose)) continue;
    const right = converted(a, b);
    return verdict('contradicted', true, [sentenceEvidence(index, stated.sentence)], [`The answer says ${b.raw}; ${a.raw} is ${right}.`], `Replace ${b.raw} with ${right}.`);
  }
  return null;
}
