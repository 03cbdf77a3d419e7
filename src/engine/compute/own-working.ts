/**
 * A figure no passage states that the answer works out in the same breath from figures it gives
 * ("With batches of 100, 45,000 records need 450 batch requests", "£18,000 ÷ 4 = £4,500", "at 60
 * requests a minute, that takes 7.5 minutes" after "450 batch requests"): one product, quotient or
 * share of two figures, or the span in years between two years, at least one figure written in the
 * claim itself, the other in the claim, an earlier claim, the user's question or (a share only) the
 * one rate in sight. That is the answer's own step, not an invented figure: an unverified step
 * (resting on the earlier claim it uses, so a wrong one marks it depends_on_error). A figure
 * worked out may be the operand of the claim's next step ("is 24 weeks, which comes to £19,200");
 * a small count the claim says of the user's case ("for the three of you") is an operand when it
 * is no result itself; two figures written with "×" between them multiply whatever their kinds.
 * Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { extractQuantities, type Quantity } from '../quantities/quantities.ts';
import { formatNumber, verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { latestGiving, type PriorClaim } from './recompute.ts';
import { writtenEquations } from './written-equations.ts';

/** Kinds of figure that are never operands or results of a step (calendar positions and labels). */
export const NOT_ARITHMETIC: ReadonlySet<string> = new Set(['date', 'day', 'year', 'ordinal']);

interface Operand {
  q: Quantity;
  /** The earlier claim it comes from, or null for the claim itself or the question. */
  from: string | null;
}

/** The number as written ("7.5 minutes" is 7.5, "£4,500" is 4500). */
export function written(q: Quantity): number {
  return q.value / (q.factor || 1);
}

function usable(q: Quantity): boolean {
  const v = written(q);
  return !NOT_ARITHMETIC.has(q.dim) && Number.isFinite(v) && v !== 0 && v !== 1;
}

/** A rate in time the claim names ("60 requests a minute"): a count over it is a duration. */
const RATE_IN_TIME = /\b(?:a|an|per|each|every)\s+(second|minute|hour|day|week|month|year)\b/i;
const SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800, month: 2629800, year: 31557600 };

/** The seconds in the claim's rate's unit ("60 requests a minute": 60), or null without a rate in time. */
function rateUnit(text: string): number | null {
  const unit = RATE_IN_TIME.exec(text)?.[1]?.toLowerCase();
  return unit ? (SECONDS[unit] ?? null) : null;
}

/** Counts of a calendar or a split the answer's right working divides or multiplies by ("£18,000 ÷ 4 = £4,500"): its own, not invented. */
function writtenDivisors(text: string): Set<number> {
  const eqs = writtenEquations(text);
  if (eqs.count === 0 || eqs.wrong) return new Set();
  return new Set(eqs.operands.filter((v) => (Number.isInteger(v) && v >= 2 && v <= 12) || v === 24 || v === 52 || v === 365));
}

/**
 * Whether `result` is `a × b` or `a ÷ b` as written (within half a percent and its own rounding),
 * with kinds that fit: an amount times or over a count is that amount, an amount over one of its
 * kind is a count, and a count over a count at a rate in time ("450 requests at 60 a minute") a duration.
 */
