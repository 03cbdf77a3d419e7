/**
 * Nights between two dates: a stay from 14 August to 18 August is 4 nights. A count of nights no
 * passage states ("That's 4 nights") is supported when two dates of the claim, its last earlier
 * claims or the context are that many days apart (an unverified step resting on a wrong earlier
 * claim), and contradicted when the claim, or else the last earlier claim with dates, gives
 * exactly two dates that are another number of days apart. Otherwise null.
 */
import type { Alignment } from '../context/align-claim.ts';
import { givenByUser, quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { dayNumber } from './calendar.ts';
import { nearbyQuantities, type Found } from './nearby-quantities.ts';
import type { PriorClaim } from './recompute.ts';

const NIGHTS_AFTER = /^\s*-?\s*nights?\b/i;
const DAY_MS = 86400000;
/** Days of a year without a leap day, for dates written without a year ("14 Aug"). */
const COMMON_YEAR = 2001;

/** A date with a day as a day number; a date without a year in a common year. */
function dayOf(q: Quantity): number | null {
  if (q.dim === 'day' && q.month !== undefined && q.day !== undefined) return Date.UTC(COMMON_YEAR, q.month - 1, q.day) / DAY_MS;
  return dayNumber(q);
}

/** Nights from `a` to `b`, or null when they are no two days of one kind or `b` is not later. */
function nightsBetween(a: Quantity, b: Quantity): number | null {
  const x = dayOf(a);
  const y = dayOf(b);
  if (x === null || y === null || a.dim !== b.dim) return null;
  // A stay over the new year written without years ("28 Dec to 2 Jan").
  const n = a.dim === 'day' && y < x ? y + 365 - x : y - x;
  return n > 0 ? n : null;
}

function outcome(index: ContextIndex, prior: readonly PriorClaim[], used: readonly Found[], status: 'supported' | 'contradicted', reason?: [string, string]): RuleVerdict {
  const rests = [...new Set(used.flatMap((f) => (f.claim ? [f.claim] : [])))];
  const evidence = [...new Set(used.flatMap((f) => (f.sentence === null ? [] : [f.sentence])))].map((id) => sentenceEvidence(index, id));
  const untrusted = used.some((f) => f.claim && quantitiesStating(index, f.q).length === 0 && prior.some((p) => p.id === f.claim && p.status !== 'supported'));
  if (untrusted) return { ...verdict('unverified_step', true, evidence, [`Computed from ${rests.join(', ')}.`]), restsOn: rests };
  return { ...verdict(status, true, evidence, reason ? [reason[0]] : [], reason?.[1] ?? null), restsOn: rests };
}

/** The verdict on a count of nights the claim works out between two dates, or null. */
export function nightSpan(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[], alignment: Alignment): RuleVerdict | null {
  const results = claim.quantities.filter((q) => q.dim === 'count' && q.hedge === null && NIGHTS_AFTER.test(claim.text.slice(q.end))
    && quantitiesStating(index, q).length === 0 && !givenByUser(index, q));
  const [r] = results;
  if (results.length !== 1 || !r) return null;
  const dates = nearbyQuantities(index, claim, results, prior, alignment, index.sentences.length <= 12).filter((f) => dayOf(f.q) !== null);
  for (const a of dates) {
    for (const b of dates) {
      if (nightsBetween(a.q, b.q) === r.value) return outcome(index, prior, [a, b], 'supported');
    }
  }
  // Wrong: the two dates the claim gives, or else those of the last earlier claim with dates.
  const own = dates.filter((f) => f.sentence === null && f.claim === null);
  const last = dates.find((f) => f.claim !== null)?.claim ?? null;
  const pair = own.length > 0 ? own : dates.filter((f) => f.claim !== null && f.claim === last);
  const [a, b] = pair;
  const n = a && b && pair.length === 2 ? nightsBetween(a.q, b.q) : null;
  if (!a || !b || n === null) return null;
  const right = `${n} night${n === 1 ? '' : 's'}`;
  return outcome(index, prior, [a, b], 'contradicted', [`The answer says ${r.raw} nights; ${a.q.raw} to ${b.q.raw} is ${right}.`, `Replace ${r.raw} nights with ${right}.`]);
}
