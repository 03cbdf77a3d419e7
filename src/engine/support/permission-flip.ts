/**
 * A prohibition told as a permission: "you can also combine it with other aspirin-containing
 * products" where the sentence naming those things says "Do not take it with other products
 * containing aspirin". The verbs differ (combine / take), so a flipped negation of one shared
 * word is not found; what the two share is everything else. Contradicted when:
 * - the claim grants a permission (can, may, allowed, permitted, fine to, free to, is fine; not "could",
 *   a possibility, nor "may want to", advice) and negates nothing;
 * - a sentence of its windows forbids (do not, must not, may not, cannot, are unable to, not allowed or
 *   permitted, prohibited, forbidden, "No withdrawals or additions are permitted"), permits nothing and makes no exception (unless, except,
 *   only, without, ...) the claim may fall under ("except registered assistance dogs" is none for "Your dog can ...");
 * - that sentence states at least 75% of the claim's words other than its verbs, and no sentence
 *   of the windows that forbids nothing, and permits or uses a verb of the claim, states as much
 *   (a heading that only names the things, "Calmex antacid.", allows nothing);
 * - the prohibition is not of going past a bound ("do not take more than 8 in 24 hours").
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { semicolonParts, termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { BestSupport } from './best-support.ts';
import { denies, withoutNoTrouble } from './denying-words.ts';
import { supportCoverage } from './support-coverage.ts';

const PERMISSION = /\b(?:can|may(?! (?:want|wish|need|like)\b)|allowed|permitted|able to|fine to|free to|ok to|okay to|(?:are|is|'re|'s) (?:very |more than |always )?welcome|(?:is|are|'s|'re) (?:absolutely |totally |perfectly )?fine)\b/i;
const FORBIDS = /\b(?:do not|don't|does not|doesn't|must not|mustn't|may not|cannot|can't|can not|should not|shouldn't|not (?:be )?(?:allowed|permitted)|(?:are|is|am) (?:unable|not able) to)\b|\b(?:prohibited|forbidden|not allowed|not permitted)\b|\bno\s+(?:[\w-]+\s+){1,4}?(?:is|are|will be|may be)\s+(?:allowed|permitted|accepted)\b/i;
const EXCEPTION = /\b(?:unless|except|only|without|other than|apart from|if|until)\b/i;
/** An exception that sets apart a kind of the thing: "except registered assistance dogs". */
const KIND_EXCEPTION = /\b(?:except(?:\s+for)?|other than|apart from)\s+([^,;.]+)/gi;
const STATES = 0.75;

/**
 * Whether a sentence makes an exception the claim may fall under: any condition ("unless",
 * "only", "if", ...), or a kind set apart ("except registered assistance dogs") that the claim
 * names by a word of its own (one the rest of the sentence does not use). "Your dog can join you
 * in the lounge" is no claim about assistance dogs.
 */
