/**
 * Two named parties swapped around a possessive: "Tavener was ordered to cover Orrin's costs"
 * where the passage says "Orrin was ordered to pay Tavener's costs"; "Alder will buy Birch's
 * shares" where "Birch will buy Alder's shares". The words are all stated, so no support rule sees it.
 * Contradicted when the claim names A and then B's N (a noun), and a context sentence names B
 * and then A's N, and no sentence gives B's N after A.
 */
import { escapeRegExp } from '../escape-regexp.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** "A ... B's noun" in `text`, with the noun as written (lower-cased), or null. */
function ownedAfter(text: string, a: string, b: string): string | null {
  const re = new RegExp(`\\b${escapeRegExp(a)}\\b(?!['’]s)[^.;]*?\\b${escapeRegExp(b)}['’]s?\\s+(?:own\\s+)?(\\p{L}+)`, 'u');
  return re.exec(text)?.[1]?.toLowerCase() ?? null;
}

/** Whether two nouns are one, in the singular or the plural ("cost" / "costs"). */
function sameNoun(x: string | null, y: string): boolean {
  return x !== null && x.replace(/s$/, '') === y.replace(/s$/, '');
}

/** The contradiction, or null. */
export function possessiveSwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  // Names: the claim's, and a capitalised word opening it that the context writes capitalised too ("Tavener was ordered ...").
  const opener = claim.tokens[0]?.text ?? '';
  const openerNamed = /^\p{Lu}\p{Ll}+$/u.test(opener) && index.sentences.some((s) => new RegExp(`\\S\\s+${escapeRegExp(opener)}\\b`).test(s.facts.text));
  const names = [...new Set([...claim.entities.filter((e) => /^\p{Lu}/u.test(e)), ...(openerNamed ? [opener] : [])])];
  for (const a of names) {
    for (const b of names) {
      if (a === b || a.includes(b) || b.includes(a)) continue;
      const noun = ownedAfter(claim.text, a, b);
      if (!noun) continue;
      if (index.sentences.some((s) => sameNoun(ownedAfter(s.facts.text, a, b), noun))) return null;
      const id = index.sentences.findIndex((s) => sameNoun(ownedAfter(s.facts.text, b, a), noun));
      if (id < 0) continue;
      const pid = passageId(index, id);
      const said = index.sentences[id]?.facts.text.trim() ?? '';
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${a} and ${b}'s ${noun}; ${pid} has them the other way round: "${said}"`], `Swap ${a} and ${b}, as ${pid} says: "${said}"`);
    }
  }
  return null;
}
