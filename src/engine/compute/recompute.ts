/**
 * Computations recomputed from operands found anywhere: in the context (any passage) or in the
 * answer's earlier claims. A claim value no passage states is checked against every value the
 * operations its wording allows give from those operands (see `operations.ts`):
 * - computed from context figures (or earlier claims that are supported): supported, with the
 *   operands' sentences as evidence;
 * - computed from an earlier claim that is itself wrong: an unverified step resting on that claim
 *   (the pipeline then marks it depends_on_error);
 * - not computable, where the operands are certain (the earlier claim's own figures, or exactly
 *   two figures of the kind in the sentence that states the claim): contradicted, with the
 *   operands and the correct result in the reason and the fix.
 * Otherwise null: the fact rules decide (a figure no passage states is not_stated).
 */
import { inPoints } from '../context/percent-points.ts';
import type { Evidence } from '../../contract/schemas.ts';
import { earlierTotal } from './earlier-total.ts';
import type { Alignment } from '../context/align-claim.ts';
import { closeTo, sameQuantity } from '../quantities/compare-quantities.ts';
import { givenByUser, quantitiesStating, statesBareNumber, type ContextIndex } from '../context/context-index.ts';
import { hyphenedLabel, yearCount, type Quantity } from '../quantities/quantities.ts';
import { SCALES } from '../quantities/units.ts';
import { formatNumber, rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { setAsLimit } from './limit-check.ts';
import { multiplicitiesOf, nounOfAmount, type Multiplicity } from './multiplicities.ts';
import { nearbyQuantities } from './nearby-quantities.ts';
import { sentenceOperands } from './sentence-operands.ts';
import { ratesOf, unitsIn } from './unit-rate.ts';
import { signRemoved } from './signed-sums.ts';
import { allowedOperations, computeAll, describeOperation, saysDecline, saysWorkedOut, type Computed, type Operation } from './operations.ts';

/** An earlier claim of the answer, already decided. */
export interface PriorClaim {
  id: string;
  facts: UnitFacts;
  status: string;
}

/** The latest earlier claim of the answer that gives figure `q`, if any. */
export function latestGiving(prior: readonly PriorClaim[], q: Quantity): PriorClaim | undefined {
  return prior.findLast((p) => p.facts.quantities.some((e) => sameQuantity(q, e)));
}

/**
 * A share of an amount where both come from the passages but from different sentences ("39.9%" of
 * one account's overdraft rate times "£250" of another's interest-free buffer): a coincidence, not
 * the answer's step. A share the answer or the user gives, one its amount's own sentence gives, or a
 * surcharge or discount ("a 10% city surcharge" on "€90 per night" in the next sentence)
 * may multiply.
 */
function strayShare(c: Computed, pool: readonly Operand[]): boolean {
  const pairs = c.op === 'product' && c.operands.length === 2 ? [c.operands] : c.shape === 'sum-of-products' ? [c.operands.slice(0, 2), c.operands.slice(2, 4)] : [];
  return pairs.some((pair) => {
    const [a, b] = pair.map((i) => pool[i]);
    if (!a || !b || a.sentence === null || b.sentence === null || a.claim !== null || b.claim !== null || a.question || b.question) return false;
    // (A surcharge or discount, "a 10% city surcharge" on "€90 per night", is a price's own change: it may.)
    return (a.q.dim === 'percent') !== (b.q.dim === 'percent') && !a.complement && !b.complement && a.sentence !== b.sentence;
  });
}

export interface Operand {
  q: Quantity;
  value: number;
  kind: string;
  /** Context sentence id, or the prior claim's id, or null for the claim itself. */
  sentence: number | null;
  claim: string | null;
  /** A calendar constant (12 months a year, ...): never a certain operand of a wrong result. */
  constant?: true;
  /** The period a constant counts (12 counts months) or an interval is written in ("every 2 months": 2 months). */
  unit?: string;
  /** A duration counted in the period a rate names ("over twelve months" at "24 plonets a month" is 12). */
  period?: true;
  /** Read from an interval ("every 2 months" is 2): a calendar constant divides by it. */
  interval?: true;
  /** A figure of the user's question: a result using it is an unverified step. */
  question?: true;
  /** Read from a duration, frequency or percentage: it only multiplies or divides. */
  multiplier?: true;
  /** A percentage read as what is left or reached: 25% off is × 0.75, plus 20% is × 1.2. */
  complement?: true;
  /** What a count counts, singular ("books" -> "book"). */
  noun?: string;
}

const MAX_POOL = 32;
const CONSTANTS: Array<[RegExp, number, string]> = [
  [/\b(?:a|per|each|every) year\b|\byearly\b|\bannual(?:ly)?\b|\bover (?:a|the) (?:full |whole )?year\b|\bfor the (?:full |whole )?year\b|\bthe (?:full |whole )?year (?:upfront|up front|in advance)\b/i, 12, 'month'],
  [/\b(?:a|per|each|every) year\b|\byearly\b|\bannual(?:ly)?\b/i, 52, 'week'],
  [/\b(?:a|per|each|every) week\b|\bweekly\b|\bfor a week\b/i, 7, 'day'],
  [/\b(?:a|per|each|every) day\b|\bdaily\b/i, 24, 'hour'],
];
/** Days in each period an interval is written in ("every 3 months"). */
const INTERVAL_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30.4375 };
const INTERVAL = /\bevery\s+(?:\S+\s+){1,2}?(hour|day|week|month)s\b/i;
const DAY = 86400;
const RESULT_DIMS = (d: string) => !['year', 'date', 'day', 'ordinal', 'clock'].includes(d);

function stated(index: ContextIndex, q: Quantity): boolean {
  return quantitiesStating(index, q).length > 0 || (q.dim === 'count' && statesBareNumber(index, q));
}

