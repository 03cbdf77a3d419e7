/**
 * A share the answer gives with no operands of its own ("35% of the new flats will be social
 * housing", "A quarter of the homes will be affordable") where a context sentence stating the
 * rest of the claim gives that share itself ("Forty percent of the flats will be social
 * housing"): the passage states the share, so it is no calculation to leave open. Contradicted
 * with the passage's share when that sentence states 60% of the claim's other words and gives
 * one percentage, of the same thing ("of" right after both); otherwise null.
 */
import type { Alignment } from '../context/align-claim.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceCoverage, sentenceEvidence, slotSentences } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const SLOT_COVERAGE = 0.6;
const OF_AFTER = /^\s*of\b/i;

/** The verdict on a lone share that a passage gives differently, or null. */
export function statedShare(index: ContextIndex, claim: UnitFacts, alignment: Alignment): RuleVerdict | null {
  const [share, ...rest] = claim.quantities;
  if (!share || rest.length > 0 || share.dim !== 'percent' || (share.hedge !== null && share.hedge !== 'about') || !OF_AFTER.test(claim.text.slice(share.end))) return null;
  if (quantitiesStating(index, share).length > 0) return null;
  const found: number[] = [];
  for (const [id] of slotSentences(index, alignment, alignment.termKeys, claim.terms)) {
    const s = index.sentences[id];
    const percents = s?.facts.quantities.filter((q) => q.dim === 'percent') ?? [];
    const [only] = percents;
    if (!s || percents.length !== 1 || !only || !OF_AFTER.test(s.facts.text.slice(only.end))) continue;
    if (sentenceCoverage(index, id, alignment.termKeys, claim.terms) >= SLOT_COVERAGE) found.push(id);
  }
  const [id] = found;
  const q = id === undefined ? undefined : index.sentences[id]?.facts.quantities.find((x) => x.dim === 'percent');
  if (found.length !== 1 || id === undefined || !q) return null;
  return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${share.raw}; ${passageId(index, id)} says ${q.raw}.`], `Replace ${share.raw} with ${q.raw}.`);
}
