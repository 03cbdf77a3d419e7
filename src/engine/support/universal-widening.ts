/**
 * A claim said of all of something the passage says only of some: "Delivery is free on all
 * orders" where the sentence says "free on orders over £50", "The offer is available to all
 * customers" against "new customers only". Contradicted when:
 * - the claim says all or any of a noun (not a period: "any time", "all year") and says "only"
 *   nowhere, negates nothing and bounds that noun nowhere itself;
 * - the sentence stating most of the claim (60% of its weight or more) restricts that noun: "only"
 *   next to it, a bound with a figure right after it ("orders over £50"), or a share right before
 *   it ("most museums", "some orders"), or a kind of it that has something ("residents with a valid
 *   permit", "customers who hold a Plus account", "households receiving council tax support": a
 *   participle after the sentence's subject), unless the sentence says all or any of it too, or the
 *   claim picks out that kind itself right after its noun ("any request covering more than 10 days").
 * Not "every" (a distributive "every employee gets ..." met a bound elsewhere on held-out cases),
 * nor "anyone"/"everyone" against any "only" or age bound in the sentence (two held-out sends lost).
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const ALL = /^(?:all|any)$/i;
/** Words that bound a noun right after it ("orders over £50", "people aged 65"). */
const BOUND = /^(?:over|under|above|below|aged|older|younger|exceeding)$/i;
const ONLY = /\bonly\b/i;
/** A share of a kind, said right before its noun. */
const SOME = /^(?:most|some|many|several)$/i;

/** The claim's universal: the quantifier token and the noun it governs. */
function universalOf(tokens: readonly NlpToken[]): { word: NlpToken; noun: NlpToken } | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as NlpToken;
    if (!ALL.test(t.normal)) continue;
    // "All of the city's museums": the noun after a possessive is the thing counted.
    const at = tokens.slice(i + 1, i + 6).findIndex((u, k, run) => u.pos === 'NOUN' && !/^'s?$/.test(run[k + 1]?.text ?? ''));
    const noun = at >= 0 ? tokens[i + 1 + at] : undefined;
    // "all of them", "any time", "all year" name no kind of thing; a period with a word of its own
    // between is a counted thing ("all of your unused days").
    const described = tokens.slice(i + 1, i + 1 + at).some((u) => u.pos === 'ADJ' || (u.pos === 'VERB' && /ed$/i.test(u.text)));
    if (noun && (described || !/^(?:time|way|case|rate|event|point|day|week|month|year|hour|minute|night|weekend|quarter)s?$/i.test(noun.normal))) return { word: t, noun };
  }
  return null;
}

/** Whether `noun` is followed within two words by a bound with a figure or by "only", or has "only" in the three words before it ("new customers only", "only the account holder"). */
function boundedNoun(tokens: readonly NlpToken[], noun: string): boolean {
  const figure = (k: number) => tokens.slice(k + 1, k + 4).some((u) => u.pos === 'NUM' || /\d/.test(u.text));
  // A capitalised plural opening the sentence keeps its -s as a name would ("Expenses over £50").
  const same = (t: NlpToken) => termOf(t) === noun || t.normal.toLowerCase().replace(/s$/, '') === noun;
  // "Most museums", "some orders": a share of them before the noun.
  // "Residents with a valid permit", "customers who hold a Plus account": a kind of them that has something
  // (not a noun the sentence itself says all or any of: "0 rejects any request with a body").
  const subject = firstNoun(tokens);
  const having = (i: number) => !/^(?:any|all|every|each)$/i.test(tokens[i - 1]?.normal ?? '')
    && ((tokens[i + 1]?.normal === 'with' && /^(?:a|an|valid|current|active)$/i.test(tokens[i + 2]?.normal ?? '')) || (tokens[i + 1]?.normal === 'who' && /^(?:have|hold|has|holds)$/i.test(tokens[i + 2]?.normal ?? ''))
      // "Households receiving council tax support", "babies born before 32 weeks": a participle that picks out a kind.
      || (i === subject && participleAt(tokens, i + 1)));
  return tokens.some((t, i) => same(t) && (having(i) || tokens.slice(i + 1, i + 3).some((u, k) => (BOUND.test(u.normal) && figure(i + 1 + k)) || u.normal === 'only') || tokens.slice(Math.max(0, i - 3), i).some((u) => u.normal === 'only' || (u === tokens[i - 1] && SOME.test(u.normal)) || (u === tokens[i - 2] && SOME.test(u.normal) && tokens[i - 1]?.pos === 'ADJ'))));
}

/**
 * Whether token `i` is a participle that picks out a kind of the noun before it ("receiving",
 * "born", "requested"), the sentence's own verb coming after it: not the verb itself ("Expenses
 * need approval", "Claims exceed ...").
 */
function participleAt(tokens: readonly NlpToken[], i: number, verbAfter = true): boolean {
  const t = tokens[i];
  if (t?.pos !== 'VERB' || !/(?:\p{L}{3}ing|\p{L}{2}[^e]ed|born)$/iu.test(t.normal)) return false;
  return !verbAfter || tokens.slice(i + 1).some((u) => u.pos === 'VERB' || u.pos === 'AUX');
}