/** Wording around a percentage that makes it a cut ("25% off", "reduced by 25%") or a rise ("plus 20%"). */
const CUT_AFTER = /^\s*(?:off|discount|reduction|cheaper|less)\b/i;
const CUT_BEFORE = /\b(?:reduced by|cut by|discount of|down by|minus|less|lowered by|(?:fall|falls|falling|fell|drop|drops|dropping|dropped|decline|declines|declining|declined) by|(?:cut|cutting|reduc\w*|lower\w*)\s+(?:[\w'-]+\s+){1,8}by)\s*$/i;
const RISE_AFTER = /^\s*(?:extra|more|higher|premium|uplift|enhancement|on top|increase|rise|raise|mark-?up)\b|^\s*(?:[a-z]+\s+)?(?:surcharge|supplement)\b/i;
const RISE_BEFORE = /\b(?:plus|increased by|raised by|up by|rise of|increase of|uplift of|premium of|enhancement of|mark-?up of|(?:rise|rises|rising|rose|grow|grows|growing|grew|climb|climbs|climbing|climbed|jump|jumps|jumped) by|(?:go|goes|going|went) up(?: by)?|(?:rais|increas|hik)\w*\s+(?:[\w'-]+\s+){1,8}by)\s*$/i;

/** The noun a count counts, singular ("130 books" and "25 books" both count "book"), or ''. */
function countedNoun(text: string, q: Quantity): string {
  const word = (/^\s*([a-z]+)/.exec(text.slice(q.end))?.[1] ?? '').toLowerCase();
  return word.length > 2 ? word.replace(/(?:es|s)$/, '') : '';
}

function operandsOf(q: Quantity, sentence: number | null, claim: string | null, text = ''): Operand[] {
  if (!RESULT_DIMS(q.dim)) return [];
  // An age ("an 8-year-old") is no operand.
  if (hyphenedLabel(q) && /^(?:-old\b|\s+old\b)/i.test(text.slice(q.end))) return [];
  // The unit of a rate ("USD 1.20 per 1,000") is no operand: the price per one is its rate's (see PER_SCALE).
  if (q.dim === 'count' && /\bper\s+$/i.test(text.slice(Math.max(0, q.start - 8), q.start))) return [];
  const noun = q.dim === 'count' ? countedNoun(text, q) : '';
  const out: Operand[] = [{ q, value: q.value, kind: q.dim, sentence, claim, ...(noun ? { noun } : {}) }];
  const m = { sentence, claim, multiplier: true as const };
  // A duration multiplies as a count of days ("250 mg a day for a week"), and as a count of each
  // period a rate of the claim names ("1.5% a month for two months" is 2 months: see `periodCounts`).
  if (q.dim === 'time' && q.value >= DAY && q.value % DAY === 0) out.push({ q, value: q.value / DAY, kind: 'count', ...m });
  // A frequency multiplies as times per day ("250 mg three times daily" is 750 mg a day).
  if (q.dim === 'frequency') out.push({ q, value: q.value, kind: 'count', ...m });
  // An interval counts its periods ("every 3 months" is 3 months): 12 months a year ÷ 3 is 4 times a year.
  const unit = q.dim === 'frequency' ? INTERVAL.exec(q.raw)?.[1]?.toLowerCase() : undefined;
  const periods = unit && q.value > 0 ? 1 / (q.value * (INTERVAL_DAYS[unit] ?? 1)) : 0;
  if (unit && periods >= 2 && Math.abs(periods - Math.round(periods)) < 0.01) out.push({ q, value: Math.round(periods), kind: 'count', ...m, unit, interval: true });
  // A percentage multiplies as a share ("10% of $57,750" is $5,775), and as what is left or
  // reached when the wording says so ("25% off" × 0.75, "plus 20%" × 1.2).
  if (q.dim === 'percent') {
    out.push({ q, value: q.value / 100, kind: 'count', ...m });
    const before = text.slice(Math.max(0, q.start - 20), q.start);
    const after = text.slice(q.end, q.end + 20);
    if (q.value < 100 && (CUT_AFTER.test(after) || CUT_BEFORE.test(before))) out.push({ q, value: 1 - q.value / 100, kind: 'count', ...m, complement: true });
    else if (RISE_AFTER.test(after) || RISE_BEFORE.test(before)) out.push({ q, value: 1 + q.value / 100, kind: 'count', ...m, complement: true });
  }
  // A price per thousand or per million ("USD 0.40 per million read requests") is also its price per one.
  const per = q.dim.startsWith('money') ? PER_SCALE.exec(text.slice(q.end, q.end + 24)) : null;
  const scale = per ? (SCALES[(per[1] ?? '').toLowerCase()] ?? Number((per[1] ?? '').replaceAll(',', ''))) : 0;
  if (scale >= 1000) out.push({ q, value: q.value / scale, kind: q.dim, sentence, claim });
  return out;
}

const PER_SCALE = /^\s*(?:per|a|for every|every)\s+(thousand|million|billion|1,000|1,000,000|10,000|100,000)\b/i;

function buildPool(index: ContextIndex, claim: UnitFacts, results: readonly Quantity[], prior: readonly PriorClaim[], alignment: Alignment): Operand[] {
  const small = index.sentences.reduce((n, s) => n + s.facts.quantities.length, 0) <= MAX_POOL;
  const all = nearbyQuantities(index, claim, results, prior, alignment, small).flatMap((f) => operandsOf(f.q, f.sentence, f.claim, sourceText(index, claim, prior, f.sentence, f.claim)));
  // A figure restated from another source (a passage's $48 after the answer's "$48") is one
  // figure: its repeats go last, so the searches bounded to the first operands reach new ones.
  const repeat = (o: Operand, i: number) => all.slice(0, i).some((x) => x.q !== o.q && x.q.dim === o.q.dim && x.q.value === o.q.value && x.kind === o.kind && sourceOf(x) !== sourceOf(o));
  const pool = [...all.filter((o, i) => !repeat(o, i)), ...all.filter((o, i) => repeat(o, i))];
  const capped = pool.slice(0, MAX_POOL);
  capped.push(...implicitRateAmounts(index, claim, prior, capped));
  capped.push(...payMultipliers(index, claim, prior));
  // The periods rates name: the claim's own wording, and what follows each operand written as a
  // rate ("Premium is $14 a month" before "$168 over twelve months").
  const rateTexts = capped.filter((o) => o.q.dim !== 'time' && !o.multiplier).map((o) => sourceText(index, claim, prior, o.sentence, o.claim).slice(o.q.end, o.q.end + 30)).filter((t) => RATE_AFTER.test(t));
  periodCounts(capped, [claim.text, ...rateTexts.map((t) => t.slice(0, (RATE_AFTER.exec(t)?.[0].length ?? 0)))].join(' '));
  // Calendar constants the claim's wording calls on ("£12.99 a month ... £155.88 a year").
  for (const [re, n, unit] of CONSTANTS) if (re.test(claim.text)) capped.push({ q: { raw: String(n), start: 0, end: 0, value: n, dim: 'count', tolerance: 0, hedge: null, factor: 1 }, value: n, kind: 'count', sentence: null, claim: null, constant: true, unit });
  return capped;
}

const UNIT_SECONDS: Record<string, number> = { hour: 3600, day: DAY, week: 7 * DAY, month: 2629800 };

/** "Running for 24 hours, that's $3.84 a day": a calendar constant of a period the claim names is that constant, not a result. */
function calendarConstant(text: string, q: Quantity): boolean {
  return q.dim === 'time' && CONSTANTS.some(([re, n, unit]) => re.test(text) && Math.abs(q.value - n * (UNIT_SECONDS[unit] ?? 0)) < 1);
}

/** The text an operand was read from: its context sentence, its earlier claim, or the claim. */
function sourceText(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], sentence: number | null, from: string | null): string {
  if (sentence !== null) return index.sentences[sentence]?.facts.text ?? '';
  if (from !== null) return prior.find((p) => p.id === from)?.facts.text ?? '';
  return claim.text;
}

const PERIOD_SECONDS: Record<string, number> = { second: 1, sec: 1, minute: 60, min: 60, hour: 3600, hr: 3600, hourly: 3600, week: 7 * DAY, wk: 7 * DAY, weekly: 7 * DAY, fortnight: 14 * DAY, month: 2629800, mo: 2629800, monthly: 2629800, quarter: 7889400, quarterly: 7889400, year: 31557600, yr: 31557600, yearly: 31557600, annually: 31557600 };
const RATE_PERIOD = /\b(?:a|an|per|each|every|\/)\s*(?:(?:complete|full|whole|calendar)\s+)?(second|sec|minute|min|hour|hr|week|wk|fortnight|month|mo|quarter|year|yr)\b|\b(hourly|weekly|monthly|quarterly|yearly|annually)\b/gi;

/**
 * A duration as a count of the period a rate of the claim names: "1.5% per month ... two months"
 * multiplies by 2, "2% a year ... over twelve months" by 1 (days are counted in `operandsOf`).
 */
function periodCounts(pool: Operand[], text: string): void {
  const periods = new Set<number>();
  for (const m of text.matchAll(RATE_PERIOD)) periods.add(PERIOD_SECONDS[(m[1] ?? m[2] ?? '').toLowerCase()] ?? 0);
  periods.delete(0);
  const durations = pool.filter((o) => o.q.dim === 'time' && !o.multiplier);
  for (const o of durations) {
    for (const p of periods) {
      const n = o.q.value / p;
      if (Math.abs(n - Math.round(n)) < 0.01 && n >= 1 && !pool.some((x) => x.q === o.q && x.multiplier && x.value === Math.round(n))) pool.push({ ...o, value: Math.round(n), kind: 'count', multiplier: true, period: true });
    }
  }
}

function fitsResult(c: Computed, pool: readonly Operand[], result: Quantity): boolean {
  if (c.dim) return result.dim === c.dim;
  // "37.5 weekly ... four days": a frequency over a span of days counts runs; the span is no amount of time to scale.
  const ops = c.operands.map((i) => pool[i]);
  if (c.op === 'product' && ops.some((o) => o?.q.dim === 'frequency') && ops.some((o) => o?.kind === 'time' && o.value >= DAY)) return false;
  const kinds = c.operands.map((i) => pool[i]?.kind ?? '');
  switch (c.op) {
    case 'percent-of':
    case 'percent-change': return result.dim === 'percent';
    case 'product': return result.dim === (kinds.find((k) => k !== 'count') ?? 'count');
    case 'ratio': return result.dim === 'count' ? kinds[0] === kinds[1] : kinds[1] === 'count' && result.dim === kinds[0];
    // A sum of products ("2 × €20 + 1 × €10") is of its amounts' kind.
    default: return result.dim === (kinds.find((k) => k !== 'count') ?? 'count');
  }
}

/** A figure written as a rate: "1.5% per month", "$39 a day", "£12.99 monthly". */
const RATE_AFTER = /^\s*(?:[a-z]+\s+)?(?:a|an|per|each|every)\s+(?:hour|day|night|week|fortnight|month|quarter|year)\b|^\s*(?:hourly|daily|nightly|weekly|monthly|quarterly|yearly|annually)\b|^\s*\/\s*(?:hr|hour|day|night|week|wk|month|mo|year|yr)\b/i;

/** What the computed claim gives its search: where each operand came from, and what goes with what. */
interface Frame {
  /** Pool index → the frequency written right after that operand ("2 capsules twice a day"). */
  doses: Map<number, Quantity>;
  /** Pool indexes of operands written as rates ("1.5% per month"). */
  rates: Set<number>;
  /** Pool index → the seconds of the period a rate is written per ("4 tablets a day": a day). */
  periods: Map<number, number>;
  /** Durations and frequencies of the claim itself that are not results: a rate must use them. */
  ownSpans: Quantity[];
}

function frameOf(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], pool: readonly Operand[], results: readonly Quantity[]): Frame {
  const doses = new Map<number, Quantity>();
  const rates = new Set<number>();
  const periods = new Map<number, number>();
  pool.forEach((o, i) => {
    if (o.constant || o.multiplier) return;
    const text = sourceText(index, claim, prior, o.sentence, o.claim);
    const rate = RATE_AFTER.exec(text.slice(o.q.end, o.q.end + 30));
    if (o.q.dim === 'frequency' || rate) rates.add(i);
    const period = rate ? PERIOD_WORD.exec(rate[0])?.[1]?.toLowerCase() : undefined;
    if (period) periods.set(i, PERIOD_SECONDS[period] ?? DAY);
    if (['frequency', 'percent', 'time'].includes(o.q.dim)) return;
    // "2 capsules twice a day", "one tablet twice daily", "250 mg three times a day": a dose and how often.
    const f = pool.find((x) => x.q.dim === 'frequency' && !x.multiplier && x.sentence === o.sentence && x.claim === o.claim && x.question === o.question
      && x.q.start >= o.q.end && /^[\s-]*(?:[a-z]+\s+){0,3}$/i.test(text.slice(o.q.end, x.q.start)));
    if (f) doses.set(i, f.q);
  });
  pool.forEach((o, i) => {
    if (o.multiplier) for (const [j] of doses) if (pool[j]?.q === o.q) rates.add(i);
    if (o.multiplier && o.q.dim === 'frequency') rates.add(i);
    if (o.multiplier && pool.some((x, k) => x.q === o.q && rates.has(k))) rates.add(i);
  });
  // (A frequency said as a bare word, "Paying monthly", names the period; it is no span to use.)
  const ownSpans = claim.quantities.filter((q) => (q.dim === 'time' || (q.dim === 'frequency' && /\s/.test(q.raw.trim()))) && !results.includes(q));
  return { doses, rates, periods, ownSpans };
}

/** The period word of a rate ("a day", "per month", "weekly"); days and nights count as a day. */
const PERIOD_WORD = /(hourly|daily|nightly|weekly|monthly|quarterly|yearly|annually|hour|hr|day|night|week|wk|fortnight|month|mo|quarter|year|yr)\b/i;

/**
 * Whether a computation reads its operands as written: a dose goes with its frequency ("2
 * capsules twice a day" is 4 a day, never 2), and a product of a rate ("1.5% per month") uses the
 * claim's own durations ("two months'") unless the result is itself per period ("750 mg a day").
 */
function coherent(c: Computed, pool: readonly Operand[], frame: Frame, perPeriod: boolean): boolean {
  const used = new Set(c.operands.map((i) => pool[i]?.q));
  // Amounts a million times apart in their units are different things ("100 mg" of a dose and "14 kg" of a child): never added or subtracted.
  if (c.op === 'sum' || c.op === 'difference' || c.op === 'average') {
    const factors = c.operands.flatMap((i) => { const q = pool[i]?.q; return q && q.dim !== 'count' && !q.dim.startsWith('money') && q.factor > 0 ? [q.factor] : []; });
    if (factors.length > 1 && Math.max(...factors) / Math.min(...factors) >= 1e5) return false;
  }
  if (c.op === 'product' || c.op === 'ratio') {
    for (const i of c.operands) {
      const f = frame.doses.get(i);
      if (f && !used.has(f)) return false;
    }
    // ... and a dose's frequency with its dose: twice a day for 10 days is 20 doses, not 20 capsules.
    for (const [j, f] of frame.doses) if (used.has(f) && !used.has(pool[j]?.q)) return false;
  }
  if (c.op === 'product' && !perPeriod && c.operands.some((i) => frame.rates.has(i))) {
    for (const q of frame.ownSpans) if (!used.has(q)) return false;
  }
  return true;
}

/**
 * A percentage comes from shares or counts, or as a share or change of two figures: never from a
 * duration, a frequency or an amount added in or multiplied through ("72 hours × 3% − 5.5%" is no
 * "3.5% rise"; "monthly × 2% × 10 years" is no "8% royalty"). A product takes one percentage and one
 * count or period ("0.5% a month × 12 months").
 */
function percentFits(c: Computed, pool: readonly Operand[], r: Quantity): boolean {
  if (r.dim !== 'percent' || c.op === 'percent-of' || c.op === 'percent-change' || c.op === 'ratio') return true;
  const dims = c.operands.map((i) => pool[i]?.q.dim ?? '');
  if (c.op === 'product') return dims.length === 2 && dims.filter((d) => d === 'percent').length === 1 && dims.every((d) => d === 'percent' || d === 'count' || d === 'time');
  return dims.every((d) => d === 'percent' || d === 'count') && dims.some((d) => d === 'percent');
}

/**
 * Two durations multiplied give no count ("5 days × 11 days" is not how many days are lost), and
 * no time taken from a third ("10 years − 2 weeks × 2 weeks"): a span of weeks per year times years
 * is the answer's own step (own-working.ts), not a reading to contradict it with.
 */
function durationsMultiplied(c: Computed, pool: readonly Operand[], r: Quantity): boolean {
  const times = c.operands.filter((i) => pool[i]?.q.dim === 'time').length;
  if (c.op === 'product' && c.shape === undefined) return times >= 2 && r.dim === 'count';
  return (c.shape === 'product-less' || c.shape === 'less-product') && times >= 3;
}

/** "28 tablets at one tablet twice a day last 14 days": a supply divided by what a day takes. */
function supplies(pool: readonly Operand[], frame: Frame): Computed[] {
  const out: Computed[] = [];
  pool.forEach((a, i) => {
    if (a.multiplier || a.constant || ['frequency', 'percent', 'time'].includes(a.kind)) return;
    for (const [j, f] of frame.doses) {
      const d = pool[j];
      const k = pool.findIndex((x) => x.q === f && !x.multiplier);
      if (!d || k < 0 || j === i || d.kind !== a.kind || d.q === a.q || a.value <= d.value) continue;
      const perDay = d.value * f.value;
      if (perDay > 0) out.push({ op: 'ratio', value: (a.value / perDay) * DAY, operands: [i, j, k], dim: 'time' });
    }
    // "120 tablets at 4 tablets a day last 30 days": a supply divided by a rate of its kind.
    for (const [j, period] of frame.periods) {
      const d = pool[j];
      if (!d || j === i || d.kind !== a.kind || d.q === a.q || a.value <= d.value || frame.periods.has(i) || frame.doses.has(j) || d.value <= 0) continue;
      out.push({ op: 'ratio', value: (a.value / d.value) * period, operands: [i, j], dim: 'time' });
    }
  });
  return out;
}

/** Pay rates said in words: "time and a half" is × 1.5, "time-and-a-third" × 4/3, "double time" × 2. */
const PAY_RATES: Array<[RegExp, number]> = [
  [/\btime[- ]and[- ]a[- ]half\b/i, 1.5], [/\btime[- ]and[- ]a[- ]third\b/i, 4 / 3], [/\btime[- ]and[- ]a[- ]quarter\b/i, 1.25],
  [/\btime[- ]and[- ]three[- ]quarters\b/i, 1.75], [/\btime[- ]and[- ]two[- ]thirds\b/i, 5 / 3], [/\bdouble[- ]time\b/i, 2], [/\btriple[- ]time\b/i, 3],
];

/** Multipliers the claim, its last earlier claims or the context say as pay rates in words. */
function payMultipliers(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): Operand[] {
  const sources: Array<{ text: string; sentence: number | null; claim: string | null }> = [
    { text: claim.text, sentence: null, claim: null },
    ...prior.slice(-3).map((p) => ({ text: p.facts.text, sentence: null, claim: p.id })),
    ...index.sentences.map((x, id) => ({ text: x.facts.text, sentence: id, claim: null })),
  ];
  const out: Operand[] = [];
  for (const src of sources) {
    for (const [re, value] of PAY_RATES) {
      const m = re.exec(src.text);
      if (!m) continue;
      const q: Quantity = { raw: m[0], start: m.index, end: m.index + m[0].length, value, dim: 'count', tolerance: 0, hedge: null, factor: 1 };
      out.push({ q, value, kind: 'count', sentence: src.sentence, claim: src.claim, multiplier: true });
    }
  }
  return out;
}

/** "one TOIL day per 6 hours": a rate whose amount is one unit written with a word between ("one flexi day"). */
const ONE_UNIT_BEFORE = /\b(?:one|a|an)\s+(?:[A-Za-z-]+\s+)?(hour|day|week|month)\b(?=(?:\s+[a-z-]+){0,3}\s+(?:per|for every|for each)\s*$)/i;

/** The amounts of rates written "one <word> day per b", which the quantity reader leaves out, as operands of b's source. */
function implicitRateAmounts(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], pool: readonly Operand[]): Operand[] {
  const out: Operand[] = [];
  for (const b of pool) {
    if (b.multiplier || b.constant || b.kind === 'count') continue;
    const before = sourceText(index, claim, prior, b.sentence, b.claim).slice(Math.max(0, b.q.start - 60), b.q.start);
    const m = ONE_UNIT_BEFORE.exec(before);
    const seconds = UNIT_SECONDS[(m?.[1] ?? '').toLowerCase()];
    if (!m || !seconds) continue;
    const end = b.q.start - before.length + m.index + m[0].length;
    // Already read as a figure ("one day of TOIL per 6 hours").
    if (pool.some((o) => sourceOf(o) === sourceOf(b) && o.q.end === end)) continue;
    const q: Quantity = { raw: m[0], start: end - m[0].length, end, value: seconds, dim: 'time', tolerance: 0, hedge: null, factor: seconds };
    out.push({ q, value: seconds, kind: 'time', sentence: b.sentence, claim: b.claim });
  }
  return out;
}

/** The words between a rate's amount and what it is per: "5 stamps for every $10", "one day of leave per 8 hours". */
const RATE_BETWEEN = /^\s*(?:[a-z-]+\s+){0,3}(?:per|for every|for each)\s*$/i;

/**
 * A figure scaled by a rate the same source writes "c per b": a ÷ b × c ("a $60 purchase at 5
 * stamps for every $10 earns 30 stamps"; "36 hours at one day per 6 hours is 6 days").
 */
function scaledRates(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], pool: readonly Operand[]): Computed[] {
  const out: Computed[] = [];
  pool.forEach((c, k) => {
    if (c.multiplier || c.constant || ['frequency', 'percent'].includes(c.q.dim)) return;
    const text = sourceText(index, claim, prior, c.sentence, c.claim);
    pool.forEach((b, j) => {
      if (b.multiplier || b.constant || b.kind === 'count' || sourceOf(b) !== sourceOf(c) || b.q.start < c.q.end || !RATE_BETWEEN.test(text.slice(c.q.end, b.q.start)) || b.value === 0) return;
      pool.forEach((a, i) => {
        if (a.multiplier || a.constant || a.kind !== b.kind || i === j || i === k || (a.q.dim === b.q.dim && a.q.value === b.q.value)) return;
        out.push({ op: 'product', value: (a.value / b.value) * c.value, operands: [i, j, k], dim: c.kind, shape: 'scaled-rate' });
      });
    });
  });
  return out;
}

/** Whether an earlier claim gives a limit of the kind of `q` ("up to 1,000 requests"), so that `q`, a limit too, may be worked out from it. */
function limitFromLimits(prior: readonly PriorClaim[], q: Quantity): boolean {
  return prior.some((p) => p.facts.quantities.some((e) => e.hedge === 'lt' && e.dim === q.dim && e.value !== q.value));
}

/** Whether an average over context figures leaves out a figure of their kind that their one sentence lists. */
function partialAverage(c: Computed, pool: readonly Operand[]): boolean {
  const used = c.operands.map((i) => pool[i]);
  const first = used[0];
  if (!first || first.sentence === null || used.some((o) => !o || o.sentence !== first.sentence || o.claim !== null)) return false;
  const listed = new Set(pool.filter((o) => o.sentence === first.sentence && o.claim === null && !o.multiplier && !o.constant && o.kind === first.kind).map((o) => o.q));
  return listed.size > used.length;
}

/**
 * A figure with no wording of its own that computes may still be a plain product: a price after a
 * cut or a rise the passages give ("£150 ... 20% off", then "you would pay £120"), or the claim's
 * own count times an amount a passage gives for each one ("Each box contains 24 cans", then "Five
 * boxes give you 120 cans"). Supported (a step resting on a wrong earlier claim), or null: never
 * contradicted from this reading.
 */
function unnamedProduct(index: ContextIndex, claim: UnitFacts, result: Quantity, prior: readonly PriorClaim[], alignment: Alignment): RuleVerdict | null {
  const pool = buildPool(index, claim, [result], prior, alignment);
  // The claim's other counts are what it counts ("Five boxes"), not results.
  for (const q of claim.quantities) if (q !== result && q.dim === 'count' && !pool.some((o) => o.q === q)) pool.push(...operandsOf(q, null, null, claim.text));
  const pairs: Array<[Operand, Operand]> = [];
  if (result.dim.startsWith('money')) for (const rate of pool.filter((o) => o.complement)) for (const base of pool) pairs.push([base, rate]);
  const counts = pool.filter((o) => isOwn(o) && o.kind === 'count' && !o.multiplier);
  const each = pool.filter((o) => o.sentence !== null && !o.multiplier && !o.constant && o.kind === result.dim && EACH.test(index.sentences[o.sentence]?.facts.text ?? ''));
  const groups: Operand[][] = [];
  for (const n of counts) for (const amount of each) if (n.noun !== amount.noun || !n.noun) groups.push([amount, n]);
  for (const [base, by] of pairs) groups.push([base, by]);
  // A rate per two units ("€3.50 per person per night") times the claim's two counts ("two adults over three nights").
  for (const amount of each) {
    const after = amount.sentence === null ? '' : (index.sentences[amount.sentence]?.facts.text ?? '').slice(amount.q.end, amount.q.end + 40);
    if (!/^\s*(?:per|each|every|a|an)\s+[a-z]+\s+(?:per|each|every|a|an)\s+[a-z]+/i.test(after)) continue;
    for (const [i, n] of counts.entries()) for (const m of counts.slice(i + 1)) if (n.q !== m.q) groups.push([amount, n, m]);
  }
  for (const used of groups) {
    const [base, ...by] = used;
    if (!base || base.kind !== result.dim || base.multiplier || base.constant || !closeTo(result, by.reduce((v, o) => v * o.value, base.value))) continue;
    const rests = [...new Set(used.flatMap((o) => (o.claim ? [o.claim] : [])))];
    const wrong = used.filter((o) => o.claim && !trusted(index, o, prior)).map((o) => o.claim as string);
    if (wrong.length > 0) return { ...verdict('unverified_step', true, evidenceOf(index, used), [`Computed from ${wrong.join(', ')}.`]), restsOn: rests };
    return { ...verdict('supported', true, evidenceOf(index, used)), restsOn: rests };
  }
  return null;
}

/**
 * A passage's rate per unit of measure times an amount in that unit that an earlier claim gives
 * ("The tank holds 45 litres", then "At £2.10 per litre, filling it costs £94.50"), the claim
 * giving no amount of its own: supported, or a step resting on that claim when it is not.
 * Null otherwise: never contradicted from this reading.
 */
function rateTimesEarlier(index: ContextIndex, claim: UnitFacts, result: Quantity, prior: readonly PriorClaim[], alignment: Alignment): RuleVerdict | null {
  const rates = ratesOf(index).filter((r) => r.q.dim === result.dim && r.one);
  if (rates.length === 0 || claim.quantities.some((q) => q !== result && rates.some((r) => unitsIn(r, q, claim.text) !== null))) return null;
  const earlier = buildPool(index, claim, [result], prior, alignment).filter((o) => o.claim !== null && !o.multiplier);
  for (const rate of rates) {
    for (const amount of earlier) {
      const n = unitsIn(rate, amount.q, '');
      if (n === null || n <= 0 || !closeTo(result, rate.q.value * n)) continue;
      const claimId = amount.claim as string;
      const used = [{ q: rate.q, value: rate.q.value, kind: rate.q.dim, sentence: rate.sentence, claim: null }];
      if (!trusted(index, amount, prior)) return { ...verdict('unverified_step', true, evidenceOf(index, used), [`Computed from ${claimId}.`]), restsOn: [claimId] };
      return { ...verdict('supported', true, evidenceOf(index, used)), restsOn: [claimId] };
    }
  }
  return null;
}

/** Wording of a change between an old and a new value. */
const CHANGE_WORDS = /\b(?:jump(?:ed|s)?|rise|rose|risen|increase[sd]?|grew|grown|growth|gain(?:ed)?|climb(?:ed)?|surge[sd]?|up|fall|fell|fallen|drop(?:ped)?|decline[sd]?|decrease[sd]?|down|slump(?:ed)?)\b/i;

/** A sentence giving an amount for each one of something ("Each box contains 24 cans", "€12 per person"). */
const EACH = /\b(?:each|every|per|apiece)\b/i;

/** Wording of whole things needed (boxes, requests, trips), whose count rounds a ratio up. */
const NEEDS = /\b(?:need|needs|needed|take|takes|would take|require|requires|required)\b/i;

/** A result right after "to", "is", "costs": the new value, not the change ("from $800 to $600"). */
const NEW_VALUE = /\b(?:to|at|for|now|costs?|pays?|earns?|is|are|becomes?|makes?)\s*(?:just|only|about|around|roughly|approximately)?\s*$/i;
/** A result after "by", "saves", "off": the change itself ("saves you $200"). */
const CHANGE_BY = /\b(?:by|saves?|saving|savings|off|discount|less|cheaper|extra|more)\b[^,;]*$/i;

/** Whether the way a percentage is read (a share, or what is left or reached) fits the result's wording. */
function wordingFits(c: Computed, pool: readonly Operand[], claimText: string, r: Quantity): boolean {
  const before = claimText.slice(Math.max(0, r.start - 25), r.start);
  const ops = c.operands.map((i) => pool[i]);
  const share = ops.some((o) => o?.q.dim === 'percent' && o.multiplier && !o.complement && pool.some((x) => x.q === o.q && x.complement));
  const complement = ops.some((o) => o?.complement);
  if (share && NEW_VALUE.test(before)) return false;
  if (complement && !NEW_VALUE.test(before) && CHANGE_BY.test(before)) return false;
  // "twice a day" says how often, not how many: a count times a frequency ("two sprays once a day") is no such figure.
  if (r.dim === 'frequency' && c.op === 'product' && OCCASIONS.test(r.raw) && ops.some((o) => o?.q.dim === 'count')) return false;
  // A rise's percentage is of the old figure, a fall's of the old too: "from £84m to £105m, a rise of £21m, or 20%" is 25%.
  if (r.dim === 'percent' && c.op === 'percent-of' && NAMES_CHANGE.test(claimText) && ofNewValue(ops[0], ops[1], pool, saysDecline(claimText))) return false;
  // A multiple the claim names is the one it used: "twice that, so $0.012" is not 1.5 × $0.008.
  const named = NAMED_MULTIPLE.exec(claimText);
  const factor = named ? MULTIPLE_WORDS[(named[1] ?? '').toLowerCase()] : undefined;
  if (factor !== undefined && (c.op === 'product' || c.op === 'ratio') && c.operands.length === 2 && !ops.some((o) => o && Math.abs(o.value - factor) < 1e-9)) return false;
  // An amount divided by a percentage is the whole it is a share of: a claim that names no share,
  // nor the figure before a cut ("Before the reduction, ... 64,000"), never worked out 250 krells ÷ 5%
  // ("adds up to 5000 krells paid in").
  if (c.op === 'ratio' && r.dim !== 'percent' && ops[1]?.q.dim === 'percent' && !SHARE_WORDS.test(claimText)) return false;
  return true;
}

/** Wording that names a share, the whole it is of, or the figure before a cut. */
const SHARE_WORDS = /%|\b(?:per\s*cent|percent(?:age)?|share|portion|proportion|of\s+(?:the|a|an|your|its|their)\s+(?:total|whole|overall)|before|original(?:ly)?|reduction|reduced|discount(?:ed)?|cut|deduction)\b/i;

/** Frequencies written as occasions: "once", "twice", "3 times a day". */
const OCCASIONS = /\b(?:once|twice|thrice|times)\b/i;
/** A multiple named in words, not a frequency ("twice the rate", not "twice a day"). */
const NAMED_MULTIPLE = /\b(twice|double|triple|treble)\b(?!\s+(?:a|an|per|each|every|daily|weekly|monthly|yearly)\b)/i;
const MULTIPLE_WORDS: Record<string, number> = { twice: 2, double: 2, triple: 3, treble: 3 };

/** Whether a percentage's base is the newer figure of a change whose size is its numerator. */
function ofNewValue(part: Operand | undefined, base: Operand | undefined, pool: readonly Operand[], decline: boolean): boolean {
  if (!part || !base) return false;
  return pool.some((x) => x !== base && x.kind === base.kind && x.q !== base.q && (decline ? base.value < x.value : base.value > x.value)
    && Math.abs(Math.abs(base.value - x.value) - part.value) <= Math.max(1e-9, part.value * 1e-6));
}

function evidenceOf(index: ContextIndex, ops: readonly Operand[]): Evidence[] {
  const ids = [...new Set(ops.flatMap((o) => (o.sentence === null ? [] : [o.sentence])))];
  return ids.slice(0, 3).map((id) => sentenceEvidence(index, id));
}

const ALL_OPERATIONS = new Set<Operation>(['sum', 'difference', 'product', 'ratio', 'percent-of', 'percent-change', 'average']);

/**
 * Whether a product pairs each of the claim's counts with the amount its noun names: "2 adults"
 * with the adults' €20, not the children's €10. Pairs whose amount names no counted noun pass.
 */
function pairsFit(index: ContextIndex, c: Computed, pool: readonly Operand[], counts: readonly Multiplicity[]): boolean {
  if (counts.length === 0 || (c.op !== 'sum' && c.op !== 'product')) return true;
  // Every counted thing is paid for: "two adults and one child" is not two adults alone.
  const used = c.operands.map((i) => pool[i]?.q);
  if (used.some((q) => counts.some((m) => m.q === q)) && !counts.every((m) => used.includes(m.q))) return false;
  return !countPairs(index, c, pool, counts).includes(false);
}

/**
 * For each (count, amount) pair of a product or sum of products: true when the clause of the
 * amount names the count's noun, false when it names another counted noun, null when it is not
 * known (no claim count, an amount from no passage, or no counted noun in its clause).
 */
function countPairs(index: ContextIndex, c: Computed, pool: readonly Operand[], counts: readonly Multiplicity[]): Array<boolean | null> {
  const nouns = counts.map((m) => m.noun);
  const out: Array<boolean | null> = [];
  for (let k = 0; k + 1 < c.operands.length; k += 2) {
    const amount = pool[c.operands[k + 1] ?? -1];
    const m = counts.find((x) => x.q === pool[c.operands[k] ?? -1]?.q);
    const named = m && amount && amount.sentence !== null ? nounOfAmount(index.sentences[amount.sentence]?.facts.text ?? '', amount.q, nouns) : null;
    out.push(m && named !== null ? named === m.noun : null);
  }
  return out;
}

/** The multiplicities that no operation over the passages and earlier claims gives. */
function derivedAsResults(index: ContextIndex, claim: UnitFacts, unstated: readonly Quantity[], prior: readonly PriorClaim[], alignment: Alignment, cued: ReadonlySet<Operation>, counts: readonly Multiplicity[]): Multiplicity[] {
  if (counts.length === 0) return [];
  // A figure of the question the claim repeats ("a $60 purchase") is an operand, not a result.
  const pool = buildPool(index, claim, unstated.filter((q) => !givenByUser(index, q)), prior, alignment);
  const computed = computeAll(pool.map((o) => o.value), pool.map((o) => o.kind), cued, saysDecline(claim.text));
  if (cued.has('product')) computed.push(...scaledRates(index, claim, prior, pool));
  return counts.filter((m) => !claim.quantities.includes(m.q) || !computed.some((c) => fitsResult(c, pool, m.q) && closeTo(m.q, c.value)));
}

/** The last earlier claim (of the last two with figures) that states the operand's value, or null. */
function restatedBy(o: Operand, prior: readonly PriorClaim[]): string | null {
  const recent = prior.filter((p) => p.facts.quantities.length > 0).slice(-2).reverse();
  return recent.find((p) => p.facts.quantities.some((q) => q.dim === o.q.dim && q.value === o.q.value))?.id ?? null;
}

/** Whether an operand is a figure the passages give (stated there, or by a supported earlier claim). */
function trusted(index: ContextIndex, o: Operand, prior: readonly PriorClaim[]): boolean {
  // A figure the passages state elsewhere is no sound step when the claim that gave it was
  // contradicted ("The Team plan costs $20" where $20 is another plan's price).
  const status = prior.find((p) => p.id === o.claim)?.status;
  return o.claim === null || status === 'supported' || (stated(index, o.q) && status !== 'contradicted');
}

/**
 * The verdict on a claim's computed values, or null when it computes nothing the rules can check.
 * `concludes`: a conclusion (see `weak` below). `restated`: the claim's figures are all stated
 * and the fact rules settled nothing; its wording names an operation ("That's an average of
 * 436,000 per month", where February's figure is 436,000), so each figure may be worked out from
 * the others: supported or a step, never contradicted.
 */
export function recompute(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], alignment: Alignment, concludes = false, restated = false): RuleVerdict | null {
  const earlier = new Set(prior.flatMap((p) => p.facts.quantities.map((q) => `${q.dim}:${q.value}`)));
  // A bound ("more than 300") is no result, but a limit worked out from limits is ("up to 1,000 per key" × 2 keys is "up to 2,000").
  const fresh = claim.quantities.filter((q) => RESULT_DIMS(q.dim) && q.hedge !== 'gt' && (q.hedge !== 'lt' || limitFromLimits(prior, q)) && (restated || !earlier.has(`${q.dim}:${q.value}`)));
  const unstated = restated ? fresh : fresh.filter((q) => !stated(index, q));
  // A figure the context states is left to the fact rules, which also check its wording (a
  // coincidental match must not support "rose 9%" where the passage says "fell 9%").
  const cued = allowedOperations(claim.text);
  // "Two adults and a child pay €50": the counts multiply the amounts; €50 is the result.
  // A count the passages' figures give ("That's 8 tablets, or 2,600 mg, a day") is a result itself.
  const counts = cued.size > 0 ? derivedAsResults(index, claim, unstated, prior, alignment, cued, multiplicitiesOf(claim.text, unstated)) : [];
  // A figure of the user's question the answer repeats ("your $4,000 salary") is an operand, not a result.
  // A bare frequency adverb ("1,500 mg daily") says per what, it is no result.
  // A fraction in words taken of something ("three-fifths of that: 15 days") is what the claim multiplies by, no result.
  const takenOf = (q: Quantity) => q.dim === 'percent' && /^\p{L}/u.test(q.raw) && /^:?\s+of\b/.test(claim.text.slice(q.end));
  // "The three candidates polled 42,555 votes between them": a count in words after "the" names the things, it is no result.
  const named = (q: Quantity) => q.dim === 'count' && /^\p{L}/u.test(q.raw) && /\b(?:the|all|both|these|those)\s+$/i.test(claim.text.slice(Math.max(0, q.start - 6), q.start));
  // A span the claim sets ("paying monthly for twelve months would come to 96", "for four days adds 144") is
  // what it multiplies by when another figure, of another kind, is its result.
  // (A lone period, "for a year 2 claim", is no span.)
  const span = (q: Quantity) => q.dim === 'time' && !/^(?:an?|one)\s/i.test(q.raw) && /\b(?:for|over|across|during)\s+(?:the\s+(?:next|first|full|whole)\s+)?$/i.test(claim.text.slice(Math.max(0, q.start - 24), q.start))
    && unstated.some((r) => r !== q && r.dim !== 'time' && r.start > q.end);
  const spans = unstated.filter(span);
  const results = unstated.filter((q) => !counts.some((m) => m.q === q) && !givenByUser(index, q) && !(q.dim === 'frequency' && !/\s/.test(q.raw.trim())) && !calendarConstant(claim.text, q) && !takenOf(q) && !named(q) && !spans.includes(q));
  // "That makes", "which is": any operation, though one the wording does not name needs one of the answer's own figures.
  // A conclusion that names no operation ("..., so you'd earn £144 for it": its "so" went with
  // the split) may have worked its figure out from the clause before it, and only so: two
  // operands, one of them that clause's. Failing that it is left to the fact rules.
  const last = prior.at(-1)?.id;
  const weak = concludes && cued.size === 0 && !saysWorkedOut(claim.text) && last !== undefined;
  const broad = saysWorkedOut(claim.text) || weak;
  // No wording that computes: a plain product may still give the last figure ("Five boxes give you 120 cans").
  const lone = results.at(-1);
  if (lone && cued.size === 0 && !restated && results.slice(0, -1).every((q) => q.dim === 'count')) {
    const product = unnamedProduct(index, claim, lone, prior, alignment);
    if (product || !broad) return product;
  }
  // A product the wording names, of a passage's rate and an amount an earlier claim or the user gives ("At £2.10 per litre, that's £70.88").
  if (lone && results.length === 1 && cued.has('product') && !restated) {
    const product = rateTimesEarlier(index, claim, lone, prior, alignment);
    if (product) return product;
  }
  if (results.length === 0 || (cued.size === 0 && !broad) || (restated && cued.size === 0)) return null;
  const pool = buildPool(index, claim, results, prior, alignment);
  // Nor an operand: "Together the two parties would hold 39 seats" adds the parties' seats, not 2.
  for (let i = pool.length - 1; i >= 0; i--) if (pool[i]?.sentence === null && pool[i]?.claim === null && !pool[i]?.question && named(pool[i]?.q as Quantity)) pool.splice(i, 1);
  // A restated figure is worked out from other figures, never from itself where a passage or an earlier claim states it.
  if (restated) for (let i = pool.length - 1; i >= 0; i--) if (results.some((r) => r.dim === pool[i]?.q.dim && r.value === pool[i]?.q.value)) pool.splice(i, 1);
  for (const m of counts) if (!claim.quantities.includes(m.q)) pool.push(...operandsOf(m.q, null, null));
  // A bare count of the claim's ("Having used 6 already, you have 8 paid days left") counts the one result's things.
  const [only] = results;
  if (only && results.length === 1 && only.dim !== 'count') {
    for (const q of claim.quantities) if (q.dim === 'count' && q.start < only.start && BARE_COUNT_AFTER.test(claim.text.slice(q.end))) pool.push({ q, value: q.value * (only.factor || 1), kind: only.dim, sentence: null, claim: null });
  }
  // The question's figures, but not a bare frequency adverb ("our nightly job" is once a day, no figure the user gave).
  for (const q of index.questionQuantities) if (q.dim !== 'frequency' || /\d/.test(q.raw)) pool.push(...operandsOf(q, null, null).map((o) => ({ ...o, question: true as const })));
  // The question's durations count the periods the claim's rates name too ("12,000 records in 4 minutes" ... "per minute").
  periodCounts(pool, claim.text);
  // Unnamed operations search only the answer's own figures: among many context figures some
  // pair gives almost any value by chance.
  // An unnamed operation needs one of the answer's own figures among its operands.
  // "25% off", "plus 20%": what is left or reached multiplies the base.
  // So does a share the claim writes of an amount it writes ("At 4.60%, GBP 12,000 would earn GBP 552").
  const ownShare = claim.quantities.some((q) => q.dim === 'percent') && claim.quantities.some((q) => q.dim.startsWith('money') && !results.includes(q));
  const ops = broad ? ALL_OPERATIONS : pool.some((o) => o.complement) || ownShare ? new Set<Operation>([...cued, 'product']) : cued;
  let frame = frameOf(index, claim, prior, pool, results);
  const computeOver = () => {
    frame = frameOf(index, claim, prior, pool, results);
    const multipliers = new Set(pool.flatMap((o, i) => (o.multiplier ? [i] : [])));
    const own = new Set(pool.flatMap((o, i) => (o.sentence === null && o.claim === null && !o.question && !o.constant && o.q.dim === 'count' && !results.includes(o.q) ? [i] : [])));
    const given = new Set(pool.flatMap((o, i) => (o.sentence === null && !o.question && !o.constant ? [i] : [])));
    const all = computeAll(pool.map((o) => o.value), pool.map((o) => o.kind), ops, saysDecline(claim.text), multipliers, own, given);
    if (ops.has('ratio')) all.push(...supplies(pool, frame));
    // "You'll need 6 boxes for 130 books" at 25 a box: a count of whole things needed rounds a ratio up, never to the nearest.
    if (ops.has('ratio') && NEEDS.test(claim.text) && results.every((r) => r.dim === 'count' && Number.isInteger(r.value))) {
      all.forEach((c, k) => {
        if (c.op === 'ratio' && c.operands.length === 2 && !c.shape && c.value > 0 && Math.abs(c.value - Math.round(c.value)) > 1e-9) all[k] = { ...c, value: Math.ceil(c.value), shape: 'rounded-up' };
      });
    }
    if (ops.has('product')) all.push(...scaledRates(index, claim, prior, pool));
    const answered = (c: Computed) => c.operands.some((i) => pool[i]?.sentence === null && !pool[i]?.constant);
    // A calendar constant converts an amount ("£12.99 a month" × 12): 24 hours ÷ 4 times a day is no count of drops.
    // It divides by an interval in its own period (12 months ÷ every 3 months), never by a count a
    // passage gives for something else ("a two-pack"); an interval divides nothing else.
    const idle = (c: Computed) => {
      const [a, b] = c.operands.map((i) => pool[i]);
      if (c.op === 'ratio' && a?.constant && b?.interval) return b.unit !== a.unit || c.operands.length > 2;
      if (c.operands.some((i) => pool[i]?.interval)) return true;
      if (c.op === 'ratio' && a?.constant && b?.sentence !== null) return true;
      return c.operands.some((i) => pool[i]?.constant) && c.operands.every((i) => pool[i]?.constant || pool[i]?.multiplier);
    };
    // A product of three takes one rate and one duration: "daily × three times a day" is no product.
    const odd = (c: Computed) => c.operands.length > 2 && c.op === 'product' && c.shape !== 'scaled-rate' && c.shape !== 'difference-times' && ['frequency', 'time'].some((d) => new Set(c.operands.flatMap((i) => (pool[i]?.q.dim === d ? [pool[i]?.q] : []))).size > 1);
    // Two counts the claim lists together ("Two adults and one child") each pay; they do not scale one amount together.
    const listed = (c: Computed) => c.op === 'product' && c.operands.length === 3 && !c.operands.some((i) => multipliers.has(i)) && listedTogether(claim.text, c.operands.flatMap((i) => (own.has(i) ? [pool[i]?.q as Quantity] : [])));
    // A difference times a rate takes the two figures the answer sets against each other and a rate ("2 GB a day").
    const loose = (c: Computed) => c.shape === 'difference-times' && !(c.operands.slice(0, 2).every((i) => pool[i]?.sentence === null && !pool[i]?.question) && rateOf(c.operands[2]));
    const rateOf = (k: number | undefined) => k !== undefined && [...frame.rates].some((r) => pool[r]?.q === pool[k]?.q);
    // "25 books × 130 books" is nothing anyone counts: two counts of one thing never multiply.
    const squared = (c: Computed) => c.op === 'product' && c.operands.length === 2 && c.operands.every((i) => pool[i]?.noun) && pool[c.operands[0] ?? 0]?.noun === pool[c.operands[1] ?? 0]?.noun;
    // An average of a sentence's figures takes them all ("40, 50 and 60 units" average 50, never (50 + 60) ÷ 2).
    const partial = (c: Computed) => c.op === 'average' && partialAverage(c, pool);
    // A rate times a count plus a one-off takes the count from a span the rate's period measures
    // ("24 plonets a month ... over twelve months"), never from any count in sight.
    const plusStray = (c: Computed) => c.shape === 'product-plus' && !pool[c.operands[0] ?? -1]?.period;
    // A figure set against itself ("once a week" ÷ "once a week" read as a count) gives 1 or 0 by construction, not a result.
    const selfPaired = (c: Computed) => (c.op === 'ratio' || c.op === 'difference') && c.operands.length === 2 && pool[c.operands[0] ?? -1]?.q === pool[c.operands[1] ?? -1]?.q && pool[c.operands[0] ?? -1]?.value === pool[c.operands[1] ?? -1]?.value;
    // "A jump of £26m, or about 14%" from £160m to £186m: a change is a share of its old value, never of the new one.
    const changed = CHANGE_WORDS.exec(claim.text);
    const newBase = (c: Computed) => {
      if (!changed || c.op !== 'percent-of') return false;
      const [part, base] = c.operands.map((i) => pool[i]);
      if (!part || !base) return false;
      const fall = saysDecline(claim.text);
      return pool.some((o) => o !== part && o !== base && o.kind === base.kind && Math.abs(Math.abs(base.value - o.value) - part.value) <= 1e-9 * Math.max(1, part.value) && (fall ? base.value < o.value : base.value > o.value));
    };
    return signRemoved(all, pool, claim, prior, index, ops.has('difference')).filter((c) => !idle(c) && !newBase(c) && !selfPaired(c) && !loose(c) && !squared(c) && !partial(c) && !plusStray(c) && !odd(c) && !listed(c) && !countedTwice(c, pool) && !addsRatePart(c, pool, index, claim, prior) && (ops.has(c.op) || answered(c)) && (!weak || (c.operands.length === 2 && c.operands.some((i) => pool[i]?.claim === last))) && (c.operands.length < 3 || c.op !== 'product' || answered(c)) && pairsFit(index, c, pool, counts));
  };
  let computed = computeOver();
  const rests = new Set<string>();
  const untrusted = new Set<string>();
  let evidence: Evidence[] = [];
  let lastHit: Computed | null = null;
  const spent = new Set<Quantity>();
  const asked = new Set<string>();
  for (const r of results) {
    const perPeriod = RATE_AFTER.test(claim.text.slice(r.end, r.end + 30));
    // Percentage points are a difference of shares, never a relative change or a share of one ("fell by 11.6 points, from 45.1% to 33.5%").
    const points = inPoints(r);
    // (Nor a product: 12.9% × 11.8% is no "fall of 1.5 percentage points".)
    const readable = computed.filter((c) => coherent(c, pool, frame, perPeriod) && percentFits(c, pool, r) && wordingFits(c, pool, claim.text, r) && !(points && (c.op === 'percent-change' || c.op === 'percent-of' || c.op === 'product' || c.op === 'ratio')) && !durationsMultiplied(c, pool, r));
    // "totalled $52 million, an average of $14 million": the average is of the summed figures, not any two others.
    const again = lastHit?.op === 'sum' && nearCue(claim.text, r) === 'average' ? sameOperands(index, r, pool, lastHit, cued) : null;
    if (again) return again;
    // A total after parts the claim lists itself ("the room is €180 and breakfast €60, so €250 in total") is of those parts.
    // The parts of a total are in its own clause: "Organisers put it at 9,000, while the results list 8,214 plus 390, 8,604 in all".
    const clauseStart = Math.max(0, ...[...claim.text.slice(0, r.start).matchAll(/\b(?:while|whereas|but)\b|;/gi)].map((m) => (m.index ?? 0) + m[0].length));
    const parts = pool.flatMap((o, i) => (o.sentence === null && o.claim === null && !o.multiplier && !o.constant && o.kind === r.dim && o.q.end <= r.start && o.q.start >= clauseStart && claim.quantities.includes(o.q) ? [i] : []));
    const ofParts = (c: Computed) => c.op !== 'sum' || parts.length < 2 || (nearCue(claim.text, r) !== 'sum' && !TOTAL_AFTER.test(claim.text.slice(r.end))) || (c.operands.length === parts.length && parts.every((i) => c.operands.includes(i)));
    // A figure the claim before named as the result is named ("That gives you 13 paid days ... you have 8 paid days left") is an operand of it.
    const namesakes = LEFT_OVER.test(claim.text) ? namesakesOf(r, prior.at(-1)) : [];
    const keepsNamesake = (c: Computed) => namesakes.length === 0 || c.operands.some((i) => namesakes.some((e) => pool[i]?.q === e));
    const pinned = pinnedPair(pool, claim, r, prior, unstated.includes(r));
    const ofPinned = (c: Computed) => pinned === null || c.operands.every((i) => pinned.includes(pool[i]?.value ?? NaN));
    const hit = readable.find((c) => fitsResult(c, pool, r) && closeTo(r, c.value) && exactSum(c, pool, r) && ofParts(c) && keepsNamesake(c) && ofPinned(c) && !leavesOutOwn(index, claim.text, c, pool, results) && !strayShare(c, pool));
    if (!hit) {
      // ("up to" a result is a bound nothing recomputes, but for the gap between two earlier figures: "up to 1500 krells more".)
      if (!unstated.includes(r) || weak || (r.hedge === 'lt' && pinned === null)) return null;
      // A restated figure named as a total or an average of a sentence's figures that is neither ("an average of 452,000", March's figure).
      if (restated) return wholeSentence(index, r, nearCue(claim.text, r), alignment);
      // Only a figure the claim calls an average is one of the first's operands ("$15 more per month, or $150 more per year" is none).
      const over = lastHit && nearCue(claim.text, r) === 'average' ? sameOperands(index, r, pool, lastHit, cued) : null;
      return over ?? earlierTotal(index, claim.text, r, prior) ?? wrongCountedTotal(index, r, pool, readable, counts) ?? wrongResult(index, r, pool, readable, claim.text) ?? wholeSentence(index, r, nearCue(claim.text, r), alignment) ?? bestSentence(index, claim, r, cued, alignment);
    }
    lastHit = hit;
    const used = hit.operands.map((i) => pool[i]).filter((o): o is Operand => o !== undefined);
    // A result the claim worked out is an operand of the next ("total $57,750, and 10% retention comes to $5,775").
    if (results.length > 1 && pool.length < MAX_POOL + 8) {
      pool.push(...operandsOf(r, null, null));
      computed = computeOver();
    }
    // (A count of the user's own, "3 nights", is theirs though a passage has a bare 3 somewhere.)
    for (const o of used) if ((o.question || (o.sentence === null && o.claim === null && givenByUser(index, o.q))) && quantitiesStating(index, o.q).length === 0) asked.add(o.q.raw);
    for (const o of used) spent.add(o.q);
    for (const o of used) {
      // A passage figure the answer itself stated just before, for something else, is the
      // answer's own step ("The Team plan costs $20 ..., so 5 users pay $100" where $20 is
      // another plan's price): the result rests on that claim.
      const own = o.claim ?? (o.sentence !== null ? restatedBy(o, prior) : null);
      if (own) rests.add(own);
      const sound = o.claim ? trusted(index, o, prior) : prior.some((p) => p.id === own && p.status === 'supported');
      if (own && !sound) untrusted.add(own);
    }
    evidence = [...evidence, ...evidenceOf(index, used)];
  }
  // A span the claim set aside as an operand that no step used is unexplained: the rules settle nothing.
  if (spans.some((q) => !spent.has(q))) return null;
  if (untrusted.size > 0) {
    return { ...verdict('unverified_step', true, evidence, [`Computed from ${[...untrusted].join(', ')}.`]), restsOn: [...rests] };
  }
  if (asked.size > 0) {
    return { ...verdict('unverified_step', true, evidence, [`Uses ${[...asked].join(', ')} from the question; the passages do not state it.`]), restsOn: [...rests] };
  }
  return { ...verdict('supported', true, evidence), restsOn: [...rests] };
}

/**
 * The two figures of a result's kind that the two earlier claims in the pool gave, one each, when
 * the claim names a difference and gives no figure of that kind besides its results: what it
 * compares ("Undergraduates can get up to 2000 krells. Postgraduates can get up to 3000 krells.
 * That means you'd have up to 1500 krells more" is 3000 − 2000, never 2000 − 500 of another
 * passage sentence). Null otherwise.
 */
function pinnedPair(pool: readonly Operand[], claim: UnitFacts, r: Quantity, prior: readonly PriorClaim[], unstated: boolean): number[] | null {
  // The gap is the figure's own: "1500 krells more", "a difference of 1000 krells", "an extra 20 minutes" (not "grew more slowly, by 2.1%");
  // not a gap to a thing the claim names ("£40 more than yours"), nor a figure a passage states.
  const gap = GAP_AFTER.test(claim.text.slice(r.end, r.end + 20)) || GAP_BEFORE.test(claim.text.slice(Math.max(0, r.start - 30), r.start));
  if (!gap || /\bthan\b/i.test(claim.text) || !unstated || claim.quantities.some((q) => q !== r && q.dim === r.dim)) return null;
  const usable = (o: Operand) => o.kind === r.dim && !o.multiplier && !o.constant && !o.question && o.claim !== null;
  // The two claims just before, one figure each, and no other claim's figure of the kind in the pool.
  const last = prior.slice(-2).map((p) => p.id);
  if (last.length !== 2 || pool.some((o) => usable(o) && !last.includes(o.claim ?? ''))) return null;
  const values = last.map((id) => new Set(pool.filter((o) => usable(o) && o.claim === id).map((o) => o.value)));
  if (values.some((s) => s.size !== 1)) return null;
  const [a, b] = values.flatMap((s) => [...s]);
  return a === undefined || b === undefined || a === b ? null : [a, b];
}

/**
 * A result no operation gives: contradicted when the operands are certain (the figures of the
 * result's kind that the claim itself and the last earlier claims with figures give, exactly as
 * many as the operation takes), else null.
 */
/** Wording that names a change, whose size a percentage may be. */
const NAMES_CHANGE = /\b(?:increase[ds]?|decrease[ds]?|reduction|reduced|reduces?|rose|rise[ns]?|fell|falls?|grew|grows?|growth|dropped|drops?|declined?|gained|lost|up|down|cut|higher|lower|more|less|change[ds]?|jump(?:ed|s)?|climb(?:ed|s)?|slump(?:ed|s)?|surge[ds]?|plunge[ds]?)\b/i;
/** A figure followed by the gap it is ("1500 krells more", "2 hours less"); not what is left of one ("the remaining £40,000"). */
export const GAP_AFTER = /^\s*(?:[a-z-]+\s+)?(?:more|less|fewer|extra|higher|lower)\b/i;
/** Wording before a figure that names it as a gap: "a difference of", "an extra". */
const GAP_BEFORE = /\b(?:(?:difference|gap) of|an extra|a further)\s+(?:about\s+|around\s+|roughly\s+|up to\s+)?$/i;
/** Words that call a change a rise. */
const RISE_WORDS = /\b(?:growth|grew|grown|grow|rise|rose|risen|increase[ds]?|gain(?:ed)?|jump(?:ed)?|climb(?:ed)?|up)\b/i;
const NAMES_DIFFERENCE = /\b(?:more|less|fewer|difference|gap|saves?|saving|cheaper|dearer|longer|shorter|extra|versus|vs|than|remaining|left|quicker|faster|slower|earlier|later|compared)\b/i;

/** Wording before a figure the result is set against: "well under the £8 daily cap", "more than the £20 fee". */
const COMPARED_BEFORE = /\b(?:under|over|below|above|than|compared with|compared to|against|versus|vs|within|beyond|exceeds?|exceeding)\b[^,;]*$/i;

/** Wording that names the base of a percentage right before its figure: "on the starting price of", "of". */
const DAY_LIST = /^(?:\s*,\s*\d{1,2}(?:st|nd|rd|th)?)*\s*,?\s*(?:and|or|&|to|-|–)\s*\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
const BASE_BEFORE = /\b(?:on|of)\s+(?:(?:the|a|an|its|your|their|our)\s+)?(?:[a-z]+\s+){0,3}(?:of\s+)?$/i;

/** Words that total what came before: "Together that's", "In total", "Altogether", "Combined". */
const TOGETHER = /\b(?:together|altogether|in total|combined|in all)\b/i;

function wrongResult(index: ContextIndex, result: Quantity, pool: readonly Operand[], computed: readonly Computed[], text: string): RuleVerdict | null {
  // A day in a list that ends with its month ("Your nights are 28, 29, 30 and 31 October") is a date, not a result.
  if (result.dim === 'count' && DAY_LIST.test(text.slice(result.end))) return null;
  // A frequency word counts doses or runs, never money ("$5 × monthly" is no sum anyone did).
  // A figure the claim sets the result against after it ("£3.60, well under the £8 daily cap") is no operand.
  const against = (o: Operand) => o.claim === null && !o.question && o.q.start >= result.end && COMPARED_BEFORE.test(text.slice(Math.max(result.end, o.q.start - 30), o.q.start));
  // A figure of the question the claim does not restate is no certain operand ("you'd pay for 500 GB" never multiplies the user's 600 GB by 100 GB).
  const answered = pool.map((o, i) => [o, i] as const).filter(([o]) => o.sentence === null && !o.constant && !yearCount(o.q) && !(o.q.dim === 'frequency' && result.dim.startsWith('money')) && !against(o));
  const claims = [...new Set(answered.flatMap(([o]) => (o.claim ? [o.claim] : [])))].slice(0, 2);
  const definite = answered.filter(([o]) => o.claim === null || claims.includes(o.claim)).map(([, i]) => i);
  // Failing that, the claim's own figures and what the earlier claims worked out (figures no
  // passage states): "£1,100 × 12 = £13,200 a year, so it costs £1,000 more than £12,000" is
  // £13,200 − £12,000, the £1,100 spent on the earlier step.
  const worked = definite.filter((i) => pool[i]?.claim === null || !stated(index, pool[i]?.q ?? result));
  // A claim that gives two or more figures of the result's kind itself ("5,100 finishers plus 220
  // ..., 5,420 in all") computed from them, not from the claim before it.
  const own = definite.filter((i) => pool[i]?.claim === null && pool[i]?.kind === result.dim);
  const tries = worked.length < definite.length && worked.length >= 2 ? [worked, definite] : [definite];
  // Failing those, a total of what the earlier claims worked out ("your 5% is £2,400 ..., the
  // employer's 8% is £3,840. Together that's £6,420"): the last figure of the kind each gave.
  const lastOf = (id: string) => definite.filter((i) => pool[i]?.claim === id && pool[i]?.kind === result.dim).sort((a, b) => (pool[b]?.q.start ?? 0) - (pool[a]?.q.start ?? 0))[0];
  const tails = TOGETHER.test(text.slice(0, result.start)) ? claims.map(lastOf).filter((i): i is number => i !== undefined) : [];
  if (tails.length === 2 && tails.length < definite.length) tries.push(tails);
  for (const chosen of own.length >= 2 && own.length < definite.length ? [own, ...tries] : tries) {
    const found = wrongFrom(index, result, pool, computed, text, chosen);
    if (found) return found;
  }
  return null;
}

/** What stands between the two ends of "from A to B": "to", after A's unit when it has one ("from 1.2 GB to 1.5 GB"). */
const FROM_TO_GAP = /^\s*(?:[^\s\d,;.]+\s+){0,2}to\s+$/i;

function wrongFrom(index: ContextIndex, result: Quantity, pool: readonly Operand[], computed: readonly Computed[], text: string, definite: readonly number[]): RuleVerdict | null {
  const sameKind = (c: Computed) => definite.filter((i) => pool[i]?.kind === pool[c.operands[0] ?? 0]?.kind && pool[i]?.kind === (c.op === 'product' ? pool[i]?.kind : result.dim === 'percent' ? pool[i]?.kind : result.dim)).length;
  // A product of three or a supply ("28 ÷ (one × twice a day)") uses every figure the answer gave.
  // A figure the claim restates from an earlier claim ("$20" twice) is one figure.
  const figures = [...new Set(definite.flatMap((i) => (pool[i]?.question ? [] : [pool[i]?.q])))].filter((q, k, all) => all.findIndex((x) => x?.dim === q?.dim && x?.value === q?.value) === k);
  const usesAll = (c: Computed) => {
    const used = c.operands.map((i) => pool[i]?.q);
    return figures.every((q) => used.some((u) => u === q || (u?.dim === q?.dim && u?.value === q?.value)));
  };
  // A product of three is certain only where no difference is named ("2 GB a day ... 152 GB more" is 2 × (90 − 14)).
  const long = (c: Computed) => c.dim !== undefined || (c.op === 'product' && c.operands.length > 2);
  // Only a computation the claim's wording makes: a percentage change where it names a change ("margin was 20%" is a share),
  // and a count of things a whole number ("12 stores × 3.4%" is no count of stores).
  const said = (c: Computed) => (c.op !== 'percent-change' || NAMES_CHANGE.test(text)) && !(result.dim === 'count' && Number.isInteger(result.value) && c.op === 'product' && Math.abs(c.value - Math.round(c.value)) > 0.01);
  // The two ends of one range ("5-6 hours") are one figure, not operands of a gap between them.
  const rangeEnds = (c: Computed) => {
    if (c.operands.length !== 2 || (c.op !== 'difference' && c.op !== 'ratio')) return false;
    const [a, b] = c.operands.map((i) => pool[i]);
    if (!a || !b || a.claim !== b.claim || a.sentence !== b.sentence) return false;
    const [first, second] = a.q.start < b.q.start ? [a.q, b.q] : [b.q, a.q];
    return second.start - first.end >= 0 && second.start - first.end <= 3;
  };
  // A change the claim states "from A to B" is the change its percentage gives, whatever else the claim says.
  const fromTo = (c: Computed) => {
    if (c.op !== 'percent-change' || c.operands.length !== 2 || !NAMES_CHANGE.test(text)) return false;
    const [a, b] = c.operands.map((i) => pool[i]?.q).sort((x, y) => (x?.start ?? 0) - (y?.start ?? 0));
    return !!a && !!b && pool.some((o) => o.q === a && o.claim === null && o.sentence === null) && pool.some((o) => o.q === b && o.claim === null && o.sentence === null)
      && FROM_TO_GAP.test(text.slice(a.end, b.start)) && /\bfrom\s+$/i.test(text.slice(Math.max(0, a.start - 6), a.start));
  };
  // A sum that takes away what the text takes away ("... and a platform fee of 21 was taken", see
  // signRemoved), with every figure the answer just gave among its operands, is the one meant.
  const values = (c: Computed) => c.operands.map((i) => pool[i]?.value);
  // (A figure given twice, by a passage and by the answer, is one operand.)
  const signed = computed.filter((c) => (c.shape === 'sum-less' || c.shape === 'sum3-less') && c.operands.every((i) => pool[i]?.kind === result.dim) && new Set(values(c)).size === c.operands.length && fitsResult(c, pool, result) && definite.every((i) => values(c).includes(pool[i]?.value)));
  const fromToChanges = computed.filter((c) => fromTo(c) && fitsResult(c, pool, result));
  const most = signed.filter((c) => c.operands.length === Math.max(...signed.map((x) => x.operands.length)));
  const changes = fromToChanges.length > 0 ? fromToChanges : new Set(most.map((c) => Math.round(c.value * 1e6))).size === 1 ? most.slice(0, 1) : [];
  // A change the claim calls a rise ("growth of 14.3%") is one of the rises among them, and one a reader could mean.
  const rise = RISE_WORDS.test(text) && !saysDecline(text) ? 1 : saysDecline(text) && !RISE_WORDS.test(text) ? -1 : 0;
  const pointedChange = (c: Computed) => c.op === 'percent-change' && rise !== 0;
  const possible = changes.length > 0 ? changes : computed.filter((c) => said(c) && !rangeEnds(c) && fitsResult(c, pool, result) && c.operands.every((i) => definite.includes(i)) && (!long(c) || !NAMES_DIFFERENCE.test(text)) && (long(c) ? usesAll(c) : c.operands.length === sameKind(c) || pointedChange(c)));
  // The one that uses every figure the answer gave, when there is one; for a percentage, the share
  // of the base the claim names ("a 16.7% gain on the starting price of 250p" is a share of 250p).
  const base = result.dim === 'percent' ? definite.find((i) => pool[i]?.claim === null && !pool[i]?.multiplier && BASE_BEFORE.test(text.slice(Math.max(0, (pool[i]?.q.start ?? 0) - 40), pool[i]?.q.start))) : undefined;
  const onBase = possible.filter((c) => c.op === 'percent-of' && c.operands[1] === base);
  const candidates = onBase.length > 0 ? onBase : possible.some(usesAll) ? possible.filter(usesAll) : possible;
  // Wording that compares ("so 2 minutes quicker", "£5 cheaper") names a difference before a sum;
  // so do percentage points ("a fall of 1.5 percentage points" from 12.9% to 11.8% is 1.1, not 24.7).
  const preferred = NAMES_DIFFERENCE.test(text) || inPoints(result) ? ['difference', 'sum', 'percent-change', 'percent-of', 'average', 'product', 'ratio'] : ['sum', 'difference', 'percent-change', 'percent-of', 'average', 'product', 'ratio'];
  const near = (c: Computed) => Math.abs(c.value) <= FAR_APART * Math.abs(result.value) && Math.abs(result.value) <= FAR_APART * Math.abs(c.value);
  const pointed = candidates.filter((c) => !pointedChange(c) || (c.value > 0 && near(c) && sensible(c, c.operands.map((i) => pool[i]).filter((o): o is Operand => o !== undefined), result)));
  const best = pointed.sort((a, b) => preferred.indexOf(a.op) - preferred.indexOf(b.op))[0];
  if (!best || pointed.some((c) => c.op === best.op && Math.abs(c.value - best.value) > 1e-9)) return null;
  const used = best.operands.map((i) => pool[i]).filter((o): o is Operand => o !== undefined);
  if (!sensible(best, used, result) || (best.op === 'product' && perUnitOperand(text, result, used))) return null;
  // A saving is a difference: a plain product or ratio ("340 × 12 months") is no wrong saving ("you'd save 720").
  if (SAVING.test(text) && (best.op === 'product' || best.op === 'ratio') && !best.shape) return null;
  const shownAs = rewriteResult(result, best.value);
  const how = describeOperation(best.op, used.map(rawOf), best.shape);
  const rests = [...new Set(used.flatMap((o) => (o.claim ? [o.claim] : [])))];
  return { ...verdict('contradicted', true, evidenceOf(index, used), [`The answer says ${result.raw}; ${how} is ${shownAs}.`], `Replace ${result.raw} with ${shownAs}.`), restsOn: rests };
}

/**
 * Whether the result is said per unit ("24 druvels for each overtime hour", "2 zennos a month")
 * and an operand is an amount of that unit ("6 hours"): a product with it is a total, not the
 * rate the claim gives.
 */
function perUnitOperand(text: string, result: Quantity, used: readonly Operand[]): boolean {
  const m = /^\s*(?:for\s+)?(?:per|each|every|an?|\/)\s*((?:[a-z-]+\s*){1,3})/i.exec(text.slice(result.end));
  if (!m) return false;
  const singular = (w: string) => w.toLowerCase().replace(/s$/, '');
  const words = (m[1] ?? '').split(/\s+/).filter(Boolean).map(singular);
  return used.some((o) => {
    const unit = /([a-z]+)\s*$/i.exec(o.q.raw)?.[1];
    return unit !== undefined && words.includes(singular(unit));
  });
}

/** How many times apart a right value and the answer's may be before the reading is no one's. */
const FAR_APART = 12;

/**
 * Whether a sum or difference of whole figures gives a whole result exactly, as written: 432 + 24
 * is no "454" (the 0.6% slack is for rounded shares and rates, not for adding whole amounts).
 */
function exactSum(c: Computed, pool: readonly Operand[], r: Quantity): boolean {
  if ((c.op !== 'sum' && c.op !== 'difference') || r.hedge !== null || (c.shape && c.shape !== 'sum-less' && c.shape !== 'sum3-less')) return true;
  const whole = (v: number, f: number) => Math.abs(v / (f || 1) - Math.round(v / (f || 1))) < 1e-9;
  const ops = c.operands.map((i) => pool[i]);
  if (!whole(r.value, r.factor) || !ops.every((o) => o && whole(o.value, o.q.factor))) return true;
  return Math.abs(c.value - r.value) <= 0.5 * (r.factor || 1) + 1e-9;
}

/** Wording that calls the result a saving. */
const SAVING = /\b(?:save|saves|saved|saving|savings|cheaper)\b/i;

/** A frequency said as a word with no figure ("annual", "monthly"): it names a period, it is no operand anyone worked with. */
const BARE_FREQUENCY = /^[a-z]+$/i;

/**
 * Whether a computation is one a reader could have meant, before it is named as the right result:
 * no 0% share, no figure multiplied by its own restatement ("four years × four years"), no
 * frequency word without a figure ("€8 × annual"), sums, differences and averages only of figures
 * of the result's kind, and no percentage change between durations written in different units
 * ("from 12 months and 60 days").
 */
function sensible(c: Computed, used: readonly Operand[], result: Quantity): boolean {
  if (used.some((o) => o.q.dim === 'percent' && o.q.value === 0)) return false;
  // A product or ratio more than twelve times the answer's figure, or under a twelfth of it, is a reading the answer never meant ("20 days × £1,000 × 7.5%" for £4.11).
  if ((c.op === 'product' || c.op === 'ratio') && c.value !== 0 && result.value !== 0 && Math.max(Math.abs(c.value), Math.abs(result.value)) / Math.min(Math.abs(c.value), Math.abs(result.value)) > FAR_APART) return false;
  if (used.some((o) => o.q.dim === 'frequency' && BARE_FREQUENCY.test(o.q.raw))) return false;
  if (c.op === 'product' && used.some((a, i) => used.some((b, j) => j > i && a.q.dim !== 'count' && a.q.dim === b.q.dim && a.q.value === b.q.value))) return false;
  if (!c.shape && (c.op === 'sum' || c.op === 'difference' || c.op === 'average') && used.some((o) => o.multiplier || o.kind !== result.dim)) return false;
  if (c.op === 'percent-change' && used.some((o) => o.q.dim === 'time') && new Set(used.map((o) => o.q.factor)).size > 1) return false;
  return true;
}

/** An operand as the reason writes it: "25% off" read as what is left is "(100% − 25%)". */
function rawOf(o: Operand): string {
  if (!o.complement) return o.q.raw;
  return `(100% ${o.value < 1 ? '−' : '+'} ${o.q.raw})`;
}

/** The result rewritten with another value: "$14 million" -> "$13 million", "four weeks" -> "2 weeks". */
export function rewriteResult(result: Quantity, value: number): string {
  if (/\d/.test(result.raw)) return rewriteQuantity(result, value);
  // A share said as a fraction ("a fifth", "a quarter") is rewritten as a percentage: "25%", never "25 fifth".
  if (result.dim === 'percent') return `${formatNumber(value)}%`;
  const written = formatNumber(value / (result.factor || 1));
  const rest = result.raw.replace(/^\S+/, '');
  return rest.trim() ? `${written}${rest}` : written;
}

function wrongVerdict(index: ContextIndex, result: Quantity, used: readonly Operand[], op: Computed['op'], value: number): RuleVerdict | null {
  if (!sensible({ op, value, operands: [] }, used, result)) return null;
  const shownAs = rewriteResult(result, value);
  const how = describeOperation(op, used.map((o) => o.q.raw));
  const rests = [...new Set(used.flatMap((o) => (o.claim ? [o.claim] : [])))];
  return { ...verdict('contradicted', true, evidenceOf(index, used), [`The answer says ${result.raw}; ${how} is ${shownAs}.`], `Replace ${result.raw} with ${shownAs}.`), restsOn: rests };
}

/**
 * A total of counted things no pairing gives: contradicted when exactly one sum of products pairs
 * every count with the amount the passages give for its noun ("The answer says €60; 2 × €20 +
 * 1 × €10 is €50.").
 */
function wrongCountedTotal(index: ContextIndex, result: Quantity, pool: readonly Operand[], computed: readonly Computed[], counts: readonly Multiplicity[]): RuleVerdict | null {
  if (counts.length < 2) return null;
  const named = (c: Computed) => countPairs(index, c, pool, counts).every((p) => p === true);
  const fits = computed.filter((c) => c.op === 'sum' && c.operands.length === 2 * counts.length && fitsResult(c, pool, result) && named(c));
  const [only] = fits;
  if (fits.length !== 1 || !only) return null;
  const used = only.operands.map((i) => pool[i]).filter((o): o is Operand => o !== undefined);
  const how = used.reduce<string[]>((out, o, k) => (k % 2 === 1 ? [...out, `${used[k - 1]?.value ?? ''} × ${o.q.raw}`] : out), []).join(' + ');
  const shown = rewriteResult(result, only.value);
  return verdict('contradicted', true, evidenceOf(index, used.filter((o) => o.sentence !== null)), [`The answer says ${result.raw}; ${how} is ${shown}.`], `Replace ${result.raw} with ${shown}.`);
}

/** A total named right after its figure ("€250 in total"). */
const TOTAL_AFTER = /^\s*(?:in total|total|altogether|in all|combined|overall)\b/i;

/** The total or average the words right before a figure name ("totalled $52 million", "an average of $14 million"). */
function nearCue(text: string, q: Quantity): 'sum' | 'average' | null {
  const before = text.slice(Math.max(0, q.start - 30), q.start);
  if (/\b(?:average|averaged|averages|mean)\b[^,;]*$/i.test(before)) return 'average';
  if (/\b(?:total|totals|totalled|totaled|in total|together|altogether|combined|in all|(?<!lump )sum)\b[^,;]*$/i.test(before)) return 'sum';
  return null;
}

/** A second figure of the claim computed from the operands of its first (an average of the summed values). */
function sameOperands(index: ContextIndex, result: Quantity, pool: readonly Operand[], first: Computed, cued: ReadonlySet<Operation>): RuleVerdict | null {
  if (!cued.has('average') || first.operands.length < 2) return null;
  const used = first.operands.map((i) => pool[i]).filter((o): o is Operand => o !== undefined);
  if (!used.every((o) => o.kind === result.dim)) return null;
  const value = used.reduce((s, o) => s + o.value, 0) / used.length;
  return closeTo(result, value) ? null : wrongVerdict(index, result, used, 'average', value);
}

/**
 * A total or an average of every figure of the result's kind in one sentence of the best window
 * ("raised $3.2 million from donors, $5.5 million from foundations and $1.8 million from
 * sponsors"), when the claim says "total" or "average" and no operation gives its figure.
 */
function wholeSentence(index: ContextIndex, result: Quantity, op: 'sum' | 'average' | null, alignment: Alignment): RuleVerdict | null {
  if (!op) return null;
  const w = alignment.windows[0];
  if (!w) return null;
  const rows: Operand[][] = [];
  for (let id = w.first; id <= w.last; id++) {
    const qs = (index.sentences[id]?.facts.quantities ?? []).filter((q) => q.dim === result.dim && q.hedge === null);
    // Two bare counts often set things against each other ("opened 12 new stores and closed 3"): counts total only as a list of three or more.
    if (qs.length >= (result.dim === 'count' ? 3 : 2)) rows.push(qs.map((q) => ({ q, value: q.value, kind: q.dim, sentence: id, claim: null })));
  }
  const [row] = rows;
  if (rows.length !== 1 || !row) return null;
  const sum = row.reduce((s, o) => s + o.value, 0);
  const value = op === 'average' ? sum / row.length : sum;
  return closeTo(result, value) ? null : wrongVerdict(index, result, row, op, value);
}

/**
 * A result whose operands are in neither the answer nor any computation that gives it: the two
 * figures of the sentence that best states the claim (see `sentence-operands.ts`), when the
 * context does not state the result itself.
 */
function bestSentence(index: ContextIndex, claim: UnitFacts, result: Quantity, allowed: ReadonlySet<Operation>, alignment: Alignment): RuleVerdict | null {
  const found = sentenceOperands(index, claim, result, allowed, alignment, (q) => stated(index, q));
  if (!found || closeTo(result, found.value)) return null;
  const used = found.operands.map((q): Operand => ({ q, value: q.value, kind: q.dim, sentence: found.sentence, claim: null }));
  return wrongVerdict(index, result, used, found.op, found.value);
}

/**
 * Whether a computation uses one figure twice: one quantity read two ways ("every 8 hours" as a
 * frequency and as 8), or a figure times its restatement in another source (the question's "2
 * bags" and the answer's "two bags"). Two figures one source writes may be equal ("2 adults and 2
 * children").
 */
function countedTwice(c: Computed, pool: readonly Operand[]): boolean {
  const used = c.operands.map((i) => pool[i]).filter((o): o is Operand => o !== undefined);
  // A quantity times itself read another way ("1 day" as a day and as 1): in a product of two, or
  // in one term of a sum of products (operands paired 0-1, 2-3). Products of three have their own rules.
  const factors = (i: number, j: number) => (c.op === 'product' && used.length === 2) || (c.op === 'sum' && used.length === 4 && Math.floor(i / 2) === Math.floor(j / 2));
  // A figure and its restatement elsewhere are never multiplied together ("2 bags" in the question
  // and "two bags" in the answer are no 2 × 2); equal figures may still be added (3 goals + 3 goals).
  const multiplied = c.op === 'product' || c.op === 'ratio' || c.shape !== undefined;
  // The answer repeating the question's figure ("after 10 years" asked, "After 10 years" answered) is one figure in any operation.
  const user = (a: Operand, b: Operand) => (a.question && isOwn(b)) || (b.question && isOwn(a));
  const restated = (a: Operand, b: Operand) => (multiplied || user(a, b)) && a.q.dim === b.q.dim && a.q.value === b.q.value && sourceOf(a) !== sourceOf(b);
  return used.some((a, i) => used.some((b, j) => j > i && ((a.q === b.q && factors(i, j)) || restated(a, b))));
}

/** A figure before "per" or "for every" another figure, or after "per": a part of a rate ("one day per 8 hours"). */
const RATE_PART_AFTER = /^\s*(?:[a-z-]+\s+){0,3}(?:per|for every|for each)\s+(?:[$£€]\s?)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i;
/** A duration earned per period ("one week per complete year"): time per time, never added to a time. */
const TIME_PER_PERIOD = /^\s*(?:[a-z-]+\s+){0,3}(?:per|for every|for each)\s+(?:(?:complete|full|whole|calendar)\s+)?(?:hour|day|week|month|year)\b/i;
const RATE_PART_BEFORE = /\b(?:per|for every|for each)\s+$/i;

/**
 * Whether a sum, difference or average adds a part of a rate to other figures: "one day per 8
 * hours" multiplies or divides (40 hours ÷ 8 hours × one day), it is never "40 hours + one day + 8 hours".
 */
function addsRatePart(c: Computed, pool: readonly Operand[], index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): boolean {
  if (c.shape || !['sum', 'difference', 'average', 'percent-change'].includes(c.op)) return false;
  return c.operands.some((i) => {
    const o = pool[i];
    if (!o || o.constant) return false;
    const text = sourceText(index, claim, prior, o.sentence, o.claim);
    const after = text.slice(o.q.end, o.q.end + 40);
    return RATE_PART_BEFORE.test(text.slice(Math.max(0, o.q.start - 12), o.q.start)) || RATE_PART_AFTER.test(after) || (o.q.dim === 'time' && TIME_PER_PERIOD.test(after));
  });
}

/** Where an operand was written: a passage sentence, an earlier claim, the question, or the claim. */
function sourceOf(o: Operand): string {
  return o.sentence !== null ? `s${o.sentence}` : o.claim ?? (o.question ? 'question' : 'claim');
}

function isOwn(o: Operand): boolean {
  return o.sentence === null && o.claim === null && !o.question && !o.constant;
}


/**
 * Whether a computation over other figures leaves out a figure the claim itself gives of the kind
 * it computes with: "grew from 410,000 to 482,000" is no 492,000 − 8,000, and "a 16.7% gain on
 * the starting price of 250p" is no share of 300p. The claim's own figures are its operands.
 */
function leavesOutOwn(index: ContextIndex, claimText: string, c: Computed, pool: readonly Operand[], results: readonly Quantity[]): boolean {
  const used = c.operands.map((i) => pool[i]).filter((o): o is Operand => o !== undefined);
  // (A duration of the claim's own counted as periods, "Over the full six months", does not make a step the claim's
  // when the step leaves out the amount the user gave and the claim restates: "$8 × six months" is not "$240 works out to $48".)
  const userAmountLeft = pool.some((o) => isOwn(o) && !o.multiplier && o.q.dim !== 'time' && givenByUser(index, o.q) && !used.some((u) => u.q.dim === o.q.dim && u.q.value === o.q.value));
  if (used.some((o) => isOwn(o) && !(userAmountLeft && o.multiplier && o.q.dim === 'time'))) return false;
  const kinds = new Set(used.filter((o) => !o.multiplier).map((o) => o.kind));
  // Durations count in their unit: "After 10 years of service ... 30 days" computes with days, not with the years.
  const units = new Set(used.filter((o) => !o.multiplier).map((o) => o.q.factor));
  // A limit the claim sets its result against ("GBP 3,600 a year, well within the GBP 20,000 allowance") is no operand it left out.
  return pool.some((o) => isOwn(o) && !o.multiplier && kinds.has(o.kind) && (o.q.dim !== 'time' || units.has(o.q.factor)) && !results.includes(o.q) && !yearCount(o.q) && !label(index, claimText, o.q) && !setAsLimit(claimText, o.q)
    && !used.some((u) => u.q.dim === o.q.dim && u.q.value === o.q.value));
}

/** The unit words of a figure as written, after its number ("13 paid days": "paid days"). */
const unitWords = (q: Quantity) => q.raw.replace(/^[^\d]*[\d.,]+\s*/, '').toLowerCase();

/** Wording of what is left of a whole: "you have 8 paid days left", "the remaining 4". */
const LEFT_OVER = /\b(?:left|remaining|remain|remains|to go)\b/i;

/** The figures of the earlier claim named with the result's own two or more unit words ("paid days"). */
function namesakesOf(r: Quantity, last: PriorClaim | undefined): Quantity[] {
  const words = unitWords(r);
  if (!last || words.split(/\s+/).length < 2 || /\d/.test(words)) return [];
  return last.facts.quantities.filter((e) => e.dim === r.dim && e.value !== r.value && unitWords(e) === words);
}

const LABEL_BEFORE = /(?:\b[A-Z][\w-]*|\bversion|\bv)\s*$/;
/** What follows a count with its noun left out: "used 6 already", "6 so far", "6 of them". */
const BARE_COUNT_AFTER = /^\s*(?:already|so far|of (?:them|these|those))\b/i;

/** A count that names rather than counts: "Version 2.0", "than 1.4" where the passages write "version 1.4". */
function label(index: ContextIndex, claimText: string, q: Quantity): boolean {
  if (q.dim !== 'count') return false;
  if (LABEL_BEFORE.test(claimText.slice(Math.max(0, q.start - 20), q.start))) return true;
  const stating = quantitiesStating(index, q).filter((f) => f.q.value === q.value);
  return stating.length > 0 && stating.every((f) => LABEL_BEFORE.test((index.sentences[f.sentence]?.facts.text ?? '').slice(Math.max(0, f.q.start - 20), f.q.start)));
}

/** Whether two counts of the claim are items of one list ("Two adults and one child", "2 adults, 3 children"). */
function listedTogether(text: string, counts: readonly Quantity[]): boolean {
  const [a, b] = [...counts].sort((x, y) => x.start - y.start);
  return !!a && !!b && /^\s*[a-z-]+(?:\s+[a-z-]+)?\s*(?:,|and|&|or|plus)\s*$/i.test(text.slice(a.end, b.start));
}
