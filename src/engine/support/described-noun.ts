/**
 * Whether a word and its opposite are said of different things because one of them describes a
 * noun and the other does not: "Increasing rates of ice loss" says nothing of a claim's verb
 * "increased", and a claim's "put down to rising ingredient costs" says nothing against "Gross
 * margin decreased ... due to higher ingredient costs", whose "decreased" is said of the margin.
 */
import type { NlpToken } from '../types.ts';
import { termOf } from '../unit-facts.ts';

/** Whether token `i` describes the noun after it ("rising costs", "Increasing rates"). */
export function describesNoun(tokens: readonly NlpToken[], i: number): boolean {
  return i >= 0 && tokens[i + 1]?.pos === 'NOUN' && tokens[i]?.pos !== 'NOUN';
}

/**
 * Whether claim word `claimAt` and source opposite `at` are said of different things: the
 * source's describes a noun and the claim's does not, or the claim's describes a noun and the
 * source's has another noun as its subject just before it (within three words).
 */
export function saidOfOtherThings(claim: readonly NlpToken[], claimAt: number, source: readonly NlpToken[], at: number): boolean {
  if (describesNoun(source, at)) return !describesNoun(claim, claimAt);
  if (!describesNoun(claim, claimAt)) return false;
  // The source's word has a subject of its own just before it, and that is another noun
  // ("Rarely, it can cause liver problems" has none: its "Rarely" still opposes "a common side effect").
  const noun = termOf(claim[claimAt + 1] as NlpToken);
  const before = source.slice(Math.max(0, at - 3), at);
  return before.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') && !before.some((t) => termOf(t) === noun);
}
