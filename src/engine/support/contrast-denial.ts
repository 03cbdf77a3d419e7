/**
 * A passage's contrast "not X" denies X as the claim's negation does: "2 sailings a day, not on
 * Sundays" states "The ferry doesn't sail on Sundays". The contrast names, with no verb of its own,
 * what the sentence's statement leaves out; the claim denies the statement for those same words.
 * True when some window sentence has such a contrast whose every content word the claim says
 * after its negation. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { NlpToken } from '../types.ts';
import { contrasted, isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';

/** The content terms a contrast "not" at `i` names, up to the end of its clause. */
function contrastTerms(tokens: readonly NlpToken[], i: number): string[] {
  const rest = tokens.slice(i + 1);
  const end = rest.findIndex((t) => /^[.!;]$/.test(t.text));
  return (end < 0 ? rest : rest.slice(0, end)).filter(isContent).map(termOf);
}

export function contrastDenies(index: ContextIndex, claim: UnitFacts, first: number, last: number): boolean {
  const negation = Math.min(...claim.negations);
  if (!Number.isFinite(negation)) return false;
  const denied = new Set(claim.tokens.slice(negation + 1).filter(isContent).map(termOf));
  for (let id = first; id <= last; id++) {
    const tokens = index.sentences[id]?.facts.tokens ?? [];
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]?.normal !== 'not' || !contrasted(tokens, i)) continue;
      const named = contrastTerms(tokens, i);
      if (named.length > 0 && named.every((t) => denied.has(t))) return true;
    }
  }
  return false;
}
