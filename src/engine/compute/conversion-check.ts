/**
 * A unit conversion written beside a figure the passages state: "40°C, or roughly 140°F",
 * "6.5 metres (650 cm)". Contradicted with the right conversion when the two do not agree.
 * A claim that is nothing but a right conversion of spans ("Over 12 weeks that's 84 days",
 * "Three weeks is 15 working days", five working days to the week) is a step of working: true
 * whatever the passages say, stated by none of them. A wrong one is contradicted.
 */
import { sameQuantity } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { formatNumber, rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const BESIDE = /^\s*(?:\(|,?\s*or\b|,?\s*which is\b|=|,?\s*i\.e\.,?)\s*(?:about|around|approximately|roughly|some|nearly|almost|~)?\s*$/i;
const TEMPS = new Set(['temp-c', 'temp-f']);
/** "12 weeks is 84 days", "Over 12 weeks that's 84 days": a claim made of a conversion and little else. */
const IDENTITY = /^\s*(?:is|are|makes?|means?|equals?|comes? to|works? out (?:at|to|as)|that's|that is|which is|,)\s*(?:about|around|roughly|approximately|just over|just under)?\s*$/i;
const WORKING = /\b(?:working|business)\s+days?\b/i;

function convertible(a: Quantity, b: Quantity): boolean {
  if (TEMPS.has(a.dim) && TEMPS.has(b.dim)) return a.dim !== b.dim;
  return a.dim === b.dim && a.factor !== b.factor && !['count', 'year', 'date', 'day', 'percent', 'ordinal', 'clock'].includes(a.dim) && !a.dim.startsWith('money');
}

function converted(from: Quantity, to: Quantity): string {
  if (from.dim === 'temp-c' && to.dim === 'temp-f') return `${formatNumber(from.value * 9 / 5 + 32)}°F`;
  if (from.dim === 'temp-f' && to.dim === 'temp-c') return `${formatNumber((from.value - 32) * 5 / 9)}°C`;
  return rewriteQuantity(to, from.value);
}

/** A span in days, counting five working days to the week when either side counts working days. */
function days(q: Quantity, working: boolean): number {
  if (!working) return q.value / 86400;
  return WORKING.test(q.raw) ? q.value / 86400 : (q.value / 604800) * 5;
}

/** A claim that only converts one span into another, rightly: a step, or null. */
function spanConversion(claim: UnitFacts): RuleVerdict | null {
  const [a, b] = claim.quantities;
  if (claim.quantities.length !== 2 || !a || !b || a.dim !== 'time' || b.dim !== 'time' || a.factor === b.factor) return null;
  if (!IDENTITY.test(claim.text.slice(a.end, b.start))) return null;
  const rest = `${claim.text.slice(0, a.start)} ${claim.text.slice(b.end)}`.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (rest.length > 3) return null;
  const working = WORKING.test(a.raw) !== WORKING.test(b.raw);
  if (working && !/week/i.test(a.raw + b.raw)) return null;
  const x = days(a, working);
  const y = days(b, working);
  const loose = b.hedge === 'about' || a.hedge === 'about' || /month|year/i.test(a.raw + b.raw) ? 0.04 : 0.001;
  if (Math.abs(x - y) <= loose * Math.max(x, y)) return verdict('unverified_step', false, [], [`A conversion of the answer's own: ${a.raw} is ${b.raw}.`]);
  // The answer's second span in its own unit: working days, weeks of five working days, or plain units.
  const perUnit = working ? (WORKING.test(b.raw) ? 1 : 5) : b.factor / 86400;
  const right = `${formatNumber(x / perUnit)} ${b.raw.replace(/^[\d.,]+\s*|^\p{L}+\s+(?=\p{L})/u, '')}`;
  return verdict('contradicted', true, [], [`The answer says ${a.raw} is ${b.raw}; it is ${right}.`], `Replace ${b.raw} with ${right}.`);
}

/** The contradiction, or null when no conversion is written or it agrees. */
export function conversionCheck(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const step = spanConversion(claim);
  if (step) return step;
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