function stepGives(a: Quantity, b: Quantity, result: Quantity, rate: number | null, text = ''): string | null {
  // Money in one currency is compared in its main unit ("45p" is £0.45), so pence times a count can give pounds.
  const inPounds = a.dim === result.dim && a.dim.startsWith('money') && a.factor !== result.factor;
  const [x, y, r] = inPounds ? [a.value, written(b), result.value] : [written(a), written(b), written(result)];
  const slack = Math.min(result.tolerance / (inPounds ? 1 : result.factor || 1), Math.abs(r) * 0.005) + Math.abs(r) * 1e-9;
  if (r === x || r === y) return null;
  const count = (q: Quantity) => q.dim === 'count';
  // An amount times a measure in its written units ("400 miles at 45p" is £180, "8 hours at £12" £96).
  // Or any two figures the claim itself writes multiplied ("25 mg × 16 kg gives 400 mg"), and a
  // measure per each of a span times the span ("two weeks for each of your 12 years is 24 weeks").
  const timesFits = (count(a) && count(b) && count(result)) || (a.dim === result.dim && (count(b) || (MEASURES.has(b.dim) && result.dim.startsWith('money'))))
    || writtenTimes(text, a, b) || (a.dim === 'time' && result.dim === 'time' && inYears(b) && EACH_OF_SPAN.test(text));
  if (timesFits && Math.abs(x * y - r) <= slack) return `${formatNumber(x)} × ${formatNumber(y)}`;
  // A share of an amount ("12% of £60,000 is £7,200").
  if (b.dim === 'percent' && a.dim === result.dim && a.dim !== 'percent' && Math.abs((x * y) / 100 - r) <= slack) return `${formatNumber(y)}% of ${formatNumber(x)}`;
  const overFits = (a.dim === result.dim && count(b)) || (a.dim === b.dim && count(result));
  if (overFits && Math.abs(x / y - r) <= slack) return `${formatNumber(x)} ÷ ${formatNumber(y)}`;
  // A count at a rate in time lasts a time, in the rate's unit or another ("450 requests at 600 a minute": 45 seconds).
  const lasts = rate !== null && count(a) && count(b) && result.dim === 'time';
  if (lasts && [1, rate / (result.factor || 1)].some((k) => Math.abs((x / y) * k - r) <= slack)) return `${formatNumber(x)} ÷ ${formatNumber(y)}`;
  return null;
}

/** "25 mg × 16 kg": two figures the text writes with a multiplication sign between them. */
function writtenTimes(text: string, a: Quantity, b: Quantity): boolean {
  const [first, second] = a.start < b.start ? [a, b] : [b, a];
  return first.end <= second.start && /^\s*[×x*]\s*$/i.test(text.slice(first.end, second.start));
}

/** "for each of your 12 years", "per year of service": a span counted as periods. */
const EACH_OF_SPAN = /\b(?:for each|for every|each of|per year|a year of)\b/i;

/** A claim that goes on from the one before it with its result ("which is £180", "making £75"). */
const CONTINUES = /^\s*(?:which|that|making|giving|bringing)\b/i;

/** Measured amounts a price can be per ("45p per mile", "£12 an hour"). */
const MEASURES: ReadonlySet<string> = new Set(['length', 'mass', 'volume', 'area', 'time']);

type Step = (a: Quantity, b: Quantity, result: Quantity) => string | null;

/** The first step that gives `result` from an own figure and another operand, either way round, with the earlier claims it uses. */
function derive(result: Quantity, own: readonly Operand[], others: readonly Operand[], gives: Step): { shown: string; from: string[]; used: Quantity[] } | null {
  for (const a of own) {
    for (const b of [...own, ...others]) {
      if (a === b) continue;
      const shown = gives(a.q, b.q, result) ?? gives(b.q, a.q, result);
      if (shown) return { shown, from: [a.from, b.from].filter((f): f is string => f !== null), used: [a.q, b.q] };
    }
  }
  return null;
}

/** A duration written in years ("three years", "about 3 years"). */
function inYears(q: Quantity): boolean {
  return q.dim === 'time' && Math.abs(q.factor - (SECONDS.year ?? 0)) < 1;
}

/** "starts in 2026 ... first power in 2029, so about three years": the span in years from year `b` to year `a`. */
function yearsBetween(a: Quantity, b: Quantity, result: Quantity): string | null {
  return inYears(result) && a.dim === 'year' && b.dim === 'year' && a.value > b.value && Math.abs(a.value - b.value - written(result)) < 1e-9 ? `${a.raw} − ${b.raw}` : null;
}

/** Operands from elsewhere, with their shares kept only when they are one value (of several rates, none is surely the claim's). */
function oneShare(others: readonly Operand[]): Operand[] {
  const shares = new Set(others.filter((o) => o.q.dim === 'percent').map((o) => o.q.value));
  return shares.size <= 1 ? [...others] : others.filter((o) => o.q.dim !== 'percent');
}

/**
 * The claim's unstated figures (`unstated`: no passage states them, the user did not give them),
 * each worked out as one step from figures the answer or the user gives: an unverified step; null
 * when any is not (the fact rules' verdict stands).
 */
