/**
 * A rate carried over another period and got wrong: "600 requests per minute ... Over an hour
 * that adds up to 6,000 requests" (36,000), "£2,000 a month, so £20,000 a year" (£24,000).
 * Contradicted, with the right figure, when the claim gives one figure of a rate's kind for a
 * period and exactly one rate of that kind over another period is at hand: the claim's own (or
 * else the last earlier claim's) and the passage sentences the claim follows most. Never when a passage
 * gives a figure of that kind for the claim's period itself (an annual price beside a monthly
 * one is a price, not a conversion): the fact rules judge it against that figure.
 */
import type { Alignment } from '../context/align-claim.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { claimPeriod, periodAfter, rateKind } from './rate-per-period.ts';
import type { PriorClaim } from './recompute.ts';

const CLOSE = 0.01;
const PERIOD_NAMES: ReadonlyArray<[number, string]> = [[1, 'a second'], [60, 'a minute'], [3600, 'an hour'], [86400, 'a day'], [604800, 'a week'], [1209600, 'a fortnight'], [2629800, 'a month'], [31557600, 'a year']];

/** "a minute", "an hour": a period by its seconds. */
function per(seconds: number): string {
  return PERIOD_NAMES.find(([s]) => Math.abs(s - seconds) < 1)?.[1] ?? `per ${seconds} s`;
}

interface Rate { q: Quantity; period: number; sentence: number | null }

/** A figure's own period follows it directly: not "£2.20 and a weekly pass", where "weekly" is the next item's. */
const JOINED = /^\s*\S*\s*(?:and|or|,|;)/i;

/** Wording of a difference or a change: the figure is a change over the period, which the recompute rules read. */
const CHANGE = /\b(?:more|less|fewer|extra|additional|sav(?:e|es|ing|ings)|cheaper|dearer|increase[sd]?|rise[sn]?|rose|difference|gap)\b/i;

function ratesIn(text: string, quantities: readonly Quantity[], dim: string, sentence: number | null): Rate[] {
  return quantities.flatMap((q) => {
    const period = q.dim === dim && q.value > 0 && !JOINED.test(text.slice(q.end)) ? periodAfter(text, q.end) : null;
    return period === null ? [] : [{ q, period, sentence }];
  });
}

export function rateOverPeriod(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], alignment: Alignment): RuleVerdict | null {
  const results = claim.quantities.filter((q) => rateKind(q) && q.hedge === null && quantitiesStating(index, q).length === 0);
  const [r] = results;
  // A count of periods the claim gives itself ("over 52 weeks") and a change are the recompute rules' to read.
  if (results.length !== 1 || !r || claim.quantities.some((q) => q.dim === 'time') || CHANGE.test(claim.text)) return null;
  const mine = claimPeriod(claim, r);
  if (mine === null) return null;
  // A passage figure of this kind for the claim's own period is what the claim is about.
  for (const list of index.quantities.values()) {
    if (list.some(({ q, sentence }) => q.dim === r.dim && periodAfter(index.sentences[sentence]?.facts.text ?? '', q.end) === mine)) return null;
  }
  const last = prior.at(-1);
  const best = alignment.windows[0];
  const own = ratesIn(claim.text, claim.quantities.filter((q) => q !== r), r.dim, null);
  const near: Rate[] = own.length > 0 ? own : [...(last ? ratesIn(last.facts.text, last.facts.quantities, r.dim, null) : [])];
  if (best) for (let id = best.first; id <= best.last; id++) near.push(...ratesIn(index.sentences[id]?.facts.text ?? '', index.sentences[id]?.facts.quantities ?? [], r.dim, id));
  const others = near.filter((x) => x.period !== mine);
  if (others.length === 0 || new Set(others.map((x) => `${x.q.value}/${x.period}`)).size !== 1) return null;
  const [rate] = others;
  if (!rate) return null;
  // Money by the hour is paid for the hours worked or parked, not for every hour of a day or week
  // ("£26.40 an hour" is no "£4,435 a week").
  if (rate.q.dim.startsWith('money') && rate.period <= 3600 && mine >= 86400) return null;
  const expected = (rate.q.value * mine) / rate.period;
  if (Math.abs(r.value - expected) <= Math.max(r.tolerance, CLOSE * expected)) return null;
  const right = rewriteQuantity(r, expected);
  const evidence = rate.sentence === null ? [] : [sentenceEvidence(index, rate.sentence)];
  const result = verdict('contradicted', true, evidence, [`The answer says ${r.raw}; ${rate.q.raw} ${per(rate.period)} is ${right} ${per(mine)}.`], `Replace ${r.raw} with ${right}.`);
  return rate.sentence === null && own.length === 0 && last ? { ...result, restsOn: [last.id] } : result;
}
