/**
 * How much of a claim's meaning a window of the context states, weighted by how much each word
 * carries: every content word of the claim is matched against the window's content words by
 * lemma (credit 1), by a lexical relation (synonym, derived form or broader term: 0.9, from the
 * lexicon) or by word vectors (0.8 or 0.5 by cosine; nouns, verbs and adjectives; never known
 * opposites or members of one closed class). A word's weight is its rarity (from the vectors'
 * frequency ranks): "send", "get" and "long" count little, "grapefruit" and "refund" much.
 */
import { acronymsIn, spelledOutWords } from '../context/acronyms.ts';
import { EMAIL, WEB } from '../text/addresses.ts';
import { offsetsIn, tokenOffsets } from '../text/code-points.ts';
import { sameQuantity, sameValue } from '../quantities/compare-quantities.ts';
import { monthNumber } from '../quantities/quantities.ts';
import { abbreviationPattern } from '../context/name-forms.ts';
import { cosine, initialsOf, lowerInitialsOf, userNamed, userOwns, wordVector, type ContextIndex } from '../context/context-index.ts';
import { refusedPair, sameMeaningVerbs } from '../context/soft-match.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { negatedOppositeOf } from './opposite-denial.ts';
import { daysListedAbout, dayName } from './listed-days.ts';
import { phraseMatches } from './phrase-match.ts';
import { everydayPhraseSpans } from './everyday-phrases.ts';
import { everydaySynonyms } from './everyday-synonyms.ts';
import { termWeight } from './term-weight.ts';
import { datedWeekdays } from '../compute/weekday-of-date.ts';

/** How one claim word is stated by the window. */
export interface TermSupport {
  term: string;
  weight: number;
  /** 1 for the same lemma, 0.9 through the lexicon, 0.8/0.5 through vectors, 0 when missing. */
  credit: number;
  /** The window word it matched (for reasons), or null. */
  matched: string | null;
  /** A window word that is the claim word's antonym in the lexicon, or null. */
  antonym: string | null;
}

/** A window's support for a claim: the weighted share of the claim's meaning it states. */
export interface SupportCoverage {
  score: number;
  terms: TermSupport[];
  /** Claim words the window does not state (credit below 0.5), heaviest first. */
  missing: string[];
}

const LEXICON_CREDIT = 0.9;
const SIMILAR_CREDIT = 0.8;
/**
 * Words a stated quantity of a kind says by itself: a stated price is what something costs, a
 * stated duration how long it lasts.
 */
