/**
 * A source that says a negated claim with an opposite word rather than "not": "not mandatory" is
 * "optional", "does not need" is "unnecessary", "not allowed" is "prohibited". The lexicon's
 * antonyms decide, so any pair WordNet knows counts, not a fixed list: the window has an antonym of
 * a word the claim's negation governs (within a few words after it) or of one of that word's
 * synonyms and related forms. A word with a negative prefix elsewhere in the window ("unlimited
 * films" beside "no extra charge") says nothing of the claim's negated words, so it does not count.
 * An answer's opening "No," answers the question; it governs nothing. The mirror, a claim word
 * the window says as "not" + its opposite ("excluded" / "not included"), is `negatedOppositeOf`.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { conflictingOpposites, isPartnerPair } from '../context/soft-match.ts';
import { isContent, isNegator, spokenWord, termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';

/** How far after a negation its words count as negated ("do not need to bring a receipt"). */
const SCOPE = 5;

/** Whether the lexicon calls `a` and `b` antonyms (or the engine's own list of opposites does). */
function antonyms(index: ContextIndex, a: string, b: string): boolean {
  if (a === b || isPartnerPair(a, b)) return false;
  return index.lexicon?.relation(a, b) === 'antonym' || conflictingOpposites(a).includes(b) || (LIMIT.has(a) && b === 'unlimited') || (CHANGE.has(a) && KEEP.has(b));
}

/** "aren't changing" is what "will keep its current hours" says. */
const CHANGE = new Set(['change', 'alter', 'modify', 'amend']);
const KEEP = new Set(['keep', 'retain', 'maintain', 'unchanged', 'unaltered', 'same']);

/**
 * Nouns of a bound that "unlimited" denies ("no cap on devices" / "an unlimited number of devices").
 * Only for a negated claim word: they are no conflict as the one word that differs.
 */
const LIMIT = new Set(['limit', 'cap', 'ceiling', 'maximum', 'restriction', 'max']);

/**
 * Whether `b` is an antonym of `a` or of one of `a`'s synonyms and related forms ("need" ->
 * "necessary" -> "unnecessary"; "mandatory" -> "required" -> "optional").
 */
function oppositeOf(index: ContextIndex, a: string, b: string): boolean {
  if (antonyms(index, a, b)) return true;
  // Through a synonym only WordNet's antonyms count: the engine's own pairs are of the words as written
  // ("advance" -> "continue" -> "end" would read "no advance notice" as "the end date").
  return (index.lexicon?.expansions(a) ?? []).some((s) => s !== b && !isPartnerPair(s, b) && index.lexicon?.relation(s, b) === 'antonym');
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
    for (const [k, u] of tokens.entries()) {
      // ("keep" is a stop word to the model, yet says "unchanged".)
      if (!isContent(u) && !KEEP.has(termOf(u))) continue;
      // An opposite the sentence itself denies says nothing of the claim's: "white, not yellow" is no "not white".
      if (tokens.slice(Math.max(0, k - GOVERNS), k).some(isNegator)) continue;
      const b = termOf(u);
      if (negated.some((a) => oppositeOf(index, a, b) || oppositeOf(index, a, u.normal.toLowerCase()))) return true;
    }
  }
  return false;
}

/** How many words after a negator it governs ("is not currently included"). */
const GOVERNS = 3;

/**
 * Whether the sentences `ids` say the claim word `term` as "not" + an opposite of it: "excluded"
 * is "not included", "prohibited" is "not allowed", "closed" is "not open". For a claim that
 * negates nothing itself (a negated claim against a negated window would read as two "not"s).
 */
export function negatedOppositeOf(index: ContextIndex, term: string, ids: readonly number[]): boolean {
  for (const id of ids) {
    const facts = index.sentences[id]?.facts;
    if (!facts || facts.negations.length === 0) continue;
    for (const n of facts.negations) {
      for (const u of facts.tokens.slice(n + 1, n + 1 + GOVERNS)) {
        if (isContent(u) && (oppositeOf(index, term, termOf(u)) || oppositeOf(index, term, u.normal.toLowerCase()))) return true;
      }
    }
  }
  return false;
}

/**
 * Both sides negate, and what they negate are opposites: "not excluded" against "does not include"
 * says the opposite of the source. Contradicted, with the source sentence in the window that says it.
 */
export function negatedOpposites(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  // Only the word each negation governs first ("not excluded from the warranty": "excluded").
  const negated = claim.negations.flatMap((n) => claim.tokens.slice(n + 1, n + 1 + GOVERNS).filter(isContent).slice(0, 1).map(termOf));
  if (negated.length === 0) return null;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const facts = index.sentences[id]?.facts;
      if (!facts) continue;
      for (const n of facts.negations) {
        const u = facts.tokens.slice(n + 1, n + 1 + GOVERNS).find(isContent);
        if (!u || !negated.some((a) => antonyms(index, a, termOf(u)))) continue;
        const a = negated.find((x) => antonyms(index, x, termOf(u))) ?? '';
        const pid = passageId(index, id);
        const said = facts.text.trim();
        return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says not ${spokenWord(claim, a)}; ${pid} says not ${u.text}, its opposite: "${said}"`], `Say it as ${pid} does: "${said}"`);
      }
    }
  }
  return null;
}

/**
 * Whether a sentence of the windows says the claim's denial with an opposite word and is at least as
 * much about the claim as sentence `than` (shares as many of its terms): "aren't changing" / "The
 * central library will keep its current hours" over a sentence on the branch libraries' cut hours.
 */
export function saysDenialOver(index: ContextIndex, claim: UnitFacts, windows: ReadonlyArray<{ first: number; last: number }>, than: number): boolean {
  const terms = new Set(claim.terms);
  const shared = (id: number) => new Set((index.sentences[id]?.facts.tokens ?? []).map(termOf).filter((t) => terms.has(t))).size;
  const bar = shared(than);
  return windows.some((w) => {
    for (let id = w.first; id <= w.last; id++) if (id !== than && shared(id) >= bar && statesOppositeDenial(index, claim, id, id)) return true;
    return false;
  });
}