export function ownWorking(index: ContextIndex, claim: UnitFacts, rule: RuleVerdict, prior: readonly PriorClaim[], unstated: readonly Quantity[]): RuleVerdict | null {
  // A small count the claim says of the user's own case ("for the three of you", "two doses") is
  // a figure it works with: when it is no result itself, an operand of another figure worked out
  // with it. Not a multiple ("5x the Linux rate"), which is a rate a passage sets.
  const counts = unstated.filter((q) => q.dim === 'count' && Number.isInteger(q.value) && q.value >= 2 && q.value <= 12 && q.hedge === null && !MULTIPLE_AFTER.test(claim.text.slice(q.end)));
  return workedOut(index, claim, rule, prior, unstated, []) ?? (counts.length > 0 ? workedOut(index, claim, rule, prior, unstated, counts) : null);
}

/** "-old", " old": the figure before it is an age. */
const AGE_AFTER = /^(?:\s*-\s*|\s+)old\b/i;

/** "5x", "times", "× 2": a count written as a multiple. */
const MULTIPLE_AFTER = /^\s*(?:x|×|times|-fold)\b|^x/i;

/** `ownWorking` with `counts` taken as operands, each of which some step must use. */
function workedOut(index: ContextIndex, claim: UnitFacts, rule: RuleVerdict, prior: readonly PriorClaim[], unstated: readonly Quantity[], counts: readonly Quantity[]): RuleVerdict | null {
  const divisors = writtenDivisors(claim.text);
  // A figure an earlier claim gave is the answer's own, not a result to work out ("You have 400
  // miles left ... 400 miles at 45p is £180").
  const restated = (q: Quantity) => latestGiving(prior, q);
  const absent = unstated.filter((q) => !divisors.has(written(q)) && !restated(q) && !counts.includes(q));
  // An age ("a 10-year-old") is who the claim is about, never a result worked out ("30 ÷ 3").
  if (absent.length === 0 || !absent.every((q) => usable(q) || inYears(q)) || absent.some((q) => AGE_AFTER.test(claim.text.slice(q.end)))) return null;
  // Operands are figures someone gives: the passages, the user, or an earlier claim (never another
  // unstated figure of this claim, unless worked out before it in the claim's own chain).
  const own: Operand[] = claim.quantities.filter((q) => usable(q) && !absent.includes(q)).map((q) => ({ q, from: restated(q)?.id ?? null }));
  // A result the claim only names, going on from the claim before it ("those are paid at 45p, |
  // which is £180"): that claim's figures are written in the same breath.
  const before = prior.at(-1);
  if (CONTINUES.test(claim.text) && before) own.push(...before.facts.quantities.filter(usable).map((q) => ({ q, from: before.id })));
  const earlier: Operand[] = prior.flatMap((p) => p.facts.quantities.filter(usable).map((q) => ({ q, from: p.id })));
  const asked: Operand[] = index.questionQuantities.filter(usable).map((q) => ({ q, from: null }));
  // The one share the evidence window gives ("bonus target: 12% of salary") may take a share of the
  // answer's amount; of several (rates for other rows or terms), none can be told to be the claim's.
  const given = rule.evidence.flatMap((e) => extractQuantities(e.text)).filter((q) => q.dim === 'percent' && usable(q));
  const shares: Operand[] = new Set(given.map((q) => q.value)).size === 1 ? given.slice(0, 1).map((q) => ({ q, from: null })) : [];
  const steps: string[] = [];
  const used = new Set<Quantity>();
  const restsOn = new Set<string>();
  const years = (qs: readonly Quantity[], from: string | null): Operand[] => qs.filter((q) => q.dim === 'year').map((q) => ({ q, from }));
  const otherYears = [...prior.flatMap((p) => years(p.facts.quantities, p.id)), ...years(index.questionQuantities, null)];
  const rate = rateUnit(claim.text);
  for (const q of [...absent].sort((x, y) => x.start - y.start)) {
    const found = derive(q, own, oneShare([...earlier, ...asked, ...shares]), (a, b, r) => stepGives(a, b, r, rate, claim.text)) ?? derive(q, years(claim.quantities, null), otherYears, yearsBetween);
    if (!found) return null;
    steps.push(`${q.raw} is ${found.shown}`);
    for (const f of found.from) restsOn.add(f);
    for (const u of found.used) used.add(u);
    // A figure worked out is one the claim's next step may use ("is 24 weeks, which comes to £19,200").
    own.push({ q, from: null });
  }
  if (counts.some((c) => !used.has(c))) return null;
  const step = verdict('unverified_step', true, rule.evidence, [`The answer works this out (${steps.join('; ')}); no passage states the result.`]);
  return restsOn.size > 0 ? { ...step, restsOn: [...restsOn] } : step;
}
