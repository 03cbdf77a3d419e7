/**
 * A denial said of the wrong named thing: "Card A has no foreign transaction fee" where the
 * sentence naming Card A says "Card A charges a 2.9% foreign transaction fee" and Card B's
 * sentence is the one with "no foreign transaction fee". The best support is Card B's sentence,
 * so no negation conflict is seen there. Contradicted when:
 * - the claim names things (capitalised runs, with a letter or number after them: "Card A") and
 *   denies a phrase of two or three words with "no" ("has no X Y"), with no other negation;
 * - a context sentence names every one of them, names no other thing, and has the phrase's words
 *   in a row with no denial (no, not, without, free, zero, waived) in the three words before them.
 */
import { escapeRegExp } from '../escape-regexp.ts';
import { foldAccents } from '../context/name-forms.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';

const DENIAL = /^(?:no|not|n't|never|without|free|zero|waived|none)$/i;
const PHRASE = 3;

/** The content words after the claim's "no" (up to three, stopping at punctuation or a function word). */
function deniedPhrase(tokens: readonly NlpToken[]): string[] {
  const at = tokens.findIndex((t) => t.normal.toLowerCase() === 'no');
  if (at < 0) return [];
  const out: string[] = [];
  for (let k = at + 1; k < tokens.length && out.length < PHRASE; k++) {
    const t = tokens[k];
    if (!t || !isContent(t) || /^\p{Lu}/u.test(t.text)) break;
    out.push(termOf(t));
  }
  return out;
}

/** Where the phrase's words stand in a row in `tokens`, or -1. */
function phraseAt(tokens: readonly NlpToken[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    if (phrase.every((w, k) => termOf(tokens[i + k] as NlpToken) === w)) return i;
  }
  return -1;
}

/** The contradiction, or null. */
export function namedDenial(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (claim.entities.length === 0 || claim.tokens.some((t) => /^(?:not|n't|never|cannot)$/i.test(t.normal))) return null;
  const phrase = deniedPhrase(claim.tokens);
  if (phrase.length < 2) return null;
  // A name with its letter or number ("Card A", "Plan 2"): the letter tells the things apart.
  const shownNames = claim.entities.map((e) => new RegExp(`${escapeRegExp(e)} [A-Z0-9]\\b`).exec(claim.text)?.[0] ?? e);
  const names = shownNames.map(foldAccents);
  const shown = shownNames.join(', ');
  for (const [id, sentence] of index.sentences.entries()) {
    const facts = sentence.facts;
    const text = foldAccents(facts.text);
    if (!names.every((n) => text.includes(n))) continue;
    if (facts.entities.some((e) => !names.some((n) => foldAccents(e).includes(n) || n.includes(foldAccents(e))))) continue;
    const at = phraseAt(facts.tokens, phrase);
    if (at < 0 || facts.tokens.slice(Math.max(0, at - 3), at).some((t) => DENIAL.test(t.normal))) continue;
    const pid = passageId(index, id);
    const said = facts.text.trim();
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${shown} has no ${phrase.join(' ')}; ${pid} says it has: "${said}"`], `Correct this as ${pid} states it: "${said}"`);
  }
  return null;
}
