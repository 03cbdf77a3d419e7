/**
 * A thing said of some where the passage says it of none: "Two branches, Eastfield and Moss
 * Lane, will close from September" against "none of its five branch libraries will close".
 * Contradicted when a sentence of the claim's windows says "none of <the claim's noun> will/are/...
 * VERB", the claim says that verb of that noun and negates nothing.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';

const NONE_OF = /\bnone of (?:the |its |their |our |these |those |your )?((?:[\w-]+ ){0,4}?)(?:will|would|is|are|was|were|has|have|had|can|could|shall|should|may|must)(?: be| have)? ([a-z]+)/i;

export function noneDenial(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  // The tagger reads "will close" as an adjective as often as a verb: any word of the claim may be the verb.
  const claimVerbs = new Set(claim.tokens.filter((t) => t.pos === 'VERB' || t.pos === 'ADJ').flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
  const claimWords = new Set(claim.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const facts = index.sentences[id]?.facts;
      const m = facts ? NONE_OF.exec(facts.text) : null;
      const word = m?.[2]?.toLowerCase();
      if (!facts || !m || !word || word === 'not') continue;
      const verb = facts.tokens.find((t) => t.normal.toLowerCase() === word && facts.text.indexOf(t.text, m.index) >= m.index);
      const lemma = verb ? termOf(verb) : word;
      if (!claimVerbs.has(lemma) && !claimVerbs.has(word)) continue;
      // What "none" counts must be the claim's thing too ("none of its five branch libraries" / "Two of Harlow's five branch libraries").
      const counted = (m[1] ?? '').toLowerCase().split(/\s+/).filter((x) => x.length > 3);
      if (!counted.some((x) => claimWords.has(x) || claimWords.has(x.replace(/(?:ies)$/, 'y').replace(/s$/, '')))) continue;
      const said = facts.text.trim();
      const pid = passageId(index, id);
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says some ${lemma}; ${pid} says none of them do: "${said}"`], `Remove this claim: ${pid} says "${said}"`);
    }
  }
  return null;
}
