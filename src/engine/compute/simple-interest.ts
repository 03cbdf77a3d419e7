/**
 * Simple interest at a yearly rate over a number of days: "8% a year ... for 73 days on £4,500
 * comes to £72" (4,500 × 8% × 73 ÷ 365), and per day: "12.25% a year ... on a £6,000 invoice,
 * that's about £2.01 a day". The rate is a percentage written as yearly ("a year", "per annum",
 * "annual") in the claim, an earlier claim or a passage, or the sum of a passage's "N percentage
 * points above" and a rate it gives; the amount and the days come from the claim, the earlier
 * claims or the question. A day count of 365 (and 366 or 360, as contracts count) is tried.
 * Right: supported, or an unverified step when a figure is the user's own; wrong, where the claim
 * names interest and exactly one rate, one amount and one day count are at hand: contradicted with
 * the right figure. Pure.
 */
import { givenByUser, quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { sentenceEvidence } from '../context/slots.ts';
import { closeTo, sameQuantity } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import type { PriorClaim } from './recompute.ts';

const DAY = 86400;
/** A percentage said to be yearly: the words right after it. */
const YEARLY_AFTER = /^\s*(?:a|per|each|every)\s+(?:year|annum)\b|^\s*(?:p\.?a\.?|annually|yearly|annual|APR|AER)\b/i;
/** A percentage said to be yearly: the words right before it. */
const YEARLY_BEFORE = /\b(?:annual|yearly)\s+(?:\w+\s+){0,2}(?:of\s+)?$/i;
/** "8 percentage points above the reference rate": a margin added to another rate. */
const POINTS_ABOVE = /^\s*(?:percentage\s+points?|points?)?\s*(?:above|over|on top of|plus)\s+(?:the\s+|a\s+)?((?:[a-z]+\s+){0,2}rate)\b/i;
/** The claim names interest. */
const INTEREST = /\binterest\b/i;
/** The result is per day ("£2.01 a day", "for each day"). */
const PER_DAY = /^\s*(?:a|per|each|every|for each|for every)\s+(?:\w+\s+)?day\b|^\s*daily\b/i;
const DAY_COUNTS = [365, 366, 360];
/** A result written to the penny is rewritten to the penny ("£246.58" -> "£123.29"). */
const PENCE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A whole year's interest: "a year's interest", "over a year", "annual interest" (not the rate's own "8% a year"). */
const YEAR_OF = /\b(?:a|one) year's\b|\b(?:over|for|in) (?:a|one|the) (?:full |whole )?year\b|\b(?:annual|yearly) interest\b/i;

interface Figure { q: Quantity; sentence: number | null; claim: string | null; user: boolean }

function yearlyRates(text: string, qs: readonly Quantity[]): Quantity[] {
  return qs.filter((q) => q.dim === 'percent' && q.value > 0 && q.value < 100 && (YEARLY_AFTER.test(text.slice(q.end, q.end + 20)) || YEARLY_BEFORE.test(text.slice(Math.max(0, q.start - 30), q.start))));
}

/** Every yearly rate at hand: the claim's, the earlier claims', the passages' and margins added to a passage rate. */
function ratesAtHand(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): Figure[] {
  const out: Figure[] = [];
  const push = (q: Quantity, sentence: number | null, from: string | null) => {
    if (!out.some((f) => Math.abs(f.q.value - q.value) < 1e-9)) out.push({ q, sentence, claim: from, user: false });
  };
  for (const q of yearlyRates(claim.text, claim.quantities)) push(q, null, null);
  for (const p of [...prior].reverse()) for (const q of yearlyRates(p.facts.text, p.facts.quantities)) push(q, null, p.id);
  index.sentences.forEach((s, id) => {
    for (const q of yearlyRates(s.facts.text, s.facts.quantities)) push(q, id, null);
    // "interest at 8 percentage points above the reference rate ... The reference rate is 4.25%": 12.25%.
    for (const margin of s.facts.quantities.filter((q) => q.dim === 'percent')) {
      const base = POINTS_ABOVE.exec(s.facts.text.slice(margin.end, margin.end + 60))?.[1]?.toLowerCase();
      if (!base) continue;
      const named = (text: string) => text.toLowerCase().includes(base);
      index.sentences.forEach((t, other) => {
        if (other === id || !named(t.facts.text)) return;
        for (const q of t.facts.quantities) if (q.dim === 'percent' && q.value + margin.value < 100) push({ ...q, raw: `${margin.raw} + ${q.raw}`, value: q.value + margin.value }, other, null);
      });
      if (named(index.questionText ?? '')) for (const q of index.questionQuantities) if (q.dim === 'percent' && q.value + margin.value < 100) push({ ...q, raw: `${margin.raw} + ${q.raw}`, value: q.value + margin.value }, id, null);
    }
  });
  return out;
}

/** Amounts of money and day counts: the claim's, the earlier claims' and the question's. */
function figuresAtHand(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], keep: (q: Quantity) => boolean, except: Quantity): Figure[] {
  const out: Figure[] = [];
  const push = (q: Quantity, from: string | null, user: boolean) => {
    if (keep(q) && q !== except && !out.some((f) => sameQuantity(f.q, q))) out.push({ q, sentence: null, claim: from, user });
  };
  for (const q of claim.quantities) push(q, null, givenByUser(index, q) && quantitiesStating(index, q).length === 0);
  for (const p of [...prior].reverse()) for (const q of p.facts.quantities) push(q, p.id, givenByUser(index, q) && quantitiesStating(index, q).length === 0);
  for (const q of index.questionQuantities) push(q, null, quantitiesStating(index, q).length === 0);
  return out;
}

