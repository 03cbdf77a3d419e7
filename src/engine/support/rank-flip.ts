/**
 * A superlative at another rank: "the longest in the country" where the sentence stating the
 * claim says "the second-longest", or the reverse. Contradicted when a sentence of the claim's
 * windows gives the claim's superlative word at another rank and never at the claim's.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { isContent, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';

const ORDINALS: Record<string, number> = { second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5 };
/** "the second-longest", "the third largest", "the longest", "one of the largest" (no rank). */
const RANKED = /\b(one of the|among the|the|its|their|our|your)\s+(?:(second|third|fourth|fifth|2nd|3rd|4th|5th)[-\s]+)?((?:most|least)\s+[a-z]+|[a-z]{3,}est)\b/gi;
/** Words ending in -est that are no superlatives. */
const NOT_SUPERLATIVE = new Set(['best', 'rest', 'test', 'interest', 'request', 'latest', 'west', 'nest', 'quest', 'guest', 'chest', 'forest', 'harvest', 'honest', 'modest', 'protest', 'contest', 'suggest', 'digest', 'invest', 'arrest']);

interface Rank { word: string; rank: number; text: string }

function ranksOf(text: string): Rank[] {
  const out: Rank[] = [];
  for (const m of text.matchAll(RANKED)) {
    const word = (m[3] ?? '').toLowerCase().replace(/\s+/g, ' ');
    if (NOT_SUPERLATIVE.has(word) || /^one of|^among/i.test(m[1] ?? '')) continue;
    out.push({ word, rank: ORDINALS[(m[2] ?? '').toLowerCase()] ?? 1, text: m[0].replace(/^(?:the|its|their|our|your)\s+/i, '') });
  }
  return out;
}

/** The contradiction, or null. */
export function rankFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (support.score < 0.6) return null;
  const said = ranksOf(claim.text);
  if (said.length === 0) return null;
  const ids: number[] = [];
  for (const w of support.windows) for (let id = w.first; id <= w.last; id++) ids.push(id);
  // Only sentences about the claim's own things: every name of the claim in them ("IndiGo is the
  // largest" says nothing against "SpiceJet is the second largest").
  const names = claim.tokens.filter((t) => /^\p{Lu}/u.test(t.text) && isContent(t)).map((t) => t.text.toLowerCase());
  const about = (text: string) => names.every((n) => text.toLowerCase().includes(n));
  const sources = ids.filter((id) => about(index.sentences[id]?.facts.text ?? '')).map((id) => [id, ranksOf(index.sentences[id]?.facts.text ?? '')] as const);
  for (const r of said) {
    if (sources.some(([, ranks]) => ranks.some((s) => s.word === r.word && s.rank === r.rank))) continue;
    for (const [id, ranks] of sources) {
      const other = ranks.find((s) => s.word === r.word && s.rank !== r.rank);
      if (!other) continue;
      const pid = passageId(index, id);
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says the ${r.text}; ${pid} says the ${other.text}.`], `Replace "the ${r.text}" with "the ${other.text}".`);
    }
  }
  return null;
}
