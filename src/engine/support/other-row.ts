/**
 * Whether a sentence is another row than the one a claim is about: the claim names a thing
 * ("Economy Classic includes one checked bag") that this sentence names a sibling of instead
 * ("Economy Basic: no checked bag included": the same word, then another capitalised name), and
 * another sentence of the context names the claim's; or a sentence labelled as a row ("Lite: ...,
 * EU roaming not included.") whose label the claim does not name, where it names another row's.
 * A negation in that sentence is the other row's, so it contradicts nothing the claim says. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { isContent, type UnitFacts } from '../text/unit-facts.ts';

/** Whether sentence `id` names a sibling ("Economy Basic") of a name of the claim ("Economy Classic") that another context sentence gives. */
export function anotherRow(index: ContextIndex, claim: UnitFacts, id: number): boolean {
  if (otherLabel(index, claim, id)) return true;
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

/** The label a sentence opens with ("Lite: £8 a month, ..."), lower case, or null. */
function labelOf(text: string): string | null {
  return /^\s*(\p{Lu}[^:;,()]{0,39}?):\s/u.exec(text)?.[1]?.toLowerCase() ?? null;
}

/**
 * A labelled row of a table ("Lite: ..., EU roaming not included.") where the claim names another
 * row's label ("Everyday also includes EU roaming") and not this one's.
 */
function otherLabel(index: ContextIndex, claim: UnitFacts, id: number): boolean {
  const own = labelOf(index.sentences[id]?.facts.text ?? '');
  const text = claim.text.toLowerCase();
  const names = (label: string) => new RegExp(`\\b${escapeRegExp(label)}\\b`).test(text);
  if (!own || names(own)) return false;
  return index.sentences.some((s, k) => {
    const label = k === id ? null : labelOf(s.facts.text);
    return label !== null && label !== own && names(label);
  });
}
