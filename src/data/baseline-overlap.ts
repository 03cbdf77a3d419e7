/**
 * The "plain word-overlap" baseline for the accuracy benchmark: a claim is suspect in proportion
 * to how many of its content words never occur in the passages. No model, no training.
 */

import { contentWords, indexPlainWords, scoreWordOverlap } from '../engine/learned/word-overlap.ts';

export { contentWords };

/**
 * Share of the claim's content words absent from every passage, in [0, 1]; higher = more likely
 * hallucinated (same direction as p_hallucinated). 0 when the claim has no content words.
 *
 * @example scoreOverlap({ claim: 'Paris is in Spain', passages: ['Paris is in France.'] }) // 0.5
 */
export function scoreOverlap(example: { claim: string; passages: readonly string[] }): number {
  // The engine's plain word overlap (learned/word-overlap.ts) with the same tokens and stopwords.
  return 1 - scoreWordOverlap(example.claim, indexPlainWords(example.passages));
}
