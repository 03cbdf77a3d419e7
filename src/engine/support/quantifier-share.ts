/**
 * A share told with a word the passage's figure does not bear out: "Most respondents preferred
 * remote work" where the sentence says "40% of respondents preferred remote work", "a minority
 * of staff" against "62% of staff". Contradicted when the claim says most / the majority of /
 * more than half (over 50%), a minority of / less than half / few (under 50%), or almost all /
 * nearly all (75% or more) of a noun, and the sentence stating most of the claim (60% of its
 * weight or more) gives exactly one percentage of that noun ("40% of respondents",
 * "40 per cent of the respondents") that falls outside the word's range.
 */
import { tokensWithin } from '../text/code-points.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

interface Range { word: string; low: number; high: number; noun: string; said: string }

const WORDS: Array<[RegExp, number, number]> = [
  [/\b(?:almost all|nearly all|virtually all)\s+(?:of\s+)?(?:the\s+|their\s+|its\s+)?([a-z-]+)/i, 75, 100],
  [/\b(?:most|the majority of|a majority of|more than half of|over half of)\s+(?:the\s+|their\s+|its\s+)?([a-z-]+)/i, 50.000001, 100],
  [/\b(?:a minority of|less than half of|under half of|few)\s+(?:the\s+|their\s+|its\s+)?([a-z-]+)/i, 0, 49.999999],
];

/** The claim's share word, its range in percent and the noun it quantifies. */
function rangeOf(claim: UnitFacts): Range | null {
  for (const [re, low, high] of WORDS) {
    const m = re.exec(claim.text);
    if (!m?.[1]) continue;
    const token = claim.tokens.find((t) => t.normal.toLowerCase() === m[1]?.toLowerCase());
    // "most likely", "most often": an adverb, not a share.
    if (!token || (token.pos !== 'NOUN' && token.pos !== 'PROPN')) continue;
    return { word: m[0].slice(0, m[0].length - m[1].length).trim().toLowerCase(), low, high, noun: termOf(token), said: m[0].trim() };
  }
  return null;
}

/** The contradiction, or null. */
export function quantifierShare(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.quantities.some((q) => q.dim === 'percent')) return null;
  const range = rangeOf(claim);
  const best = range ? statingSentence(index, support) : null;
  if (!range || !best) return null;
  const { facts } = best;
  // Percentages of the claim's noun: the noun within the four words after the figure ("40% of the respondents").
  const shares = facts.quantities.filter((q) => q.dim === 'percent' && (q.hedge === null || q.hedge === 'about') && tokensWithin(facts.text, facts.tokens, q.end, q.end + 31).some((t) => termOf(t) === range.noun));
  const [share] = shares;
  if (shares.length !== 1 || !share || (share.value >= range.low && share.value <= range.high)) return null;
  return best.cite('contradicted', `The answer says ${range.said}; ${best.pid} gives ${share.raw}.`, `Replace "${range.word}" with ${share.raw}, as ${best.pid} does.`);
}
