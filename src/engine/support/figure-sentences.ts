/**
 * Reading a figure across the passages for the rules that compare passages (passage-swap,
 * update-swap): the sentences that give it exactly, and how many of the claim's words a sentence
 * holds.
 */
import { sameQuantity, sameValue } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';

/** The context sentences giving `q` itself (not within a tolerance, as `quantitiesStating` reads it). */
export function sentencesGiving(index: ContextIndex, q: Quantity): number[] {
  return index.sentences.flatMap((s, id) => (s.facts.quantities.some((e) => sameQuantity(q, e)) ? [id] : []));
}

/** The context sentences giving `q` or its value under another bound ("up to 24 hours" for "at least 24 hours"). */
export function sentencesGivingValue(index: ContextIndex, q: Quantity): number[] {
  return index.sentences.flatMap((s, id) => (s.facts.quantities.some((e) => sameQuantity(q, e) || sameValue(q, e)) ? [id] : []));
}

/** How many of the claim's words (by their match keys; those at `skip` aside) sentence `id` holds. */
export function claimWordsIn(index: ContextIndex, id: number, termKeys: readonly string[][], skip: ReadonlySet<number> = new Set()): number {
  const keys = index.sentences[id]?.keys;
  if (!keys) return 0;
  let n = 0;
  termKeys.forEach((ks, i) => {
    if (!skip.has(i) && ks.some((k) => keys.has(k))) n++;
  });
  return n;
}
