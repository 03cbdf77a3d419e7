/**
 * A thing the passage says there is none of: "an exit fee does apply when you sell units" against
 * "There is no entry or exit fee"; "you can add more money at any point" against "No withdrawals
 * or additions are permitted during the term". Contradicted when a sentence of the claim's windows
 * puts "no" before a noun phrase whose head (its last noun) is a word the claim states outright
 * (the same word or WordNet's, credit 0.9 or more, not a light word), the claim negates and denies
 * nothing and gives no figure (figures are left to the slot rules; a denying word of its own, "a
 * hosepipe ban", only when it is the word denied), the "no" opens no bound ("no
 * more than", "no later than") and sits in no condition ("if there is no receipt"), and no other
 * sentence of the windows names that word without a negation.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { leadingClauseEnd, termOf, wordForms, type UnitFacts } from '../text/unit-facts.ts';
import { supportSentences, type BestSupport } from './best-support.ts';
import { denies } from './denying-words.ts';

/** A word's forms, with a plural in "-es" too ("Bonuses", a first word, keeps its plural as its lemma). */
const formsOf = (u: NlpToken): string[] => [...wordForms(u), u.normal.toLowerCase().replace(/es$/, '')];

/** Words after "no" that make a bound or an idiom, not a denial of a thing. */
const NOT_A_THING = /^(?:more|less|later|earlier|longer|fewer|sooner|further|greater|one|matter|doubt|other)$/i;
/** Words before "no" (in its clause) that make it a condition or a case, not what holds. */
const CONDITION = /^(?:if|unless|when|whenever|where|whether|without|even|until|once|except|in case)$/i;
/** Words in the noun phrase after "no". */
const PHRASE_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'CCONJ', 'DET', 'NUM', 'PUNCT']);

/** The nouns the "no" at `at` denies: each noun of the phrase after it that no noun follows ("no withdrawals or additions", "no entry or exit fee"). */
function deniedHeads(tokens: readonly NlpToken[], at: number): string[] {
  const heads: string[] = [];
  for (let k = at + 1; k < tokens.length && k <= at + 6; k++) {
    const t = tokens[k];
    if (!t || !PHRASE_POS.has(t.pos) || /^[,;:.!?]$/.test(t.text)) break;
    const next = tokens[k + 1];
    if ((t.pos === 'NOUN' || t.pos === 'PROPN') && !(next && (next.pos === 'NOUN' || next.pos === 'PROPN'))) heads.push(termOf(t));
  }
  return heads;
}

/** The adjectives and nouns between the "no" at `at` and the head `head` ("breaking", "api" in "No breaking API changes"). */
function modifiersBefore(tokens: readonly NlpToken[], at: number, head: string): string[] {
  const out: string[] = [];
  for (let k = at + 1; k < tokens.length && k <= at + 6; k++) {
    const t = tokens[k];
    if (!t || termOf(t) === head) break;
    // Words before "or"/"and" belong to another head ("no withdrawals or additions").
    if (t.pos === 'CCONJ') out.length = 0;
    else if (t.pos === 'ADJ' || t.pos === 'NOUN' || t.pos === 'PROPN') out.push(termOf(t));
  }
  return out;
}

/** Whether a word is a claim word with a negating prefix ("unhealthy" for the claim's "healthy", "non-members" for "members"). */
function oppositeOfClaimWord(t: NlpToken, claim: UnitFacts): boolean {
  const stem = /^(?:un|non-?|in|dis)(\p{L}{4,})$/iu.exec(t.normal)?.[1]?.toLowerCase();
  return stem !== undefined && claim.tokens.some((c) => c.normal.toLowerCase() === stem);
}

export function noDenial(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0 || claim.quantities.length > 0) return null;
  // A claim that denies by meaning ("exit fees are waived") may say what "no" says; unless what it
  // asserts is the very thing denied ("a hosepipe ban" / "there is no hosepipe ban").
  const denying = claim.tokens.filter((t) => denies([t])).map(termOf);
  if (denying.length === 0 && denies(claim.tokens)) return null;
  if (claim.tokens.some((t) => /^(?:no|none|without|free)$/i.test(t.normal))) return null;
  const stated = support.terms.filter((t) => t.credit >= 0.9 && t.matched !== null && t.weight >= 0.5);
  if (stated.length === 0) return null;
  const words = new Set(stated.map((t) => t.matched ?? t.term));
  /** How many of the claim's stated words a sentence names. */
  const named = (tokens: readonly NlpToken[]) => new Set(tokens.flatMap(formsOf).filter((w) => words.has(w))).size;
  const ids = supportSentences(support);
  for (const id of ids) {
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const tokens = facts.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]?.normal.toLowerCase() !== 'no' || NOT_A_THING.test(tokens[i + 1]?.normal ?? '')) continue;
      const clauseStart = (() => {
        let k = i - 1;
        while (k >= 0 && !/^[,;:.]$/.test(tokens[k]?.text ?? '')) k--;
        return k + 1;
      })();
      if (tokens.slice(clauseStart, i).some((t) => CONDITION.test(t.normal))) continue;
      // "Unhealthy targets receive no new traffic" denies it to the opposite of the claim's "healthy" target.
      if (tokens.slice(clauseStart, i).some((t) => oppositeOfClaimWord(t, claim))) continue;
      const heads = deniedHeads(tokens, i);
      const denied = stated.find((t) => heads.includes(t.matched ?? '') || heads.includes(t.term));
      if (!denied || denying.some((w) => w !== denied.term)) continue;
      // "If the new dates cost more, you'd pay the difference": a word of the claim's leading condition is not asserted.
      const condEnd = leadingClauseEnd(claim.tokens, /^(?:if|unless|when|whenever|once)$/i);
      if (condEnd > 0 && claim.tokens.every((t, k) => termOf(t) !== denied.term || k < condEnd)) continue;
      // An action the claim names by a verb or gerund ("switching to 'gap'") against a kind of thing the
      // sentence denies ("No breaking API changes"): the kind's words are not the claim's.
      const kinds = modifiersBefore(tokens, i, denied.matched ?? denied.term);
      const claimWords = new Set(claim.tokens.map(termOf));
      const action = claim.tokens.some((t) => termOf(t) === denied.term && (t.pos === 'VERB' || /ing$/i.test(t.text)));
      if (action && kinds.length > 0 && !kinds.some((k) => claimWords.has(k))) continue;
      // Another sentence of the windows naming the word plainly, with as much of the claim, may be what the claim restates.
      const word = denied.matched ?? denied.term;
      const here = named(facts.tokens);
      const plain = ids.some((other) => {
        const o = index.sentences[other]?.facts;
        // (By any form of the word: a capitalised first word keeps its plural as its lemma, "Bonuses are paid ...".)
        return other !== id && o !== undefined && o.negations.length === 0 && o.tokens.some((u) => formsOf(u).includes(word)) && named(o.tokens) >= here;
      });
      if (plain) continue;
      const pid = passageId(index, id);
      const said = facts.text.trim();
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${denied.term} applies; ${pid} says there is no ${word}: "${said}"`], `Remove this claim: ${pid} says "${said}"`);
    }
  }
  return null;
}