const IMPLIED: Array<[RegExp, Set<string>]> = [
  [/^money/, new Set(['cost', 'price', 'pay', 'charge', 'fee', 'spend', 'worth', 'value', 'amount', 'priced', 'costs', 'sum', 'ticket', 'fare', 'admission'])],
  [/^time$/, new Set(['last', 'take', 'long', 'duration', 'period', 'length'])],
  [/^(mass|volume|frequency)$/, new Set(['dose', 'dosage', 'amount', 'take'])],
  [/^percent$/, new Set(['rate', 'share', 'proportion', 'percentage'])],
  [/^clock$/, new Set(['time', 'hour'])],
  [/^(?:date|day)$/, new Set(['date', 'day'])],
  [/^temp/, new Set(['degree', 'temperature'])],
];
/** Words that make a figure a limit, in the claim and in the window. */
const LIMIT_WORDS = /\b(?:cap|capped|ceiling|limit|limited|maximum|max)\b/i;
const LIMIT_SAID = /\b(?:up to|maximum|at most|no more than|not more than|limit(?:ed)?|cap(?:ped)?|ceiling)\b/i;
/** Discourse markers inside a claim: "bear in mind that ...", "keep in mind", "note that", "remember that". */
const POINTING = /\b(?:bear|keep)(?:ing)? in mind\b|\b(?:please )?note that\b|\bremember that\b|\bbe aware that\b|\bworth noting\b/gi;
/** Addresses in a window and the words of using them. */
const CHANNELS: Array<[RegExp, string[]]> = [
  [EMAIL, ['email', 'e-mail', 'mail', 'write', 'message', 'contact']],
  [WEB, ['visit', 'website', 'site', 'online', 'web', 'page', 'link']],
];
/** Words a window uses for "not" + the claim word: "don't pay" / "exempt", "not required" / "optional". */
const NEGATED_AS = new Map<string, readonly string[]>(Object.entries({
  pay: ['exempt', 'waived'],
  charge: ['exempt', 'waived'],
  need: ['optional', 'voluntary'],
  require: ['optional', 'voluntary'],
  required: ['optional', 'voluntary'],
  mandatory: ['optional', 'voluntary'],
  allow: ['prohibited', 'banned', 'forbidden'],
  permit: ['prohibited', 'banned', 'forbidden'],
  // "won't change during the two years" / "2-Year Fixed Rate Bond".
  change: ['fix', 'fixed', 'unchanged', 'frozen', 'constant'],
  vary: ['fix', 'fixed', 'unchanged', 'constant'],
}));
/** Whether window word `word` says "not" + claim word `term` ("exempt" for "pay", "optional" for "required"). */
export function saysNegated(term: string, word: string): boolean {
  return NEGATED_AS.get(term)?.includes(word) ?? false;
}
/** Nouns a policy uses for whatever the customer bought. */
const GENERIC_THINGS = new Set(['item', 'product', 'purchase', 'goods', 'order', 'device', 'appliance', 'equipment']);
const CLOSE_VECTOR = 0.62;
const NEAR_VECTOR = 0.52;
const VECTOR_POS = new Set(['NOUN', 'VERB', 'ADJ']);

/**
 * The window's content words, and for the lexicon only those plus its stop-listed adjectives and
 * adverbs: "to reach full effect" states "to work fully" though the stop list drops "full".
 */
function windowTokens(index: ContextIndex, ids: readonly number[]): { tokens: NlpToken[]; lexical: NlpToken[] } {
  const tokens: NlpToken[] = [];
  const lexical: NlpToken[] = [];
  for (const id of ids) {
    for (const t of index.sentences[id]?.facts.tokens ?? []) {
      if (isContent(t)) {
        tokens.push(t);
        lexical.push(t);
      } else if (t.kind === 'word' && (t.pos === 'ADJ' || t.pos === 'ADV') && /^\p{Ll}{3,}$/u.test(t.normal)) lexical.push(t);
    }
  }
  return { tokens, lexical };
}