const isMoney = (q: Quantity) => q.dim.startsWith('money') && q.value > 0;
const isDays = (q: Quantity) => q.dim === 'time' && q.value >= DAY && q.value % DAY === 0 && q.value <= 3650 * DAY;

/** A right result: supported, or a step resting on an earlier claim that is not supported or on the user's own figures. */
function settle(index: ContextIndex, rate: Figure | null, used: readonly Figure[], rests: readonly string[], prior: readonly PriorClaim[]): RuleVerdict {
  const evidence = rate === null || rate.sentence === null ? [] : [sentenceEvidence(index, rate.sentence)];
  const restsOn = [...new Set(rests)];
  const shaky = restsOn.filter((id) => prior.some((p) => p.id === id && p.status !== 'supported' && p.status !== 'unverified_step'));
  if (shaky.length > 0) return { ...verdict('unverified_step', true, evidence, [`Computed from ${shaky.join(', ')}.`]), restsOn };
  const user = used.filter((f) => f.user).map((f) => f.q.raw);
  if (user.length > 0) return { ...verdict('unverified_step', true, evidence, [`Uses ${user.join(', ')} from the question; the passages do not state it.`]), restsOn };
  return { ...verdict('supported', true, evidence), restsOn };
}

/** The verdict on a claim that gives simple interest, or null. */
export function simpleInterest(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): RuleVerdict | null {
  // (Every claim passes here: the wording test goes before any reading of the context.)
  if (!INTEREST.test(claim.text) && !INTEREST.test(prior.at(-1)?.facts.text ?? '')) return null;
  const unstated = claim.quantities.filter((q) => quantitiesStating(index, q).length === 0 && !givenByUser(index, q));
  const results = unstated.filter(isMoney);
  // A rate the claim works out itself ("that gives 12% a year, or about £1.97 a day") is the recompute rules' to check first.
  if (results.length !== 1 || unstated.some((q) => q.dim === 'percent')) return null;
  const [r] = results;
  if (!r) return null;
  const rates = ratesAtHand(index, claim, prior);
  if (rates.length === 0) return null;
  const amounts = figuresAtHand(index, claim, prior, (q) => isMoney(q) && q.dim === r.dim, r).filter((f) => f.q.value > r.value);
  const perDay = PER_DAY.test(claim.text.slice(r.end, r.end + 20));
  const days: Figure[] = perDay ? [] : figuresAtHand(index, claim, prior, isDays, r);
  if (amounts.length === 0) return null;
  const spans = perDay ? [1] : days.map((d) => d.q.value / DAY);
  // "A year's interest on £6,000 would be £750": a whole year at the rate.
  const yearly = !perDay && YEAR_OF.test(claim.text);
  if (spans.length === 0 && !yearly) return null;
  for (const rate of rates) {
    for (const amount of amounts) {
      if (!yearly || !closeTo(r, amount.q.value * rate.q.value / 100)) continue;
      const rests = [rate.claim, amount.claim].filter((x): x is string => x !== null);
      return settle(index, rate, [amount], rests, prior);
    }
  }
  // An amount an earlier claim calls a year's interest ("A year's interest ... would be £750") is interest already: it only scales by the days.
  const annual = (f: Figure) => f.claim !== null && !givenByUser(index, f.q) && quantitiesStating(index, f.q).length === 0 && prior.some((p) => p.id === f.claim && YEAR_OF.test(p.facts.text) && INTEREST.test(p.facts.text));
  const candidates: Array<{ value: number; rate: Figure | null; amount: Figure; k: number; year: number }> = [];
  for (const amount of amounts) {
    for (const [k, n] of spans.entries()) {
      for (const year of DAY_COUNTS) {
        if (annual(amount)) candidates.push({ value: amount.q.value * n / year, rate: null, amount, k, year });
        else for (const rate of rates) candidates.push({ value: amount.q.value * rate.q.value / 100 * n / year, rate, amount, k, year });
      }
    }
  }
  const hit = candidates.find((c) => closeTo(r, c.value) || Math.abs(r.value - c.value) <= 0.01);
  if (hit) {
    const used = perDay ? [hit.amount] : [hit.amount, days[hit.k]].filter((f): f is Figure => f !== undefined);
    const rests = [hit.rate?.claim ?? null, ...used.map((f) => f.claim)].filter((x): x is string => x !== null);
    return settle(index, hit.rate, used, rests, prior);
  }
  // Wrong: where the claim itself names interest and gives its days (or "a day"), and every reading at 365 days a year gives one figure.
  const ownSpan = perDay || claim.quantities.some(isDays);
  const readings = candidates.filter((c) => c.year === 365);
  const [first] = readings;
  if (!INTEREST.test(claim.text) || !ownSpan || yearly || !first || spans.length !== 1 || readings.some((c) => Math.abs(c.value - first.value) > 0.005 * first.value)) return null;
  const shown = /\.\d\d\b/.test(r.raw) ? r.raw.replace(/\d[\d,]*\.\d+/, PENCE.format(first.value / (r.factor || 1))) : rewriteQuantity(r, first.value);
  const how = first.rate ? `${first.rate.q.raw} a year on ${first.amount.q.raw}` : `${first.amount.q.raw} a year`;
  const evidence = first.rate && first.rate.sentence !== null ? [sentenceEvidence(index, first.rate.sentence)] : [];
  const span = perDay ? 'a day' : `${spans[0] ?? 1} days`;
  return verdict('contradicted', true, evidence, [`The answer says ${r.raw}; ${how} for ${span} is ${shown}.`], `Replace ${r.raw} with ${shown}.`);
}