function exceptionFor(text: string, claimText: string): boolean {
  if (EXCEPTION.test(text.replace(KIND_EXCEPTION, ' '))) return true;
  const claim = claimText.toLowerCase();
  for (const m of text.matchAll(KIND_EXCEPTION)) {
    const rest = text.replace(m[0], ' ').toLowerCase();
    const own = (m[1]?.match(/\p{L}{4,}/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => !rest.includes(w.slice(0, 5)));
    if (own.length === 0 || own.some((w) => claim.includes(w.slice(0, 5)))) return true;
  }
  return false;
}
/**
 * A prohibition of going past a bound ("do not take more than 8 lozenges in 24 hours") forbids
 * the excess, not the thing: "you can take up to 8" stays within it, and a figure past it is for
 * the rules that compare figures.
 */
const PAST_BOUND = /^\s*(?:[\w-]+\s+){0,3}?(?:more than|over|exceed(?:s|ing)?|longer than|beyond|above|in excess of|greater than)\b/i;

/** Whether the sentence's prohibition is of going past a bound. */
function forbidsPastBound(text: string): boolean {
  const at = FORBIDS.exec(text);
  return at !== null && PAST_BOUND.test(text.slice(at.index + at[0].length));
}
/**
 * Whether a sentence that forbids nothing says something of the claim's act: it permits, or uses
 * one of the claim's verbs `verbs`. A heading that only names the things ("Calmex antacid.") allows nothing.
 */
function saysAnAct(facts: UnitFacts | undefined, verbs: ReadonlySet<string>): boolean {
  return facts !== undefined && (PERMISSION.test(facts.text) || facts.tokens.some((t) => verbs.has(termOf(t))));
}
const GRANTING = new Set(['fine', 'free', 'ok', 'okay', 'able', 'allowed', 'permitted', 'welcome']);

/** A sentence's ";" parts split into those that forbid (and permit nothing, with no exception) and the rest; null without ";". */
function forbiddingParts(facts: UnitFacts | undefined): { forbidding: NlpToken[][]; rest: NlpToken[][] } | null {
  if (!facts || !facts.text.includes(';')) return null;
  const parts = semicolonParts(facts.tokens);
  const text = (part: readonly NlpToken[]) => part.map((t) => t.text).join(' ');
  // The prohibition runs to the end of its clause: "are not permitted and will be held until ..." makes no exception with "until".
  const scope = (part: readonly NlpToken[]) => {
    const said = text(part).replace(/ n't/g, "n't");
    const at = FORBIDS.exec(said);
    if (!at) return null;
    const rest = said.slice(at.index + at[0].length);
    const end = rest.search(/\s(?:and|,)\s/);
    return said.slice(0, at.index + at[0].length + (end < 0 ? rest.length : end));
  };
  const forbidding = parts.filter((part) => {
    const within = scope(part);
    return within !== null && !EXCEPTION.test(within) && !PERMISSION.test(text(part).replace(new RegExp(FORBIDS.source, 'gi'), ' '));
  });
  return { forbidding, rest: parts.filter((part) => !forbidding.includes(part)) };
}

const naming = (things: ReadonlySet<string>) => (part: readonly NlpToken[]) => part.some((t) => things.has(termOf(t)));

type Parts = ReturnType<typeof forbiddingParts>;

/** Whether the claim's things are named only in ";" parts of the sentence that forbid and permit nothing. */
function onlyInForbiddingPart(parts: Parts, things: ReadonlySet<string>): boolean {
  return parts !== null && parts.forbidding.some(naming(things)) && parts.rest.every((part) => !naming(things)(part));
}

/**
 * Whether a thing of the claim is named in a forbidding ";" part and in no other part ("cabins" in
 * "They must stay in your vehicle or in the pet lounge; they are not allowed in passenger lounges
 * or cabins"), so the prohibition reaches the claim.
 */
function forbiddenThing(parts: Parts, things: ReadonlySet<string>): boolean {
  return parts !== null && [...things].some((w) => parts.forbidding.some(naming(new Set([w]))) && !parts.rest.some(naming(new Set([w]))));
}

/**
 * Whether a clause of the sentence that forbids names a thing of the claim: "To join, you must be
 * aged 18 or over ..., and the deduction must not take your pay below the minimum wage" forbids
 * something of the deduction, not joining. Clauses part at ";" and at a comma before "and", "but",
 * "while" or "whereas". A sentence none of whose clauses is read as forbidding keeps its reading.
 */
function forbiddingClauseNames(facts: UnitFacts | undefined, things: ReadonlySet<string>): boolean {
  if (!facts) return true;
  const clauses: NlpToken[][] = [[]];
  facts.tokens.forEach((t, k) => {
    const breaks = t.text === ';' || (t.text === ',' && /^(?:and|but|while|whereas)$/i.test(facts.tokens[k + 1]?.normal ?? ''));
    if (breaks) clauses.push([]);
    else clauses.at(-1)?.push(t);
  });
  const forbidding = clauses.filter((c) => FORBIDS.test(c.map((t) => t.text).join(' ').replace(/ n't/g, "n't")));
  // (Any form of the word: the claim's opening "Transfers" keeps its capital and its -s.)
  const stem = (w: string) => w.toLowerCase().replace(/s$/, '');
  const wanted = new Set([...things].map(stem));
  return forbidding.length === 0 || forbidding.some((c) => c.some((t) => wanted.has(stem(termOf(t))) || wanted.has(stem(t.normal))));
}

/** The contradiction, or null. */
export function permissionFlip(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0 || denies(claim.tokens) || !PERMISSION.test(claim.text)) return null;
  // The claim's words other than its verbs and its words of permission: what is allowed.
  const things = new Set(claim.terms.filter((t, i) => claim.termPos[i] !== 'VERB' && claim.termPos[i] !== 'AUX' && !GRANTING.has(t)));
  if (things.size === 0) return null;
  // The claim's verbs, once: what a sentence that forbids nothing must use to allow the act.
  const verbs = new Set(claim.terms.filter((_, i) => claim.termPos[i] === 'VERB'));
  const share = (id: number): number => {
    const terms = supportCoverage(index, claim, termKeys, [id]).terms.filter((t) => things.has(t.term));
    const total = terms.reduce((s, t) => s + t.weight, 0);
    return total === 0 ? 0 : terms.reduce((s, t) => s + t.weight * (t.credit >= 0.8 ? 1 : 0), 0) / total;
  };
  let forbidding: { id: number; share: number } | null = null;
  let allowing = 0;
  for (const w of support.windows) {
    for (let id = w.first; id <= w.last; id++) {
      const text = index.sentences[id]?.facts.text ?? '';
      const s = share(id);
      // A sentence that also permits ("never expire and can be used online") is mixed: not a prohibition,
      // unless its ";" parts keep them apart and the claim's things sit only in the part that forbids
      // ("Guests may bring two bottles of wine; spirits and beer are not permitted").
      const plain = !exceptionFor(text, claim.text) && !PERMISSION.test(text.replace(new RegExp(FORBIDS.source, 'gi'), ' '));
      // (A sentence of ";" parts forbids the claim only where one of its things sits in a forbidding
      // part alone: "They must stay in your vehicle or in the pet lounge on Deck 5; they are not
      // allowed in passenger lounges or cabins" forbids a stay in a cabin, not in the pet lounge.)
      // ("Grapefruit juice does not affect Zentrix" reassures: its "not" forbids nothing.)
      const forbids = FORBIDS.test(withoutNoTrouble(text)) && !forbidsPastBound(text);
      const parts = forbids ? forbiddingParts(index.sentences[id]?.facts) : null;
      if (forbids && forbiddingClauseNames(index.sentences[id]?.facts, things) && ((plain && (parts === null || forbiddenThing(parts, things))) || onlyInForbiddingPart(parts, things))) {
        if (!forbidding || s > forbidding.share) forbidding = { id, share: s };
      } else if (saysAnAct(index.sentences[id]?.facts, verbs)) allowing = Math.max(allowing, s);
    }
  }
  if (!forbidding || forbidding.share < STATES || allowing >= forbidding.share) return null;
  const pid = passageId(index, forbidding.id);
  const said = index.sentences[forbidding.id]?.facts.text.trim() ?? '';
  return verdict('contradicted', true, [sentenceEvidence(index, forbidding.id)], [`The answer says this is allowed; ${pid} says it is not: "${said}"`], `Say that this is not allowed, as ${pid} does: "${said}"`);
}