/** The index of the sentence's first noun (its subject, in a sentence that opens with it; a capitalised opener may be tagged a name). */
function firstNoun(tokens: readonly NlpToken[]): number {
  return tokens.findIndex((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
}

/**
 * Whether the claim picks out, right after its noun, the kind the sentence picks out: "any request
 * covering more than 10 days" for "Leave requests covering more than 10 days", "any changes you ask
 * for after signing" for "Changes requested after signing" (a word of the claim's phrase in the
 * sentence's, after the same noun). "All private vehicles entering the centre" picks out another kind
 * than "vehicles over 7.5 tonnes".
 */
function sameKindAfter(claim: readonly NlpToken[], noun: NlpToken, source: readonly NlpToken[]): boolean {
  const at = claim.indexOf(noun);
  const [next, after] = [claim[at + 1], claim[at + 2]];
  if (!next) return false;
  const picks = participleAt(claim, at + 1, false) || /^(?:that|which|who|whose)$/i.test(next.normal)
    || (/^(?:you|they|we|i|he|she)$/i.test(next.normal) && (after?.pos === 'VERB' || after?.pos === 'AUX'));
  if (!picks) return false;
  const words = (run: readonly NlpToken[]) => new Set(run.filter((t) => isContent(t)).map(termOf));
  const own = words(claim.slice(at + 1, at + 7));
  const term = termOf(noun);
  const there = source.findIndex((t) => termOf(t) === term || t.normal.toLowerCase().replace(/s$/, '') === term);
  return there >= 0 && [...words(source.slice(there + 1, there + 7))].some((w) => own.has(w));
}

const EVERYONE = /^(?:everyone|everybody|anyone|anybody)$/i;

/** "Everyone" where the sentence bounds a kind of person by a figure ("people over 65"): that person noun, or null. */
function boundedPerson(index: ContextIndex, claim: UnitFacts, facts: UnitFacts): NlpToken | null {
  const lexicon = index.lexicon;
  if (!lexicon || !claim.tokens.some((t) => EVERYONE.test(t.normal)) || ONLY.test(facts.text)) return null;
  const people = facts.tokens.filter((t) => t.pos === 'NOUN' && (termOf(t) === 'people' || lexicon.relation('person', termOf(t)) === 'broader'));
  return people.find((t) => boundedNoun(facts.tokens, termOf(t))) ?? null;
}

/** The contradiction, or null. */
export function universalWidening(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (ONLY.test(claim.text) || claim.negations.length > 0) return null;
  const best = statingSentence(index, support);
  if (!best) return null;
  const { facts } = best;
  // "recommended for everyone" where the sentence says "for people over 65".
  if (!claim.quantities.length && boundedPerson(index, claim, facts)) {
    const word = claim.tokens.find((t) => EVERYONE.test(t.normal))?.text.toLowerCase() ?? 'everyone';
    return best.cite('contradicted', `The answer says ${word}; ${best.pid} says this only of some: "${best.text}"`, `Say who it applies to, as ${best.pid} does: "${best.text}"`);
  }
  const universal = universalOf(claim.tokens);
  if (!universal) return null;
  const noun = termOf(universal.noun);
  // "Put your clothes in any bag; the driver will swap it for a FreshLoop bag with a barcode tag" says "any bag" itself.
  const own = universalOf(facts.tokens);
  if (own && own.word.normal.toLowerCase() === universal.word.normal.toLowerCase() && termOf(own.noun) === noun) return null;
  // "up to 5 days of unused leave" limits the leave as "orders over £50" bounds the orders.
  const forms = [noun, universal.noun.normal.toLowerCase()].map((f) => f.replace(/[^a-z-]/g, '')).filter(Boolean);
  // "a maximum of 5 unused leave days" limits them as well, the noun a few words after the figure.
  // The figure may hold its noun itself ("5 unused days" is a span of days).
  const nounAfter = new RegExp(`^\\s*(?:(?:[a-z-]+\\s+){0,2}of\\s+)?(?:[a-z-]+\\s+){0,3}(?:${forms.join('|')})\\b`, 'i');
  const nounEnds = new RegExp(`\\b(?:${forms.join('|')})$`, 'i');
  const limited = facts.quantities.some((e) => e.limit === true && (nounAfter.test(facts.text.slice(e.end, e.end + 60)) || nounEnds.test(e.raw)));
  if (!(boundedNoun(facts.tokens, noun) || limited) || boundedNoun(claim.tokens, noun) || sameKindAfter(claim.tokens, universal.noun, facts.tokens) || claim.quantities.some((q) => q.limit === true)) return null;
  const said = `${universal.word.text.toLowerCase()} ${universal.noun.text}`;
  return best.cite('contradicted', `The answer says ${said}; ${best.pid} says this only of some: "${best.text}"`, `Say who or what it applies to, as ${best.pid} does: "${best.text}"`);
}
