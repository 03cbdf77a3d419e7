/**
 * A limit misquoted: "Never go above 3 tablets, which is 15 mg, in 24 hours" where the leaflet says
 * "Do not take more than 2 tablets (10 mg) in 24 hours". The claim gives a bound ("above 3",
 * "no more than 3", "at least 3") that no passage states, on a count of a thing a passage bounds
 * the same way with other figures. Contradicted, naming the passages' bounds. Used where the claim
 * also works a figure out rightly from that limit, which would otherwise support it. Not a bound
 * that is the passages' limit times a count the claim or question gives ("For two verrucas, that's
 * at most 8 treatments" / "Do not use more than 4 treatments on the same verruca"): that is the
 * limit worked out for the user's case. Pure.
 */
import { wordAfter } from '../compute/band-lookup.ts';
import { GAP_AFTER } from '../compute/recompute.ts';
import { quantitiesStating, givenByUser, type ContextIndex } from '../context/context-index.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

export function limitMisquoted(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  for (const q of claim.quantities) {
    if ((q.hedge !== 'lt' && q.hedge !== 'gt') || quantitiesStating(index, q).length > 0 || givenByUser(index, q)) continue;
    const thing = wordAfter(claim.text, q.end);
    // "up to 1000 krells more": a gap between two limits, not a limit.
    if (thing.length < 3 || GAP_AFTER.test(claim.text.slice(q.end, q.end + 30))) continue;
    const bounds: Array<{ e: Quantity; id: number }> = [];
    index.sentences.forEach((s, id) => {
      for (const e of s.facts.quantities) if (e.dim === q.dim && e.hedge === q.hedge && e.value !== q.value && wordAfter(s.facts.text, e.end) === thing) bounds.push({ e, id });
    });
    const [first] = bounds;
    if (!first || multipleOfBound(index, claim, q, bounds)) continue;
    const said = [...new Set(bounds.map((b) => `${b.e.raw} ${thing}${b.e.value === 1 ? '' : 's'}`))].join(' and ');
    const pid = passageId(index, first.id);
    return verdict('contradicted', true, bounds.map((b) => sentenceEvidence(index, b.id)).filter((e, i, all) => all.findIndex((x) => x.text === e.text) === i),
      [`The answer gives the limit as ${q.raw} ${thing}${q.value === 1 ? '' : 's'}; ${pid} gives ${said}.`], `Replace ${q.raw} with the limit ${pid} gives: ${said}.`);
  }
  return null;
}

/** Whether `q` is one of the passages' bounds times a count (two or more) the claim or the question writes. */
function multipleOfBound(index: ContextIndex, claim: UnitFacts, q: Quantity, bounds: ReadonlyArray<{ e: Quantity }>): boolean {
  const counts = new Set([...claim.quantities, ...index.questionQuantities].filter((c) => c !== q).map((c) => c.value / c.factor));
  return bounds.some(({ e }) => {
    const n = q.value / e.value;
    return Math.abs(n - Math.round(n)) < 1e-9 && n >= 2 && counts.has(Math.round(n));
  });
}
