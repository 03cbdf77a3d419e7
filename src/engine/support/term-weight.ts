/**
 * How much one claim word carries: rare words much, common and light words little. Rarity comes
 * from the word vectors' frequency ranks (GloVe vocabulary order); without ranks every word
 * weighs 1 but the light ones.
 */
import type { ContextIndex } from '../context/context-index.ts';

/**
 * Verbs and adjectives that carry little of a claim's meaning on their own ("get", "set",
 * "long"): a paraphrase often swaps them for others ("send back" / "return").
 */
const LIGHT = new Set([
  'get', 'got', 'make', 'take', 'give', 'set', 'put', 'send', 'come', 'go', 'keep', 'have', 'use', 'need', 'find', 'show', 'look',
  'mean', 'run', 'say', 'tell', 'know', 'see', 'let', 'want', 'try', 'seem', 'become', 'remain', 'stay', 'turn', 'bring', 'hold',
  'long', 'able', 'sure', 'good', 'great', 'whole', 'full', 'certain', 'specific', 'particular', 'main', 'usual', 'usually', 'normally',
  'thing', 'way', 'case', 'part', 'kind', 'type', 'lot', 'bit', 'end', 'also', 'still', 'just', 'only', 'even', 'well', 'right',
  'work', 'works', 'apply', 'applies', 'happen', 'place', 'involve', 'provide', 'offer',
]);
/** Words that decide polarity or scope keep their weight even when common. */
const HEAVY = new Set(['free', 'paid', 'refund', 'daily', 'weekly', 'monthly', 'annual', 'yearly', 'maximum', 'minimum', 'before', 'after', 'without']);
const LOG_TOP = Math.log(30_000);

/** The weight of claim word `term` (a lower-case lemma) with part of speech `pos`, in [0.15, 1]. */
export function termWeight(index: ContextIndex, term: string, pos: string): number {
  if (HEAVY.has(term)) return 1;
  const light = LIGHT.has(term) ? 0.35 : 1;
  const rank = index.vectors?.rank?.(term) ?? -1;
  // Unknown words (names, codes, rare terms) weigh most.
  const rarity = rank < 0 ? 1 : Math.min(1, Math.max(0.2, Math.log(rank + 50) / LOG_TOP));
  const role = pos === 'PROPN' || pos === 'NOUN' ? 1 : pos === 'VERB' ? 0.85 : 0.75;
  return Math.max(0.15, light * rarity * role);
}
