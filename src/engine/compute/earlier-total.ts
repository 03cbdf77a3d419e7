/**
 * A total of what the answer worked out line by line: "Storage ... = $40.00. Egress ... = $10.00.
 * Requests ... = $2.00. That's $52.00 a month in total." The parts are figures earlier claims give
 * that no passage states (each line's own result), so the total is their sum, not a sum of any two
 * figures near it. Checked before a total is called wrong: when some of those results (two or more,
 * in the order written) add up to the total, it is the answer's step.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { givenByUser, quantitiesStating } from '../context/context-index.ts';
import { closeTo } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { PriorClaim } from './recompute.ts';

/** Wording that names a total anywhere in the claim ("That's $52.00 a month in total"). */
const TOTAL = /\b(?:in total|total(?:s|led|ed|ling)?|altogether|in all|combined|all in|all together|overall|grand total)\b/i;
/** At most this many earlier results are tried (2^n subsets). */
const MAX_PARTS = 10;

/** The verdict when earlier claims' own results sum to `total`, or null. */
export function earlierTotal(index: ContextIndex, claimText: string, total: Quantity, prior: readonly PriorClaim[]): (RuleVerdict & { restsOn: string[] }) | null {
  if (!TOTAL.test(claimText)) return null;
  const parts = prior.flatMap((p) => p.facts.quantities
    .filter((q) => q.dim === total.dim && q.hedge === null && quantitiesStating(index, q).length === 0 && !givenByUser(index, q))
    .map((q) => ({ q, claim: p }))).slice(-MAX_PARTS);
  if (parts.length < 2) return null;
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const chosen = parts.filter((_, i) => mask & (1 << i));
    if (chosen.length < 2 || !closeTo(total, chosen.reduce((s, p) => s + p.q.value, 0))) continue;
    const rests = [...new Set(chosen.map((p) => p.claim.id))];
    const unsound = [...new Set(chosen.filter((p) => p.claim.status !== 'supported').map((p) => p.claim.id))];
    return unsound.length > 0
      ? { ...verdict('unverified_step', true, [], [`Computed from ${unsound.join(', ')}.`]), restsOn: rests }
      : { ...verdict('supported', true, [], [`The sum of ${chosen.map((p) => p.q.raw).join(' + ')}.`]), restsOn: rests };
  }
  return null;
}
