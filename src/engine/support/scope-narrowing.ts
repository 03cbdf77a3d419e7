/**
 * A claim that widens the passage's scope: "All employees accrue 20 days" where the passage says
 * "Full-time employees accrue 20 days" and names other kinds of employee too ("Part-time
 * employees accrue vacation pro rata"). Contradicted when the claim says all/every/any of a noun,
 * the sentence stating the rest of the claim qualifies that noun, and the context qualifies it
 * in at least two different ways.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { bestSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const ALL = /^(all|every)$/i;
const MODIFIER_POS = new Set(['ADJ', 'NOUN', 'PROPN', 'VERB']);

/** The modifier right before each occurrence of `noun` ("full-time" in "Full-time employees"), lower case. */
function modifiersOf(tokens: readonly NlpToken[], noun: string): string[] {
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (termOf(t) !== noun) return;
    let k = i - 1;
    const parts: string[] = [];
    while (k >= 0 && (tokens[k]?.text === '-' || MODIFIER_POS.has(tokens[k]?.pos ?? '')) && parts.length < 3) {
      parts.unshift((tokens[k]?.normal ?? '').toLowerCase());
      k--;
    }
    // Kinds of the noun: an adjective or a hyphenated compound ("full-time", "part-time"), not a noun compound ("leave request").
    const kind = parts.join(' ').replace(/ - /g, '-');
    if (parts.length > 0 && (kind.includes('-') || tokens[i - 1]?.pos === 'ADJ')) out.push(kind);
  });
  return out;
}

/** The contradiction, or null. */
export function scopeNarrowing(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const at = claim.tokens.findIndex((t) => ALL.test(t.normal));
  const noun = at >= 0 ? claim.tokens.slice(at + 1, at + 3).find((t) => t.pos === 'NOUN') : undefined;
  if (!noun) return null;
  // "every box after that one", "all orders placed before ...": the claim qualifies its own "every".
  const next = claim.tokens[claim.tokens.indexOf(noun) + 1];
  if (next && /^(?:after|from|following|since|until|before|beyond|past|that|which|who|placed|made|booked|bought)$/i.test(next.normal)) return null;
  const n = termOf(noun);
  const best = bestSentence(index, support);
  const facts = best ? index.sentences[best.id]?.facts : undefined;
  if (!best || !facts || best.share < 0.6) return null;
  const here = modifiersOf(facts.tokens, n);
  if (here.length === 0) return null;
  const kinds = new Set(index.sentences.flatMap((s) => modifiersOf(s.facts.tokens, n)));
  if (kinds.size < 2) return null;
  const pid = passageId(index, best.id);
  return verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says ${claim.tokens[at]?.text.toLowerCase()} ${noun.text}; ${pid} says this of ${here[0]} ${noun.text}.`], `Say ${here[0]} ${noun.text}, as ${pid} does.`);
}
