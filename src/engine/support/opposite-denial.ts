/**
 * A source that says a negated claim with an opposite word rather than "not": "not mandatory" is
 * "optional", "does not need" is "unnecessary", "not allowed" is "prohibited". The lexicon's
 * antonyms decide, so any pair WordNet knows counts, not a fixed list: the window has an antonym of
 * a word the claim's negation governs (within a few words after it) or of one of that word's
 * synonyms and related forms. A word with a negative prefix elsewhere in the window ("unlimited
 * films" beside "no extra charge") says nothing of the claim's negated words, so it does not count.
 * An answer's opening "No," answers the question; it governs nothing.
 */
import type { ContextIndex } from '../context-index.ts';
import { conflictingOpposites, isPartnerPair } from '../soft-match.ts';
import { isContent, termOf, type UnitFacts } from '../unit-facts.ts';

/** How far after a negation its words count as negated ("do not need to bring a receipt"). */
const SCOPE = 5;

/** Whether the lexicon calls `a` and `b` antonyms (or the engine's own list of opposites does). */
function antonyms(index: ContextIndex, a: string, b: string): boolean {
  if (a === b || isPartnerPair(a, b)) return false;
  return index.lexicon?.relation(a, b) === 'antonym' || conflictingOpposites(a).includes(b);
}

/**
 * Whether `b` is an antonym of `a` or of one of `a`'s synonyms and related forms ("need" ->
 * "necessary" -> "unnecessary"; "mandatory" -> "required" -> "optional").
 */
function oppositeOf(index: ContextIndex, a: string, b: string): boolean {
  if (antonyms(index, a, b)) return true;
  return (index.lexicon?.expansions(a) ?? []).some((s) => s !== b && antonyms(index, s, b));
}


/** The content terms the claim's negations govern. */
function negatedTerms(claim: UnitFacts): string[] {
  const out: string[] = [];
  for (const i of claim.negations) {
    if (/^no$/i.test(claim.tokens[i]?.text ?? '') && /^[,.!;:—–-]$/.test(claim.tokens[i + 1]?.text ?? '')) continue;
    for (const t of claim.tokens.slice(i + 1, i + 1 + SCOPE)) if (isContent(t)) out.push(termOf(t));
  }
  return out;
}

/** Whether the sentences `first..last` state the claim's negation with an opposite word. */
export function statesOppositeDenial(index: ContextIndex, claim: UnitFacts, first: number, last: number): boolean {
  const negated = negatedTerms(claim);
  if (negated.length === 0) return false;
  for (let id = first; id <= last; id++) {
    const tokens = index.sentences[id]?.facts.tokens ?? [];
    for (const u of tokens) {
      if (!isContent(u)) continue;
      const b = termOf(u);
      if (negated.some((a) => oppositeOf(index, a, b) || oppositeOf(index, a, u.normal.toLowerCase()))) return true;
    }
  }
  return false;
}
