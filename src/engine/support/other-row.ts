/**
 * Whether a sentence is another row than the one a claim is about: the claim names a thing
 * ("Economy Classic includes one checked bag") that this sentence names a sibling of instead
 * ("Economy Basic: no checked bag included": the same word, then another capitalised name), and
 * another sentence of the context names the claim's. A negation in that sentence is the other
 * row's, so it contradicts nothing the claim says. Pure.
 */
import type { ContextIndex } from '../context-index.ts';
import { isContent, type UnitFacts } from '../unit-facts.ts';

/** Whether sentence `id` names a sibling ("Economy Basic") of a name of the claim ("Economy Classic") that another context sentence gives. */
export function anotherRow(index: ContextIndex, claim: UnitFacts, id: number): boolean {
  const tokens = index.sentences[id]?.facts.tokens ?? [];
  const here = new Set(tokens.map((t) => t.text));
  const claimWords = new Set(claim.tokens.map((t) => t.text));
  return claim.tokens.some((t, i) => {
    const before = claim.tokens[i - 1]?.text;
    if (i === 0 || !before || !isContent(t) || !/^\p{Lu}/u.test(t.text) || here.has(t.text)) return false;
    const sibling = tokens.some((u, k) => tokens[k - 1]?.text === before && u.text !== t.text && /^\p{Lu}/u.test(u.text) && !claimWords.has(u.text));
    return sibling && index.sentences.some((s, k) => k !== id && s.facts.tokens.some((u) => u.text === t.text));
  });
}