const IRREGULAR_PLURALS: Record<string, string> = { children: 'child', people: 'person', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth', mice: 'mouse', geese: 'goose' };

/**
 * The lexicon's relation to the singular of a capitalised plural the tagger read as a name
 * ("Children under 5 travel free": "Children" keeps its plural), for synonym look-ups only.
 */
function singularRelation(lexicon: NonNullable<ContextIndex['lexicon']>, term: string, t: NlpToken): ReturnType<NonNullable<ContextIndex['lexicon']>['relation']> {
  if (t.pos !== 'PROPN' || !/^\p{Lu}\p{Ll}+$/u.test(t.text)) return null;
  const lower = t.normal.toLowerCase();
  const singular = IRREGULAR_PLURALS[lower] ?? (/[^s]s$/.test(lower) ? lower.slice(0, -1) : null);
  return singular ? lexicon.relation(term, singular) : null;
}

function matchTerm(index: ContextIndex, term: string, keys: readonly string[], pos: string, ids: readonly number[], window: { tokens: readonly NlpToken[]; lexical: readonly NlpToken[]; claimNegates: boolean }, implied: ReadonlySet<string>): Omit<TermSupport, 'term' | 'weight'> {
  const { tokens } = window;
  for (const id of ids) if (keys.some((k) => index.sentences[id]?.keys.has(k))) return { credit: 1, matched: term, antonym: null };
  if (implied.has(term)) return { credit: 1, matched: null, antonym: null };
  // An abbreviation of a name the window spells out ("U.S." / "United States", "ET" / "Eastern Time").
  const bare = term.replace(/\./g, '').toUpperCase();
  if (/^[A-Z]{2,5}$/.test(bare) && ids.some((id) => initialsOf(index.sentences[id]?.facts.text ?? '').has(bare) || (bare.length >= 3 && lowerInitialsOf(index.sentences[id]?.facts.text ?? '').has(bare)))) return { credit: 1, matched: term, antonym: null };
  // Words the texts this tool reads use for one thing where WordNet links nothing ("staff" / "employees").
  const everyday = window.lexical.find((t) => isContent(t) && (everydaySynonyms(term, termOf(t)) || everydaySynonyms(term, t.normal)));
  if (everyday) return { credit: LEXICON_CREDIT, matched: termOf(everyday), antonym: null };
  // One part of a hyphened word names the thing the whole names or a kind of it ("e-bike" / "bike",
  // "pro rata" / "pro-rata"), but never a part of two letters ("e-", "re-") or a prefix ("non-", "co-").
  const head = /-([a-z]{3,})$/.exec(term)?.[1];
  if (head && ids.some((id) => index.sentences[id]?.keys.has(head))) return { credit: SIMILAR_CREDIT, matched: head, antonym: null };
  const part = term.length >= 3 ? window.lexical.find((t) => t.normal.includes('-') && t.normal.toLowerCase().split('-').slice(1).includes(term)) : undefined;
  if (part) return { credit: SIMILAR_CREDIT, matched: part.normal.toLowerCase(), antonym: null };
  let antonym: string | null = null;
  /** An adjective of the same WordNet cluster ("sleepy" / "drowsy"): as close as a near-synonym vector. */
  let similar: string | null = null;
  const lexicon = index.lexicon;
  if (lexicon) {
    // The closest relation in the window wins ("keep" is "held" there, not the broader "collected" before it).
    let said: { rank: number; other: string } | null = null;
    for (const t of window.lexical) {
      const other = termOf(t);
      const rel = lexicon.relation(term, other) ?? lexicon.relation(term, t.normal.toLowerCase()) ?? singularRelation(lexicon, term, t);
      // A stop-listed word counts only as the same word in another form ("full" / "fully").
      if (!isContent(t) && rel !== 'synonym') continue;
      const rank = rel === 'synonym' || sameMeaningVerbs(term, other) ? 3 : rel === 'related' ? 2 : rel === 'broader' ? 1 : 0;
      if (rank > (said?.rank ?? 0)) said = { rank, other };
      if (rel === 'similar') similar = other;
      if (rel === 'antonym') antonym = other;
    }
    if (said) return { credit: LEXICON_CREDIT, matched: said.other, antonym: null };
  }
  // "excluded" / "prohibited" is the window's "not included" / "not allowed".
  if (!window.claimNegates && negatedOppositeOf(index, term, ids)) return { credit: LEXICON_CREDIT, matched: term, antonym: null };
  // The reverse: a negated claim's "don't pay" / "isn't required" is the window's "exempt" / "optional".
  const said = window.claimNegates ? NEGATED_AS.get(term)?.find((w) => window.lexical.some((t) => termOf(t) === w || t.normal.toLowerCase() === w)) : undefined;
  if (said) return { credit: LEXICON_CREDIT, matched: said, antonym: null };
  // "uncollected" / "unsecured" is the window's "not collected" / "not secured".
  const un = /^un([a-z]{4,})$/.exec(term);
  if (un) {
    // (Its suffix off: "unparseable" is the window's "cannot be parsed".)
    const stem = (un[1] ?? '').replace(/(?:able|ible)$/, '').slice(0, 6);
    const negated = tokens.length > 0 && ids.some((id) => {
      const ts = index.sentences[id]?.facts.tokens ?? [];
      return ts.some((u, k) => u.normal.toLowerCase().startsWith(stem) && ts.slice(Math.max(0, k - 3), k).some((v) => /^(?:not|n't|never|no)$/i.test(v.normal)));
    });
    if (negated && stem.length >= 4) return { credit: 1, matched: term, antonym: null };
  }
  let best = 0;
  let matched: string | null = null;
  if (VECTOR_POS.has(pos)) {
    const unit = wordVector(index, term);
    if (unit) {
      for (const t of tokens) {
        if (!VECTOR_POS.has(t.pos)) continue;
        const other = termOf(t);
        if (other === antonym || refusedPair(term, other) || refusedPair(term, t.normal.toLowerCase())) continue;
        const c = cosine(unit, wordVector(index, t.normal.toLowerCase()));
        if (c > best) { best = c; matched = other; }
      }
    }
  }
  if (similar !== null && antonym === null && best < CLOSE_VECTOR) return { credit: SIMILAR_CREDIT, matched: similar, antonym: null };
  // Adjectives sit close to their opposites in vector space: only a close match counts.
  const credit = best >= CLOSE_VECTOR ? 0.8 : best >= NEAR_VECTOR && pos !== 'ADJ' ? 0.5 : 0;
  return { credit, matched: credit > 0 ? matched : null, antonym };
}

/**
 * The claim's support in the context sentences `ids` (one window, or the union of two).
 *
 * @example supportCoverage(index, claim, termKeys, [3, 4]).score // 0.86
 */
export function supportCoverage(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], ids: readonly number[]): SupportCoverage {
  const { tokens, lexical } = windowTokens(index, ids);
  const window = { tokens, lexical, claimNegates: claim.negations.length > 0 };
  const implied = new Set<string>();
  // The words of a name the window abbreviates ("United States" / "U.S.") are stated by the abbreviation.
  const windowText = ids.map((id) => index.sentences[id]?.facts.text ?? '').join(' ');
  for (const e of claim.entities) {
    const words = e.split(/\s+/);
    if (words.length < 2 || words.length > 5) continue;
    const acronym = abbreviationPattern(words);
    if (acronym.test(windowText)) for (const w of words) implied.add(w.toLowerCase());
  }
  // An acronym the window spells out ("IP" / "intellectual property") states it, and the words of
  // one the window abbreviates ("single sign-on" / "SSO") are stated by the acronym.
  for (const a of acronymsIn(claim.text)) if (spelledOutWords(windowText, a)) implied.add(a.toLowerCase());
  const spelled = new Set(acronymsIn(windowText).flatMap((a) => spelledOutWords(claim.text, a) ?? []));
  for (const t of claim.tokens) if (spelled.has(t.text.toLowerCase())) implied.add(termOf(t));
  // A leading condition about the user's wish, with no thing or figure in it ("If you need it
  // sooner, express is £6.95"): the user's situation, not a claim about the passages.
  const wish = /^if you\b[^,]{0,40}(?:,|$)/i.exec(claim.text.trim());
  if (wish) {
    const offsets = tokenOffsets(claim.text, claim.tokens);
    const inWish = claim.tokens.filter((_, n) => (offsets[n] ?? Infinity) < wish[0].length);
    if (!inWish.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM')) for (const t of inWish) implied.add(termOf(t));
  }
  // "costs nothing" / "at no cost" says "free", and the reverse.
  const windowSays = (re: RegExp) => ids.some((id) => re.test(index.sentences[id]?.facts.text ?? ''));
  if (/\bcosts? nothing\b|\bat no (?:extra |additional )?cost\b|\bno charge\b|\bfree of charge\b/i.test(claim.text) && windowSays(/\bfree\b|\bcomplimentary\b|\bno charge\b|\bat no (?:extra |additional )?cost\b/i)) {
    for (const w of ['cost', 'nothing', 'charge', 'free']) implied.add(w);
  }
  // "free" is what a window says as "at no charge", "no delivery charge", "without charge" or "at no extra cost".
  if (/\bfree\b/i.test(claim.text) && windowSays(/\b(?:at|with) no (?:extra |additional |further )?(?:charge|cost|fee)s?\b|\bno (?:\w+ )?(?:charge|fee)s?\b|\bwithout (?:any )?(?:charge|cost|fee)s?\b|\bfree of charge\b|\bcomplimentary\b/i)) implied.add('free');
  // A limit said one way states it said another ("capped at £300" / "up to a maximum of £300"),
  // when the window gives the claim's figure.
  // So does a window that gives a limit when the claim gives none of its own ("your £35 dinner is within the limit" / "up to £30").
  const ownLimit = claim.quantities.some((q) => ids.some((id) => index.sentences[id]?.facts.quantities.some((e) => sameQuantity(q, e))));
  const windowLimit = ids.some((id) => index.sentences[id]?.facts.quantities.some((e) => e.limit || e.hedge === 'lt'));
  // A threshold the window gives as a lower bound ("at least 4 years' service") is the claim's "threshold" or "minimum".
  if (/\b(?:threshold|minimum|min)\b/i.test(claim.text) && ids.some((id) => index.sentences[id]?.facts.quantities.some((e) => e.hedge === 'gt'))) for (const w of ['threshold', 'minimum', 'min']) implied.add(w);
  if (LIMIT_WORDS.test(claim.text) && windowSays(LIMIT_SAID) && (ownLimit || windowLimit)) {
    for (const w of ['cap', 'capped', 'ceiling', 'limit', 'limited', 'maximum', 'max']) implied.add(w);
  }
  // A phrase the window says another way ("roll over" / "carry over", "outsiders" / "third parties").
  const spans = everydayPhraseSpans(claim, windowText);
  if (spans.length > 0) {
    const offsets = offsetsIn(claim.text, claim.tokens);
    claim.tokens.forEach((t, n) => {
      const at = offsets[n] ?? -1;
      if (spans.some(([a, b]) => at >= a && at < b)) implied.add(termOf(t));
    });
  }
  // An address states how to use it: "at payroll@example.com" says "email", a web address "visit" or "online".
  for (const [re, words] of CHANNELS) if (windowSays(re)) for (const w of words) implied.add(w);
  // Words that point the reader at what follows ("bear in mind that", "note that") state nothing.
  for (const m of claim.text.matchAll(POINTING)) for (const w of (m[0] ?? '').toLowerCase().split(/\s+/)) implied.add(w);
  // A month the window gives as a date ("June" by "30/06/2025").
  // "mid-March", "early June", "late May" by a date of that month or the month named.
  for (const t of claim.tokens) {
    const part = /^(?:mid|early|late)-(\p{L}+)$/iu.exec(t.text)?.[1] ?? t.text;
    const n = monthNumber(part);
    if (n <= 0 || !/^\p{Lu}/u.test(part)) continue;
    const named = part !== t.text && ids.some((id) => new RegExp(`\\b${part.slice(0, 3)}`, 'i').test(index.sentences[id]?.facts.text ?? ''));
    if (named || ids.some((id) => index.sentences[id]?.facts.quantities.some((e) => e.month === n))) implied.add(termOf(t));
  }
  // A weekday the window names in a list or a run of short forms ("Operates Mon, Wed, Fri",
  // "Mon–Fri"), in a sentence about the claim's thing ("Phone - Mon-Fri" is no Saturday for phones
  // because "Live chat - Mon-Sat" follows).
  const listedDays = daysListedAbout(index, claim, ids);
  for (const t of claim.tokens) if (listedDays.has(dayName(t.text))) implied.add(termOf(t));
  // A weekday the claim writes beside a date or says of one, right by the calendar ("Monday 19 January 2026").
  const calendarDays = new Set(datedWeekdays(index, claim).filter((d) => d.right === d.name).map((d) => d.name.toLowerCase()));
  for (const t of claim.tokens) if (calendarDays.has(t.text.toLowerCase())) implied.add(termOf(t));
  // A name the user gave as their own ("my daughter Priya") is the user's word.
  for (const t of claim.tokens) if (/^\p{Lu}\p{Ll}+$/u.test(t.text) && userNamed(index, t.text)) implied.add(termOf(t));
  // The user's own thing ("my blender") is what a window's "your item" or "the product" speaks of.
  if (tokens.some((t) => GENERIC_THINGS.has(termOf(t)))) {
    for (const t of claim.tokens) if (t.pos === 'NOUN' && /^\p{Ll}{3,}$/u.test(t.text) && userOwns(index, t.text)) implied.add(termOf(t));
  }
  for (const q of claim.quantities) {
    // A figure the window gives as a bound is a threshold or a limit: "over the £15,000 threshold"
    // for "£15,000 or more", "the £8 daily limit" for "up to £8 a day".
    const bounds = ids.flatMap((id) => index.sentences[id]?.facts.quantities.filter((e) => e.hedge !== null && sameValue(q, e)) ?? []);
    if (bounds.some((e) => e.hedge === 'gt')) for (const w of ['threshold', 'minimum', 'min', 'floor']) implied.add(w);
    if (bounds.some((e) => e.hedge === 'lt')) for (const w of ['cap', 'ceiling', 'limit', 'maximum', 'max']) implied.add(w);
    // The window's own figure says what kind it is too: "25 degrees" for "25°C".
    const same = ids.flatMap((id) => index.sentences[id]?.facts.quantities.filter((e) => sameQuantity(q, e)) ?? []);
    if (same.length === 0) continue;
    for (const [dim, words] of IMPLIED) if (dim.test(q.dim) || same.some((e) => dim.test(e.dim))) for (const w of words) implied.add(w);
    // "v3.0" is a version: "since version 3.0" says no more than the window's "removed in v3.0".
    if (same.some((e) => /^v\d/i.test(e.raw))) for (const w of ['version', 'release']) implied.add(w);
  }
  // "fee-free" says "no fees": its "free" is stated by a window that denies the thing ("There
  // are no account fees", "without interest").
  claim.tokens.forEach((t, i) => {
    const thing = claim.tokens[i - 2];
    if (termOf(t) !== 'free' || claim.tokens[i - 1]?.text !== '-' || !thing) return;
    const denied = ids.some((id) => {
      const ts = index.sentences[id]?.facts.tokens ?? [];
      return ts.some((u, k) => termOf(u) === termOf(thing) && ts.slice(Math.max(0, k - 3), k).some((v) => /^(no|without|zero|not)$/i.test(v.normal)));
    });
    if (denied) implied.add('free');
  });
  const terms: TermSupport[] = claim.terms.map((term, i) => ({
    term, weight: termWeight(index, term, claim.termPos[i] ?? 'X'),
    ...matchTerm(index, term, termKeys[i] ?? [term], claim.termPos[i] ?? 'X', ids, window, implied),
  }));
  // A phrase the lexicon knows says what one word says ("straight away" / "immediately").
  const open = new Set(terms.filter((t) => t.credit < LEXICON_CREDIT && t.antonym === null).map((t) => t.term));
  if (open.size > 0) {
    const said = phraseMatches(index, claim.tokens, open, ids, [...new Set(tokens.map(termOf))]);
    for (const t of terms) {
      const by = open.has(t.term) ? said.get(t.term) : undefined;
      if (by !== undefined) Object.assign(t, { credit: LEXICON_CREDIT, matched: by });
    }
  }
  let total = 0;
  let got = 0;
  for (const t of terms) {
    total += t.weight;
    got += t.weight * t.credit;
  }
  const missing = terms.filter((t) => t.credit < 0.5).sort((a, b) => b.weight - a.weight).map((t) => t.term);
  return { score: total === 0 ? 1 : got / total, terms, missing };
}
