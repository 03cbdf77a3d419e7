/**
 * A rate per unit times an amount in that unit: "15 mg per kilogram" and "a 20 kg child" give
 * 300 mg, "45p per mile" and "120 miles" give £54, "$0.008 per minute" and "500 minutes" give $4.
 * The rate comes from a passage; the amount from the claim (or the question, which makes the
 * result a step on the user's figure). A result that fits is supported; one that does not, where
 * the claim gives nothing but the amount and its result, is contradicted with the product.
 */
import { closeTo } from '../quantities/compare-quantities.ts';
import { quantitiesStating, givenByUser, type ContextIndex } from '../context/context-index.ts';
import { extractQuantities, type Quantity } from '../quantities/quantities.ts';
import { formatNumber, rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { once } from '../context/memo.ts';

/** The unit a rate is per, written right after its figure: "per kilogram", "a mile", "/hour", "each minute". */
const PER_UNIT = /^\s*(?:per|a|an|each|every|\/)\s*(?:calendar\s+)?([a-z]{2,})\b/i;

/** Dimensions a rate's result may have (not years, dates, clock times or shares). */
const RESULT_DIM = (d: string) => d.startsWith('money') || ['mass', 'volume', 'length', 'time', 'count', 'energy', 'data'].includes(d);

/** A rate a passage writes, and the unit it is per. */
export interface Rate {
  q: Quantity;
  unit: string;
  /** One of the unit, when it is a unit of measure ("1 kilogram"); null for a counted thing ("per bag"). */
  one: Quantity | null;
  sentence: number;
}

/** Each context's rates, read once: every claim with a worked-out figure asks for them. */
const READ_ONCE = new WeakMap<ContextIndex, Rate[]>();

/** Rates the passages write: a figure with "per <unit>" right after it. */
export function ratesOf(index: ContextIndex): Rate[] {
  return once(READ_ONCE, index, () => readRates(index));
}

function readRates(index: ContextIndex): Rate[] {
  const out: Rate[] = [];
  index.sentences.forEach((s, id) => {
    for (const q of s.facts.quantities) {
      const m = PER_UNIT.exec(s.facts.text.slice(q.end));
      const unit = m?.[1]?.toLowerCase();
      if (!unit || !RESULT_DIM(q.dim)) continue;
      const [one] = extractQuantities(`1 ${unit}`);
      out.push({ q, unit, one: one && one.dim !== 'count' ? one : null, sentence: id });
    }
  });
  return out;
}

/** How many of the rate's unit `a` is, or null when it is not an amount in that unit. */
export function unitsIn(rate: Rate, a: Quantity, text: string): number | null {
  if (rate.one) return a.dim === rate.one.dim && rate.one.value > 0 ? a.value / rate.one.value : null;
  // A count of the thing the rate is per ("3 bags" at "£2 per bag").
  if (a.dim !== 'count') return null;
  const noun = /^\s*([a-z]+)/i.exec(text.slice(a.end))?.[1]?.toLowerCase() ?? '';
  return noun === rate.unit || noun === `${rate.unit}s` || noun === `${rate.unit}es` ? a.value : null;
}

/** The words right before a rate in its sentence ("Children under 12: €9 per night"). */
const LABEL_WORDS = 6;

/**
 * Where a rate's label words may start: after a comma or ";" that follows the figure before it
 * ("Cold storage costs 0.004 zennos per GB per month, charges 0.01 zennos per GB retrieved": the
 * second rate's label is "charges", not the first rate's "per month"); else the sentence's start.
 */
function labelStart(quantities: readonly Quantity[], text: string, q: Quantity): number {
  const prev = quantities.filter((p) => p.end <= q.start).sort((a, b) => b.end - a.end)[0];
  if (!prev) return 0;
  const gap = text.slice(prev.end, q.start);
  const cut = Math.max(gap.lastIndexOf(','), gap.lastIndexOf(';'));
  return cut < 0 ? 0 : prev.end + cut + 1;
}

/** The one rate whose label words the claim uses most, or null when none or a tie. */
function namedRate(index: ContextIndex, claim: UnitFacts, rates: readonly Rate[]): Rate | null {
  const terms = claim.terms.map((t) => t.toLowerCase());
  // A word and its plural or another form share their first letters ("child" / "children").
  const uses = (w: string) => terms.some((t) => t === w || (t.length >= 4 && w.length >= 4 && t.slice(0, 4) === w.slice(0, 4)));
  const scored = [...new Set(rates)].map((rate) => {
    const facts = index.sentences[rate.sentence]?.facts;
    const text = facts?.text ?? '';
    const before = text.slice(labelStart(facts?.quantities ?? [], text, rate.q), rate.q.start).toLowerCase().split(/[^\p{L}]+/u).filter(Boolean).slice(-LABEL_WORDS);
    // A second unit right after the first names it too ("10 mg/kg per dose").
    const rest = text.slice(rate.q.end);
    const second = PER_UNIT.exec(rest.slice(PER_UNIT.exec(rest)?.[0].length ?? 0))?.[1]?.toLowerCase();
    const words = second ? [...before, second] : before;
    // The unit every such rate is per ("night") tells them apart no more than "per" does.
    const score = words.filter((w) => w !== rate.unit && w !== `${rate.unit}s` && uses(w)).length;
    return { rate, score };
  });
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  return best > 0 && new Set(top.map((s) => s.rate.q.value)).size === 1 ? top[0]?.rate ?? null : null;
}

/** "45p per mile for the first 10,000 business miles": the tier a rate covers, in its units. */
const FIRST_TIER = /^\s*(?:per|a|an|each|every|\/)\s*[a-z]+\s+(?:for|on)\s+the\s+first\s+([\d,]+)\b/i;

/**
 * Among tiered rates of one unit ("45p per mile for the first 10,000 business miles, and 25p per
 * mile after that"), the one whose first tier holds the claim's amount, or null.
 */
function firstTier(index: ContextIndex, fits: ReadonlyArray<{ rate: Rate; amount: Quantity; value: number }>): Rate | null {
  const tiered = fits.filter((f) => {
    const text = index.sentences[f.rate.sentence]?.facts.text ?? '';
    const m = FIRST_TIER.exec(text.slice(f.rate.q.end));
    const cap = m?.[1] ? Number(m[1].replace(/,/g, '')) : NaN;
    const n = f.rate.one && f.rate.one.value > 0 ? f.amount.value / f.rate.one.value : f.amount.value;
    return Number.isFinite(cap) && n <= cap;
  });
  return new Set(tiered.map((f) => f.rate.q.value)).size === 1 ? tiered[0]?.rate ?? null : null;
}

/** A verdict from a rate, and whether the rate was chosen by name among rates of one unit. */
export interface UnitRateVerdict {
  verdict: RuleVerdict;
  named: boolean;
}

/** The claim's verdict from a rate of the passages times an amount, or null when no rate reads it. */
export function unitRate(index: ContextIndex, claim: UnitFacts): UnitRateVerdict | null {
  const unstated = claim.quantities.filter((q) => RESULT_DIM(q.dim) && quantitiesStating(index, q).length === 0 && !givenByUser(index, q));
  if (unstated.length === 0) return null;
  const rates = ratesOf(index);
  if (rates.length === 0) return null;
  const found: UnitRateVerdict[] = [];
  for (const r of unstated) {
    const v = readResult(index, claim, r, rates);
    // Every figure the claim works out must be read so: one this reading leaves open is another computation's.
    if (!v) return null;
    if (v.verdict.status === 'contradicted') return v;
    found.push(v);
  }
  return found.find((v) => v.verdict.status === 'unverified_step') ?? found[0] ?? null;
}

/** One worked-out figure read as a rate times an amount, or null when no rate gives it. */
function readResult(index: ContextIndex, claim: UnitFacts, r: Quantity, rates: readonly Rate[]): UnitRateVerdict | null {
  const text = claim.text;
  // A rate the claim restates with its unit ("£1.20 per hour") is no result.
  const after = PER_UNIT.exec(text.slice(r.end))?.[1]?.toLowerCase();
  const fits: Array<{ rate: Rate; amount: Quantity; value: number }> = [];
  for (const rate of rates) {
    if (rate.q.dim !== r.dim || after === rate.unit) continue;
    for (const amount of claim.quantities) {
      // Neither the result nor the rate restated ("At 15 mg per kilogram, ...").
      if (amount === r || (amount.dim === rate.q.dim && amount.value === rate.q.value)) continue;
      // A figure in brackets right after the amount restates it ("a two-week stint (10 working days)"): no product.
      if (/^(?:\s+[a-z-]+){0,2}\s*\(\s*$/i.test(text.slice(amount.end, r.start))) continue;
      // A span that places a moment ("six months after completing it", "two weeks later") is no amount of the unit.
      if (amount.dim === 'time' && /^\s+(?:after|before|later|earlier|ago|since|from)\b/i.test(text.slice(amount.end))) continue;
      const n = unitsIn(rate, amount, text);
      if (n === null || n <= 0) continue;
      fits.push({ rate, amount, value: rate.q.value * n });
    }
  }
  // Rates of one unit for different things ("adults €18 per night, children €9 per night"): only
  // the one whose own words the claim names may be read, never whichever happens to fit.
  const values = new Set(fits.map((f) => f.rate.q.value));
  const named = values.size > 1 ? namedRate(index, claim, fits.map((f) => f.rate)) ?? firstTier(index, fits) : null;
  if (values.size > 1 && !named) return null;
  const right = fits.find((f) => closeTo(r, f.value) && (!named || f.rate === named));
  if (right) {
    const evidence = [sentenceEvidence(index, right.rate.sentence)];
    const b = right.amount;
    if (quantitiesStating(index, b).length === 0 && givenByUser(index, b)) {
      return { verdict: verdict('unverified_step', false, evidence, [`Uses ${b.raw} from the question; the passages do not state it.`]), named: named !== null };
    }
    return { verdict: verdict('supported', quantitiesStating(index, b).length > 0, evidence), named: named !== null };
  }
  // Wrong only when the claim gives nothing else to work with: its amount, its result and the rate restated.
  // Among rates of one unit, the named one's product is the only reading.
  const readings = named ? fits.filter((f) => f.rate === named) : fits;
  const only = readings.length === 1 ? readings[0] : undefined;
  // "one dose" gives no figure to work with.
  const others = claim.quantities.filter((q) => q !== r && q !== only?.amount && q.value !== only?.rate.q.value && !(q.dim === 'count' && q.value === 1));
  if (!only || others.length > 0) return null;
  const shown = rewriteQuantity(r, only.value);
  const n = unitsIn(only.rate, only.amount, text) ?? 0;
  // A count is written with what it counts ("2 nights"), as the claim says it.
  const noun = only.amount.dim === 'count' ? /^\s*([a-z]+)/i.exec(text.slice(only.amount.end))?.[1] : undefined;
  const how = `${only.amount.raw}${noun ? ` ${noun}` : ''} at ${only.rate.q.raw} per ${only.rate.unit}`;
  return { verdict: verdict('contradicted', true, [sentenceEvidence(index, only.rate.sentence)], [`The answer says ${r.raw}; ${how} is ${shown} (${formatNumber(n)} × ${only.rate.q.raw}).`], `Replace ${r.raw} with ${shown}.`), named: named !== null };
}
