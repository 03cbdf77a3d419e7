/**
 * The one context sentence a claim speaks about, leaving some of its words out: the sentence
 * stating the largest weighted share of the claim's other words (the same word or the lexicon's),
 * among the sentences holding any of them. Used where the words left out are the ones in doubt
 * ("free" / "extra cost", "milliseconds" / "seconds"): the rest of the claim picks the sentence.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { supportCoverage } from './support-coverage.ts';

/** The sentence and its share, or null when none states `least` of the rest or two tie. */
export function sentenceAbout(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], skip: (term: string) => boolean, least: number): { id: number; share: number } | null {
  const ids = new Set<number>();
  termKeys.forEach((keys, k) => {
    if (skip(claim.terms[k] ?? '')) return;
    for (const key of keys) for (const id of index.postings.get(key) ?? []) ids.add(id);
  });
  let found: { id: number; share: number } | null = null;
  let tie = false;
  for (const id of [...ids].sort((a, b) => a - b)) {
    const terms = supportCoverage(index, claim, termKeys, [id]).terms.filter((t) => !skip(t.term));
    const total = terms.reduce((sum, t) => sum + t.weight, 0);
    if (terms.length < 2 || total === 0) continue;
    const share = terms.filter((t) => t.credit >= 0.9).reduce((sum, t) => sum + t.weight, 0) / total;
    if (share < least) continue;
    if (found && Math.abs(share - found.share) < 1e-9) tie = true;
    else if (!found || share > found.share) {
      found = { id, share };
      tie = false;
    }
  }
  return found && !tie ? found : null;
}

/**
 * A claim that takes one side of a pair said in other words (free / paid, approved / rejected)
 * where the sentence about its other words (`skip` leaves out the words of the pair) takes only the
 * other side: that sentence, with both sides. Null when the claim negates, takes no side, or the
 * sentence takes none, the same, or (with `plainSource`) negates.
 */
export function sentenceSayingOtherwise<S extends string>(
  index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][],
  rule: { sideOf: (text: string) => S | null; skip: (term: string) => boolean; least: number; plainSource?: boolean },
): { id: number; text: string; said: S; given: S } | null {
  const said = claim.negations.length > 0 ? null : rule.sideOf(claim.text);
  if (!said) return null;
  const found = sentenceAbout(index, claim, termKeys, rule.skip, rule.least);
  const facts = found ? index.sentences[found.id]?.facts : undefined;
  if (!found || !facts || (rule.plainSource && facts.negations.length > 0)) return null;
  const given = rule.sideOf(facts.text);
  return given && given !== said ? { id: found.id, text: facts.text.trim(), said, given } : null;
}
