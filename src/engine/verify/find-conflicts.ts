/**
 * The mismatches that make a claim contradicted: a different value or name in the same slot of
 * a source sentence that states the rest of the claim, a value moved to another slot, a negation
 * on one side only, an opposite word. Each returns null unless it is sure.
 */
import { saysDenialOver } from '../support/opposite-denial.ts';
import { lastSince } from '../support/last-since.ts';
import { anotherRow } from '../support/other-row.ts';
import { BARE_CONDITION, FIXED_BUG, keepsOut, liftsAbsentDuty, reducedRelative, relativeNegation } from '../support/polarity-conflict.ts';
import { namesSpanEnd } from '../support/clock-spans.ts';
import { negatesABound, onlyBoundsNegated } from '../support/negated-bound.ts';
import { workedFromSlot } from '../support/slot-value.ts';
import { saidOfOtherThings } from '../support/described-noun.ts';
import type { Alignment } from '../context/align-claim.ts';
import { adviceAgainstCost, denies, deniesApart, restatesException, setAside } from '../support/denying-words.ts';
import { comparable, sameQuantity, sameValue } from '../quantities/compare-quantities.ts';
import { pairedWithClaimName } from '../support/listed-pairs.ts';
import { governsOtherThings, statedElsewhereWithFigures } from '../support/antonym-conflict.ts';
import { keysOf, type ContextIndex } from '../context/context-index.ts';
import { sharesLimit, type Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { anchorBefore, looseAnchor, lowerAnchor, passageId, sameAnchor, sentenceEvidence, slotSentences } from '../context/slots.ts';
import { conflictingOpposites, sameClosedClass, saysDirection } from '../context/soft-match.ts';
import { mayAbbreviate, shareWord } from '../context/name-forms.ts';
import { isContent, isNegator, semicolonParts, spokenWord, termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { NlpToken } from '../types.ts';

/** Coverage of the rest of the claim needed when the rival is the only value of its kind, not in the same slot. */
const LONE_RIVAL_COVERAGE = 0.8;
const PLACE = /^(in|at|near|from|withi|acros|of|to|on|into|insid|outsi|betwe|aroun|throu)$/;
/** A bound rather than a value: "before 2006" is not contradicted by "2005". */
export const BOUND = /\b(?:before|after|prior to|earlier than|later than|no later than|no earlier than|by the end of)\s*$/i;
/** Verbs after which a place is the one place of that event (born in X, died in Y). */
const PLACE_VERBS = /^(born|died|burie|raise|grew|marri|found|headq|based|locat|held|hosts|hoste|situa|filme|recor|publi|relea|premi|opene)$/;
/**
 * Places that contain others (a city is in its country, state or continent): a name of this list
 * never conflicts with another place. Countries against countries still do.
 */
const COUNTRIES = new Set(['afghanistan', 'argentina', 'australia', 'austria', 'belgium', 'brazil', 'canada', 'chile', 'china', 'colombia', 'cuba', 'czech republic', 'denmark', 'egypt', 'finland', 'france', 'germany', 'greece', 'hungary', 'iceland', 'india', 'indonesia', 'iran', 'iraq', 'ireland', 'israel', 'italy', 'japan', 'kenya', 'mexico', 'morocco', 'netherlands', 'new zealand', 'nigeria', 'norway', 'pakistan', 'peru', 'philippines', 'poland', 'portugal', 'romania', 'russia', 'saudi arabia', 'south africa', 'south korea', 'spain', 'sweden', 'switzerland', 'syria', 'thailand', 'turkey', 'ukraine', 'united states', 'vietnam']);
const CONTAINERS = new Set(['africa', 'asia', 'europe', 'america', 'north america', 'south america', 'latin america', 'oceania', 'antarctica', 'the united states', 'usa', 'u.s.', 'us', 'united kingdom', 'uk', 'u.k.', 'britain', 'great britain', 'england', 'scotland', 'wales', 'northern ireland', 'soviet union', 'ussr', 'yugoslavia', 'czechoslovakia', 'prussia', 'bavaria', 'catalonia', 'quebec', 'ontario', 'british columbia', 'alberta', 'siberia', 'scandinavia', 'the middle east', 'middle east', 'caribbean',
  'new england', 'midwest', 'the midwest', 'pacific northwest', 'west coast', 'east coast', 'bay area', 'balkans', 'the balkans', 'baltics', 'iberia', 'iberian peninsula', 'the south', 'deep south', 'rust belt', 'sun belt', 'appalachia', 'patagonia', 'lapland', 'flanders', 'wallonia', 'lombardy', 'tuscany', 'sicily', 'sardinia', 'corsica', 'crimea', 'kashmir', 'tibet', 'manchuria', 'siberia',
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina', 'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas', 'utah', 'vermont', 'virginia', 'washington', 'west virginia', 'wisconsin', 'wyoming']);

/** The word after a count ("14 towers" -> "tower"): counts of different things never conflict. */
export function nounAfter(text: string, q: Quantity): string {
  return (/^\s*([\p{L}]+)/u.exec(text.slice(q.end))?.[1] ?? '').toLowerCase().slice(0, 5);
}

function conflictVerdict(index: ContextIndex, id: number, said: string, source: string, note = ''): RuleVerdict {
  return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${said}; ${passageId(index, id)} says ${source}${note}.`], `Replace ${said} with ${source}.`);
}

/**
 * A bound ("before 2006", "after 1990") that a slot sentence satisfies with a value of its kind
 * ("by the end of 2005"): the claim's number is stated as far as it goes.
 */
export function boundMet(index: ContextIndex, claim: UnitFacts, q: Quantity, termKeys: string[][], alignment: Alignment): boolean {
  const bound = BOUND.exec(claim.text.slice(0, q.start))?.[0].toLowerCase() ?? '';
  if (!bound) return false;
  const below = /before|prior|earlier|no later|end of/.test(bound);
  // The slot sentence's one value of that kind is the time of its event.
  return slotSentences(index, alignment, termKeys, claim.terms).some(([id]) => {
    const values = index.sentences[id]?.facts.quantities.filter((e) => comparable(q, e)) ?? [];
    const e = values.length === 1 ? values[0] : undefined;
    return e !== undefined && (below ? e.value < q.value || (e.value === q.value && /no later|end of/.test(bound)) : e.value > q.value);
  });
}

const NOT_NAME = /^(In|On|At|By|From|Since|Until|Of|The|For|About|Around|After|Before|Between|During|And|Or|Over|Under|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** A number that is part of a name ("Blade Runner 2049", "Apollo 11"): right after a capitalised word. */
function inName(text: string, q: Quantity): boolean {
  if (q.dim !== 'count' && q.dim !== 'year') return false;
  const word = /(\p{Lu}[\p{L}\d'-]*)\s+$/u.exec(text.slice(Math.max(0, q.start - 40), q.start))?.[1];
  return word !== undefined && !NOT_NAME.test(word) && q.start > word.length + 1;
}

/** A value no passage states, where a slot sentence gives another value of its kind. */
export function quantityConflict(index: ContextIndex, claim: UnitFacts, q: Quantity, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  if (BOUND.test(claim.text.slice(0, q.start)) || inName(claim.text, q)) return null;
  const anchor = anchorBefore(claim.text, q.start);
  const noun = q.dim === 'count' ? nounAfter(claim.text, q) : '';
  for (const [id, coverage] of slotSentences(index, alignment, termKeys, claim.terms)) {
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const rivals = facts.quantities.filter((e) => comparable(q, e) && !claim.quantities.some((c) => sameQuantity(c, e))
      && (q.dim !== 'count' || nounAfter(facts.text, e) === noun));
    const inSlot = rivals.filter((e) => {
      const other = anchorBefore(facts.text, e.start);
      return sameAnchor(anchor, other) && (!looseAnchor(anchor, other) || coverage >= LONE_RIVAL_COVERAGE);
    });
    // A count outside its slot needs the same thing counted ("43,000 people" / "40,000 people"):
    // "21-year-old" is not "March 12", and "200 times more CO2" is not "104 times greater".
    const lone = rivals.length === 1 && coverage >= LONE_RIVAL_COVERAGE && claim.terms.length >= 2 && (q.dim !== 'count' || (noun !== '' && noun !== 'times'));
    const rival = inSlot.length === 1 ? inSlot[0] : lone ? rivals[0] : undefined;
    // A figure worked out from the slot sentence's own ("29,500 votes between them"): a computation, not a conflict.
    if (rival && workedFromSlot(index, id, claim, q)) return null;
    // The same figure under another bound ("younger than 65" / "over 65"): the bounds are the difference.
    if (rival) return sameValue(q, rival) ? conflictVerdict(index, id, bounded(claim.text, q), bounded(facts.text, rival)) : conflictVerdict(index, id, q.raw, rival.raw);
  }
  return null;
}

const BOUND_WORDS = /(?:under|over|below|above|more than|less than|fewer than|younger than|older than|at least|at most|up to|no more than|no less than|a maximum of|a minimum of)\s*$/i;

/** A figure with the bound written before it, as written ("over 65"). */
function bounded(text: string, q: Quantity): string {
  const words = BOUND_WORDS.exec(text.slice(Math.max(0, q.start - 24), q.start))?.[0].trim();
  return words ? `${words} ${q.raw}` : q.raw;
}

/**
 * A value the source sentence gives for another slot: "reduced symptoms in 35%" against "reduced
 * symptoms in 60% of patients, compared with 35% on placebo".
 */
export function swappedValue(index: ContextIndex, claim: UnitFacts, q: Quantity, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  const id = slotSentences(index, alignment, termKeys, claim.terms)[0]?.[0];
  const facts = id === undefined ? undefined : index.sentences[id]?.facts;
  if (!facts || id === undefined) return null;
  const anchor = anchorBefore(claim.text, q.start);
  // A hedged value ("more than ten") or a bound states no one figure to swap.
  if (anchor.length < 2 || q.hedge === 'gt' || q.hedge === 'lt' || BOUND.test(claim.text.slice(0, q.start))) return null;
  const copies = facts.quantities.filter((e) => sameQuantity(q, e));
  // A list that gives the claim's figure to the claim's name ("3.2% in Lenmoor") states it.
  if (pairedWithClaimName(facts.text, facts.quantities, claim, q)) return null;
  // A year after "in", "for" or "during" is one slot ("profit of 2.4 billion in 2025" / "profit of 2.4 billion for 2025").
  // (Anchors keep a word's first five letters: "during" is "durin".)
  const yearSlot = (words: readonly string[]) => (q.dim === 'year' ? words.map((w) => (/^(?:in|for|durin)$/.test(w) ? 'in' : w)) : words);
  if (copies.length === 0 || copies.some((e) => sameAnchor(yearSlot(anchor), yearSlot(anchorBefore(facts.text, e.start))) || listedSlot(anchor, anchorBefore(facts.text, e.start)))) return null;
  // A copy after the same preposition ("resolve it within 2 Business Days") is the claim's slot
  // in other words ("resolve the incident within 2 Business Days"), not a swap.
  if (!['year', 'date', 'day', 'count'].includes(q.dim) && copies.some((e) => anchorBefore(facts.text, e.start).at(-1) === anchor.at(-1))) return null;
  // Counts of different things are different figures ("four BAFTA Awards and three Golden Globe Awards").
  const noun = q.dim === 'count' ? nounAfter(claim.text, q) : '';
  const rivals = facts.quantities.filter((e) => comparable(q, e) && !claim.quantities.some((c) => sameQuantity(c, e))
    && anchorBefore(facts.text, e.start).join(' ') === anchor.join(' ') && (q.dim !== 'count' || nounAfter(facts.text, e) === noun));
  const rival = rivals.length === 1 ? rivals[0] : undefined;
  // Values listed with "and"/"or" ("151 days in Kerala and 259 days in Chennai") are each stated.
  if (rival && copies.some((e) => /\s(?:and|or|&)\s*$/.test(facts.text.slice(Math.min(rival.end, e.end), Math.max(rival.start, e.start))))) return null;
  // So is a gapped clause naming the claim's thing before its figure ("small parcels are charged 1.5
  // zell per extra day and large parcels 2.5 zell" for "Large parcels are charged 2.5 zell").
  const claimWords = new Set(claim.terms);
  const gapped = (e: Quantity) => {
    const named = /\s(?:and|or|&|while|whereas)\s+((?:[\p{L}'-]+\s+){1,3})$/u.exec(facts.text.slice(0, e.start))?.[1] ?? '';
    return named.split(/\s+/).some((w) => claimWords.has(w.toLowerCase()));
  };
  if (rival && rival.end < (copies[0]?.start ?? 0) && copies.some(gapped)) return null;
  return rival ? conflictVerdict(index, id, q.raw, rival.raw, ` there (${q.raw} is another figure)`) : null;
}

/** A copy after a range or list ("from 2000 to 2001 and from 2005"): its anchor reaches into the values before it. */
function listedSlot(claim: readonly string[], copy: readonly string[]): boolean {
  return copy.length === 2 && copy.at(-1) === claim.at(-1) && /^(to|and|or|from|throu|until|till)$/.test(copy[0] ?? '');
}

/** A name no passage mentions, where a sentence stating the rest of the claim names someone else in the same slot. */
export function entityConflict(index: ContextIndex, claim: UnitFacts, entity: string, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  const at = claim.text.indexOf(entity);
  const anchor = anchorBefore(claim.text, at);
  // The slot must be named by lower-case words ("designed by"), not by a longer name around it.
  // A comma or a conjunction before the name ("For seven weeks, Revolver", "X and Y") leaves it out of the slot.
  if (!lowerAnchor(claim.text, at)) return null;
  const joiner = joinerBefore(claim.text, at);
  // Places nest ("in London" is "in Europe"): after a place preposition a name conflicts only
  // with a member of its closed class ("on Mondays" / "on Tuesdays"), or when a verb fixes one
  // place ("born in Stockholm" / "born in Copenhagen") and neither place contains others.
  const place = PLACE.test(anchor.at(-1) ?? '');
  const lowerClaim = claim.text.toLowerCase();
  const words = new Set(entity.toLowerCase().split(' '));
  if (!claim.terms.some((t) => !words.has(t))) return null;
  for (const [id, coverage] of slotSentences(index, alignment, termKeys, claim.terms, (t) => words.has(t))) {
    if (coverage < LONE_RIVAL_COVERAGE) continue;
    const facts = index.sentences[id]?.facts;
    if (!facts) continue;
    const inSlot = facts.entities.filter((e) => {
      const where = facts.text.indexOf(e);
      // A name used as a modifier ("by American rapper Eminem") fills the slot only against one used
      // so, except after a copula ("is South Korean" / "is an American filmmaker").
      return !lowerClaim.includes(e.toLowerCase()) && !e.toLowerCase().includes(entity.toLowerCase())
        && sameAnchor(anchor, anchorBefore(facts.text, where)) && lowerAnchor(facts.text, where) && joinerBefore(facts.text, where) === joiner
        && (COPULA.test(anchor.at(-1) ?? '') || modifies(facts.text, e, where + e.length) === modifies(claim.text, entity, at + entity.length));
    });
    // A name in the slot that may be the claim's name in another form settles nothing.
    if (inSlot.some((e) => mayAbbreviate(entity, e) || shareWord(entity, e))) continue;
    const rivals = inSlot.filter((e) => !place || sameClosedClass(entity, e) || onePlace(anchor, entity, e));
    if (rivals.length === 1 && rivals[0]) return conflictVerdict(index, id, entity, rivals[0]);
  }
  return null;
}

const COPULA = /^(is|was|are|were|be|been|becam|becom)$/;
/**
 * What joins a name to the words before it: a comma, a conjunction, or nothing. Names joined
 * differently are in different slots ("For seven weeks, Revolver" / "seven weeks and America");
 * "between the United States and Mexico" / "... and Spain" are in the same one.
 */
function joinerBefore(text: string, at: number): string {
  return /(,|\b(?:and|or|&))\s*(?:the\s+)?$/i.exec(text.slice(Math.max(0, at - 12), at))?.[1]?.toLowerCase() ?? '';
}

/** Whether a nationality-like name ending at `end` modifies a lower-case word after it ("a German sitcom", "American rapper Eminem"). */
function modifies(text: string, name: string, end: number): boolean {
  return /^\p{Lu}\p{Ll}+(?:an|ish|ese|ian|i|ic)$/u.test(name) && /^\s+\p{Ll}/u.test(text.slice(end)) && !/^\s+(?:and|or|in|on|at|of|for|to|from|by|with|is|was|are|were|has|had|have|who|which|that|whose|where|when|only|also|alone|too|as|than|since|after|before|until|during|while|himself|herself|itself|themselves)\b/.test(text.slice(end));
}

/** The one place of an event: a verb before the preposition ("born in"), and neither name a container of places. */
function onePlace(anchor: readonly string[], a: string, b: string): boolean {
  if (anchor.length < 2 || !PLACE_VERBS.test(anchor[0] ?? '')) return false;
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  // A name with a compass or size word is most often a region ("Northern Ireland", "Greater London").
  const region = (n: string) => /\b(north|south|east|west|northern|southern|eastern|western|central|upper|lower|greater|inner|outer)\b/.test(n);
  if (CONTAINERS.has(la) || CONTAINERS.has(lb) || region(la) || region(lb)) return false;
  return COUNTRIES.has(la) === COUNTRIES.has(lb);
}

const MONTH = /^(January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** Month names of a text used as dates ("in May", "by June"), not the modal "May we ...". */
export function monthsOf(tokens: readonly NlpToken[]): string[] {
  return tokens.filter((t, i) => MONTH.test(t.text) && (t.text !== 'May' || /^(in|of|by|until|since|from|during|early|late|mid|through|to)$/i.test(tokens[i - 1]?.text ?? ''))).map((t) => t.text);
}

/** A month no passage names, where the slot sentence stating 80% of the claim gives one other month. */
export function monthConflict(index: ContextIndex, claim: UnitFacts, month: string, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  for (const [id, coverage] of slotSentences(index, alignment, termKeys, claim.terms)) {
    if (coverage < LONE_RIVAL_COVERAGE) continue;
    const others = [...new Set(monthsOf(index.sentences[id]?.facts.tokens ?? []))].filter((m) => m !== month);
    if (others.length === 1 && others[0]) return conflictVerdict(index, id, month, others[0]);
  }
  return null;
}

/**
 * Verbs and adjectives right after a negator: what the negation denies. `adjectiveFirst` (for a
 * claim's negation, which must deny the very word the source asserts) takes an adjective right
 * after the negator before a later verb ("not mandatory for returning staff" denies "mandatory");
 * a source's negation takes the verb first, as its scope may reach it ("not eligible for express").
 * A claim's negation inside a relative clause ("Data that hasn't been exported ... may be deleted")
 * describes its noun and denies nothing; a source's, only when reduced ("Data not exported ...").
 */
function negatedWords(tokens: readonly NlpToken[], adjectiveFirst = false): string[] {
  const out: string[] = [];
  tokens.forEach((t, i) => {
    // A negation describing a noun ("Garments not collected within 60 days may be donated") denies nothing the sentence says of it.
    if (!isNegator(t) || t.normal.toLowerCase() === 'without' || (adjectiveFirst ? relativeNegation(tokens, i) : reducedRelative(tokens, i))) return;
    // The verb it denies ("not designed", "didn't allow"), or an adjective right after it ("not safe").
    const after = tokens.slice(i + 1, i + 4);
    const verb = after.find((u) => u.pos === 'VERB' && isContent(u));
    const adjective = after[0]?.pos === 'ADJ' && isContent(after[0]) ? after[0] : undefined;
    const next = adjectiveFirst ? adjective ?? verb : verb ?? adjective;
    if (next) out.push(termOf(next));
  });
  return out;
}

/** Words before a verb that make it a purpose, a possibility or a wish rather than a fact. */
const UNASSERTED = new Set(['to', 'help', 'helps', 'helped', 'if', 'whether', 'could', 'would', 'may', 'might', 'should', 'can', 'must', 'will', 'shall', 'want', 'wants', 'hope', 'try', 'tried', 'seek', 'sought', 'bid', 'aim', 'plan', 'planned', 'attempt', 'attempted']);

/** Whether token `i` is stated as so (not after "to", a modal or "whether"). */
function asserted(tokens: readonly NlpToken[], i: number): boolean {
  for (let k = Math.max(0, i - 2); k < i; k++) if (UNASSERTED.has(tokens[k]?.normal.toLowerCase() ?? '')) return false;
  return true;
}

/** A negation on one side only, on a verb or adjective both sides share. */
export function negationConflict(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  // A bug said fixed ("a bug where uploads failed has been fixed" / "no longer fail") says the sentence, not against it.
  if (claim.terms.length < 2 || FIXED_BUG.test(claim.text) || BARE_CONDITION.test(claim.text)) return null;
  const [best] = slotSentences(index, alignment, termKeys, claim.terms);
  if (!best || best[1] < 0.8) return null;
  const id = best[0];
  const facts = index.sentences[id]?.facts;
  if (!facts) return null;
  // Two content words are too few to pin a sentence without a name or number of the claim in it
  // ("Says she works out 45 minutes a day" / "Having said that, dairy doesn't work for me").
  const lowerSource = facts.text.toLowerCase();
  if (claim.terms.length < 3 && !claim.entities.some((e) => lowerSource.includes(e.toLowerCase()))
    && !claim.quantities.some((q) => facts.quantities.some((e) => sameQuantity(q, e)))) return null;
  // "Do not take more than 8" is the limit "up to 8": its negation makes the bound.
  if (sharesLimit(claim.quantities, facts.quantities) || negatesABound(claim, facts.quantities)) return null;
  // A word that denies by meaning ("avoid", "fixed", "without") may say what the negation says,
  // unless that word is the one negated on one side only ("not prohibited" / "prohibited").
  // Against a negated source, a denying word both sides use ("expired", "ban") is the topic, not a second "not".
  const exempt = claim.tokens.some(isNegator) ? denies(claim.tokens) || denies(facts.tokens) : deniesApart(claim.tokens, facts.tokens) || deniesApart(facts.tokens, claim.tokens);
  const deniedDenial = (w: string, tokens: readonly NlpToken[]) => tokens.some((t) => termOf(t) === w && denies([t]));
  // A word the claim states both ways ("Don't rinse for the first day, then rinse gently") is no denial of it.
  const claimDenies = negatedWords(claim.tokens, true).filter((w) => (!exempt || deniedDenial(w, claim.tokens)) && claim.tokens.filter((t) => termOf(t) === w).length < 2);
  const sourceDenies = negatedWords(facts.tokens).filter((w) => !exempt || deniedDenial(w, facts.tokens));
  const pid = passageId(index, id);
  const said = facts.text;
  const claimTerms = new Set(claim.terms);
  // One side only: the other side negates nothing at all ("we have no equal to him" / "with no
  // equal" is not a conflict), and the source asserts the word rather than aiming at it
  // ("in a bid to help identify a man" does not say he was identified).
  const sourceNegates = facts.tokens.some((t, i) => isNegator(t) && !reducedRelative(facts.tokens, i));
  const claimNegates = claim.tokens.some(isNegator);
  // A sentence of the window that says the denial with an opposite word ("aren't changing" / "will keep its current hours") settles it.
  const saidOtherwise = () => saysDenialOver(index, claim, alignment.windows, id);
  // (Advice not to do what the sentence gives a cost to is no denial of it: "important not to miss a payment" / "Missing a payment ends the rate".)
  if (!sourceNegates && !lastSince(claim, facts.tokens) && !liftsAbsentDuty(claim.text, facts.text) && !adviceAgainstCost(claim.text, said) && !saidOtherwise() && claimDenies.some((w) => facts.tokens.some((t, i) => termOf(t) === w && asserted(facts.tokens, i)))) {
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says it is not so; ${pid} says: "${said}"`], `Remove the negation, as ${pid} states it: "${said}"`);
  }
  // Not when the source also states the word without a negation ("who choose ...; inmates who do not choose ...").
  const statedToo = (w: string) => facts.tokens.filter((t) => termOf(t) === w).length > 1;
  // Nor a claim that keeps the thing apart ("Keep indigestion remedies two hours away from your dose" / "Do not take ... within 2 hours").
  // Nor one that sets the thing aside ("rather than withdrawing the money" / "don't withdraw the money"), nor one stating the exception as what is needed.
  const aside = setAside(claim.tokens);
  // Nor a denial in a ";" part of its own about another thing ("for ambient and chilled items; frozen items are never left unattended")
  // when a part without a negation states more of the claim.
  const parts = semicolonParts(facts.tokens);
  const hits = (part: readonly NlpToken[]) => part.filter((t) => claimTerms.has(termOf(t))).length;
  const deniedApart = (w: string) => {
    const own = parts.find((part) => part.some((t) => termOf(t) === w));
    return own !== undefined && parts.some((part) => part !== own && !part.some(isNegator) && hits(part) > hits(own));
  };
  if (!claimNegates && !keepsOut(claim.tokens) && sourceDenies.some((w) => claimTerms.has(w) && !statedToo(w) && !aside.has(w) && !deniedApart(w)) && !anotherRow(index, claim, id) && !onlyBoundsNegated(facts) && !restatesException(claim.tokens, facts.tokens)) {
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says it is so; ${pid} says it is not: "${said}"`], `Negate or remove this claim: ${pid} says "${said}"`);
  }
  return null;
}

const CLAUSE_BREAK = new Set(['and', 'but', 'while', 'whereas', ';', 'although', 'though']);

/**
 * The clauses of a sentence ("The museum is closed on Sundays" / "open on Mondays"), as token
 * runs with their match keys; a sentence without a break is one clause.
 */
function clausesOf(tokens: readonly NlpToken[]): Array<{ tokens: NlpToken[]; keys: Set<string> }> {
  const out: Array<{ tokens: NlpToken[]; keys: Set<string> }> = [];
  let run: NlpToken[] = [];
  const flush = () => {
    if (run.length > 0) out.push({ tokens: run, keys: new Set(run.filter(isContent).flatMap(keysOf)) });
    run = [];
  };
  for (const t of tokens) {
    if (CLAUSE_BREAK.has(t.normal.toLowerCase())) flush();
    else run.push(t);
  }
  flush();
  return out;
}

/**
 * One claim word missing from the best slot sentence, or from one of its clauses that states the
 * rest of the claim, which has its opposite there ("fell" / "rose"; "open on Sundays" against
 * "closed on Sundays and open on Mondays").
 */
export function oppositeConflict(index: ContextIndex, claim: UnitFacts, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  if (claim.terms.length < 2) return null;
  const id = slotSentences(index, alignment, termKeys, claim.terms)[0]?.[0];
  const sentence = id === undefined ? undefined : index.sentences[id];
  if (!sentence || id === undefined) return null;
  // "closes at 4pm" against "open 8am to 4pm" opposes nothing.
  if (namesSpanEnd(claim, sentence.facts.text, sentence.facts.quantities)) return null;
  const whole = { tokens: sentence.facts.tokens as NlpToken[], keys: sentence.keys };
  const found = oppositeIn(index, claim, termKeys, id, whole);
  // Another sentence says the missing word with all the claim's figures ("Late check-out until 14:00 costs
  // 25 pelaros" beside "Early check-in ... for 20 pelaros"): the claim is that sentence's, not this one's opposite.
  // (Not one that names another thing the claim does not: "Silver and Gold cover include dental treatment up to £500";
  // nor one with the word as another part of speech: "voted for a cut to 4.00%" is no cut.)
  const word = found ? claim.terms[found.missing] ?? '' : '';
  const pos = claim.tokens.find((t) => termOf(t) === word)?.pos;
  // (A name the claim gives that the other sentence lacks, "Standard plan members" against "Premium plan members ...", says the same.)
  const namesOther = (tokens: readonly NlpToken[]) => tokens.some((u, k) => k > 0 && /^\p{Lu}\p{Ll}/u.test(u.text) && !claim.text.includes(u.text))
    || claim.entities.some((e) => !tokens.some((u) => e.includes(u.text) && /^\p{Lu}/u.test(u.text)));
  if (found && statedElsewhereWithFigures(index, claim, id, (u) => termOf(u) === word && u.pos === pos, (tokens) => !namesOther(tokens))) return null;
  // Clauses only matter when the sentence states every word of the claim and an opposite of one.
  if (found || !claim.terms.some((t) => conflictingOpposites(t).some((o) => sentence.keys.has(o)))) return found?.verdict ?? null;
  const clauses = clausesOf(sentence.facts.tokens);
  if (clauses.length < 2) return null;
  for (const part of clauses) {
    const inClause = oppositeIn(index, claim, termKeys, id, part);
    // In a clause, the opposite must govern words of the claim ("closed on Sundays"), not only
    // follow its subject ("The siege began on August 2 ... and ended August 22").
    if (!inClause || inClause.governed.length === 0) continue;
    // Not when another clause says the claim's word with those words ("Lost was the recipient
    // of award nominations ... and won numerous awards" against "Lost won awards").
    const word = termKeys[inClause.missing] ?? [];
    // (A gapped clause leaves out the verb: "small parcels are charged 1.5 zell per day and large parcels 2.5 zell per day".)
    const elsewhere = clauses.some((c) => c !== part && word.some((k) => c.keys.has(k))
      && inClause.governed.every((i) => claim.termPos[i] === 'VERB' || (termKeys[i] ?? []).some((k) => c.keys.has(k))));
    if (!elsewhere) return inClause.verdict;
  }
  return null;
}

/** The opposite conflict in one sentence or clause, with the missing claim term and the claim terms after the opposite. */
function oppositeIn(index: ContextIndex, claim: UnitFacts, termKeys: string[][], id: number, part: { tokens: readonly NlpToken[]; keys: Set<string> }): { verdict: RuleVerdict; missing: number; governed: number[] } | null {
  const missing = claim.terms.filter((_, i) => !(termKeys[i] ?? []).some((k) => part.keys.has(k)));
  if (missing.length !== 1) return null;
  const word = missing[0] ?? '';
  const token = claim.tokens.find((t) => termOf(t) === word);
  // A comparison is not an opposite: "smaller than Jupiter" against "the second-largest after Jupiter".
  if (token && new RegExp(`\\b${token.text}\\s+than\\b`, 'i').test(claim.text)) return null;
  const forms = [word, token?.normal.toLowerCase() ?? word];
  // Not when the claim says both ("temperatures rise and they fall").
  const claimWords = new Set(claim.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase()]));
  const opposite = forms.flatMap(conflictingOpposites).find((o) => part.keys.has(o) && !claimWords.has(o));
  if (!opposite) return null;
  const tokens = part.tokens;
  // A negated opposite says the same thing: "isn't open" is "closed", "won't be accepted" is "rejected".
  // (The claim's negations, not its negating words: an answer's "No," denies nothing.)
  if ((claim.negations.length > 0) !== tokens.some(isNegator)) return null;
  // A part that also has the claim's own direction ("Alder's rose 5% ... Cedar's fell 2%" for
  // "Cedar's shrank by 2%") may state it of the claim's thing.
  // So does "up"/"down" before a figure ("revenue of €412m, up 6%, but profit fell" for "revenue grew 6%").
  if (saysDirection(tokens, forms, termOf)) return null;
  const at = tokens.findIndex((t) => termOf(t) === opposite || t.normal.toLowerCase() === opposite);
  // The opposite governs things of its own the claim never names ("..., closed Mondays" / "open Tuesday to Sunday").
  if (governsOtherThings(tokens, at, claim, word)) return null;
  const after = tokens.slice(at + 1).filter(isContent).flatMap(keysOf);
  const governed = termKeys.flatMap((keys, i) => (keys.some((k) => after.includes(k)) ? [i] : []));
  // An opposite that describes a noun ("Increasing rates of ice loss") is about something else.
  const claimAt = claim.tokens.findIndex((t) => t === token);
  if (saidOfOtherThings(claim.tokens, claimAt, tokens, at)) return null;
  const said = token?.text ?? spokenWord(claim, word);
  const source = tokens[at]?.text ?? opposite;
  return { verdict: conflictVerdict(index, id, said, source), missing: claim.terms.indexOf(word), governed };
}
