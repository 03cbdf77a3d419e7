/**
 * Whether a word and its opposite are said of different things because one of them describes a
 * noun and the other does not: "Increasing rates of ice loss" says nothing of a claim's verb
 * "increased", and a claim's "put down to rising ingredient costs" says nothing against "Gross
 * margin decreased ... due to higher ingredient costs", whose "decreased" is said of the margin.
 */
import type { NlpToken } from '../types.ts';
import { termOf } from '../text/unit-facts.ts';

/**
 * Whether token `i` describes the noun after it ("rising costs", "Increasing rates"): an adjective
 * or a participle; a verb in its plain form takes the noun as its object ("survive termination").
 */
export function describesNoun(tokens: readonly NlpToken[], i: number): boolean {
  const t = tokens[i];
  return i >= 0 && tokens[i + 1]?.pos === 'NOUN' && t !== undefined && t.pos !== 'NOUN' && (t.pos !== 'VERB' || /(?:ing|ed|en)$/i.test(t.text));
}

/**
 * Whether claim word `claimAt` describes a noun ("rising ingredient costs") and the source's word
 * `at` has another noun as its subject just before it (within three words): "Gross margin
 * decreased" is said of the margin. ("Rarely, it can cause liver problems" has no subject noun:
 * its "Rarely" still opposes "a common side effect".)
 */
export function subjectElsewhere(claim: readonly NlpToken[], claimAt: number, source: readonly NlpToken[], at: number): boolean {
  if (!describesNoun(claim, claimAt)) return false;
  const noun = termOf(claim[claimAt + 1] as NlpToken);
  const before = source.slice(Math.max(0, at - 3), at);
  return before.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN') && !before.some((t) => termOf(t) === noun);
}

/**
 * Whether claim word `claimAt` and source opposite `at` are said of different things: the
 * source's describes a noun and the claim's does not, or the claim's describes a noun said of
 * another subject there (`subjectElsewhere`).
 */
export function saidOfOtherThings(claim: readonly NlpToken[], claimAt: number, source: readonly NlpToken[], at: number): boolean {
  return describesNoun(source, at) ? !describesNoun(claim, claimAt) : subjectElsewhere(claim, claimAt, source, at);
}
