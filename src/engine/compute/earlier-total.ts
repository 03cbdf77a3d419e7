/**
 * A total of what the answer worked out line by line: "Storage ... = $40.00. Egress ... = $10.00.
 * Requests ... = $2.00. That's $52.00 a month in total." The parts are figures earlier claims give
 * that no passage states (each line's own result), so the total is their sum, not a sum of any two
 * figures near it. Checked before a total is called wrong: when some of those results (two or more,
 * in the order written) add up to the total, it is the answer's step.
 *
 * `anaphoricTotal` is the total said of the sentence just before: "Two adult returns come to 64
 * quibs, and two child returns come to 32 quibs. That's 86 quibs in total." A claim opening with
 * "That's" / "That comes to" / "Together" and naming a total adds what each claim of the previous
 * sentence (two or more) says something comes to or costs, its last figure, of the total's kind (at
 * least one worked out by the answer rather than stated by a passage): a total that differs is
 * contradicted with their sum, however else its figure could be reached from the passages (80 + 6
 * is 86 too).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { givenByUser, quantitiesStating } from '../context/context-index.ts';
import { closeTo } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { rewriteQuantity, verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
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

/** A claim that totals what was just said: "That's 86 quibs in total", "Together that comes to ...". */
const ANAPHOR = /^(?:(?:so|and),?\s+)?(?:that(?:'s|\s+is|\s+makes|\s+comes\s+to|\s+gives(?:\s+you)?)|this\s+(?:makes|comes\s+to|gives)|together,?\s+(?:that's|that\s+comes\s+to|they\s+come\s+to|they\s+make))\b/i;
/** A total said of everything named: "That makes 200 plonets for the whole visit". */
const WHOLE = /\bfor (?:the |your )?(?:whole|entire) [a-z]+|\bfor everything\b|\bfor (?:all|both) of (?:them|these|those)\b/i;
/** Between two parts of one claim whose verb the second leaves out: "and the two bedside tables to". */
const GAPPED = /^[^.;]*\band\s+(?:the\s+|your\s+)?(?:[\p{L}'-]+\s+){1,5}to\s+(?:about\s+)?$/iu;
/** A figure the answer says something comes to ("come to 64 quibs", "costs 32 quibs"): a worked-out part. */
const RESULT_BEFORE = /\b(?:comes?\s+to|costs?|makes?|totals?|adds?\s+up\s+to|works?\s+out\s+(?:at|to))\s+(?:about\s+)?$/i;
/** The sentence index of a prior claim id ("c3.1" is sentence 3). */
const sentenceOf = (id: string) => Number(/^c(\d+)/.exec(id)?.[1] ?? -1);

/** The contradiction of a total that is not the sum of the previous sentence's parts, or null. */
export function anaphoricTotal(index: ContextIndex, claim: UnitFacts, prior: readonly PriorClaim[]): (RuleVerdict & { restsOn: string[] }) | null {
  if (!ANAPHOR.test(claim.text) || !(TOTAL.test(claim.text) || WHOLE.test(claim.text)) || claim.quantities.length !== 1) return null;
  const [total] = claim.quantities;
  if (!total || total.hedge !== null || total.dim === 'percent' || quantitiesStating(index, total).length > 0) return null;
  const last = Math.max(-1, ...prior.map((p) => sentenceOf(p.id)));
  // Each claim of that sentence gives a part, the figure it says something comes to, or two with
  // the verb left out of the second ("the two large items come to 160 plonets and the two bedside
  // tables to 50 plonets").
  const claims = prior.filter((p) => sentenceOf(p.id) === last);
  const partsOf = (p: PriorClaim) => {
    const q = p.facts.quantities.at(-1);
    if (!q || q.dim !== total.dim || q.hedge !== null) return [];
    if (RESULT_BEFORE.test(p.facts.text.slice(0, q.start))) return [{ q, claim: p }];
    const first = p.facts.quantities.filter((e) => e.dim === total.dim).at(-2);
    const gapped = first && first.hedge === null && RESULT_BEFORE.test(p.facts.text.slice(0, first.start)) && GAPPED.test(p.facts.text.slice(first.end, q.start));
    return gapped ? [{ q: first, claim: p }, { q, claim: p }] : [];
  };
  const each = claims.map(partsOf);
  const given = each.flat();
  if (given.length < 2 || each.some((parts) => parts.length === 0)) return null;
  if (!given.some((p) => quantitiesStating(index, p.q).length === 0 && !givenByUser(index, p.q))) return null;
  const sum = given.reduce((s, p) => s + p.q.value, 0);
  if (closeTo(total, sum)) return null;
  const right = rewriteQuantity(total, sum);
  const restsOn = [...new Set(given.map((p) => p.claim.id))];
  return { ...verdict('contradicted', true, [], [`The answer says ${total.raw}; ${given.map((p) => p.q.raw).join(' + ')} is ${right}.`], `Replace ${total.raw} with ${right}.`), restsOn };
}
