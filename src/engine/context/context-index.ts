/**
 * The context, analysed once per check: passages split into sentences with their facts, an
 * inverted index for BM25 and, when word vectors are given, one mean vector per sentence.
 */
import { askedFigures } from '../quantities/asked-figures.ts';
import { declaredUnitQuantities } from '../quantities/declared-units.ts';
import { anniversaryDates } from '../quantities/anniversary-dates.ts';
import { demonymPartner, placesOf } from './demonyms.ts';
import { namesLoosely } from './name-mention.ts';
import { createTextView } from '../text/code-points.ts';
import { abbreviationPattern } from './name-forms.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { sameQuantity } from '../quantities/compare-quantities.ts';
import { extractQuantities, WEEKDAY, yearsWritten, type Quantity } from '../quantities/quantities.ts';
import { describeUnit, isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { asInventedMoney, inventedCurrencies } from './invented-currencies.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import type { Lexicon, Nlp, NlpToken, Passage, WordVectors } from '../types.ts';

/** One sentence of one passage. `start`/`end` are UTF-16 offsets into the passage text. */
export interface ContextSentence {
  passage: number;
  start: number;
  end: number;
  facts: UnitFacts;
  /** Match keys: lemmas, normal forms and `~` + 6-letter prefixes of its content words. */
  keys: Set<string>;
  vector: Float32Array | null;
}

/** The analysed context of one check. */
export interface ContextIndex {
  passages: readonly Passage[];
  sentences: ContextSentence[];
  /** Sentence ids of each passage, in order. */
  byPassage: number[][];
  postings: Map<string, number[]>;
  avgLength: number;
  /** Lower-cased passage texts, for finding names and phrases. */
  lower: string[];
  /** Lower-cased passage texts with only letters and digits ("J. D. Salinger" -> "jdsalinger"), computed on first use. */
  compact?: string[];
  vectors: WordVectors | null;
  /** WordNet relations, when given. */
  lexicon: Lexicon | null;
  /** Unit vectors already looked up, by word (shared across checks with the same vectors, up to 50,000 words). */
  vectorCache: Map<string, Float32Array | null>;
  /** Every quantity of the context with its sentence id, by dimension bucket (see `bucketOf`), sorted by value. */
  quantities: Map<string, Array<{ q: Quantity; sentence: number }>>;
  /** The largest written tolerance in each quantity bucket. */
  maxTolerance: Map<string, number>;
  /** Scratch space for retrieval scores, one slot per sentence. */
  scratch: Float64Array;
  /** The figures of the user's question ("I earn $4,000"): a step may use them, the passages do not state them. */
  questionQuantities: Quantity[];
  /** The question's figures that its yes/no questions ask about ("Do Basic members get 6 passes?"): not the user's own. */
  askedQuantities: Quantity[];
  /** The user's question, lower case: names it gives ("I'm flying with Skyway") are the user's word, not the passages'. */
  questionText?: string;
  /** Currency words no dictionary holds ("zell"), read as money in the context, the question and the claims. */
  currencies: ReadonlySet<string>;
}

/**
 * Whether the user's question gives the name as their own ("my son Leo", "our dog, called
 * Bramble"): an answer may build on it as on a figure the user gave. Not a name the user asks
 * about ("Can I pay with Amex?").
 */
export function userNamed(index: ContextIndex, name: string): boolean {
  // Asked for every capitalised word of every claim at every window: most questions give no name of their own.
  if (!index.questionText || !/\b(?:my|our|named|called)\b/.test(index.questionText)) return false;
  return new RegExp(`\\b(?:my|our|named|called)\\s+(?:[\\w'-]+,?\\s+){0,3}${escapeRegExp(name.toLowerCase())}\\b`).test(index.questionText);
}

/**
 * Whether the question names `name` in a sentence that tells rather than asks ("I'm travelling to
 * a workshop in Corrick. What can I claim?"): the user's own situation, as a figure they give is.
 * Not a name the user asks about ("Can I pay with Amex?").
 */
export function userStated(index: ContextIndex, name: string): boolean {
  const q = index.questionText;
  const lower = name.toLowerCase();
  if (!q || !q.includes(lower)) return false;
  const told = q.split(/(?<=[.!?])\s+/).filter((s) => !/\?\s*$/.test(s));
  return told.some((s) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(lower)}(?![\\p{L}\\d])`, 'u').test(s));
}

/** Whether the question names the month at all ("a permit in October?"): the user's time, never a fact of the passages. */
export function userMonth(index: ContextIndex, month: string): boolean {
  return new RegExp(`\\b${escapeRegExp(month.toLowerCase())}\\b`).test(index.questionText ?? '');
}

/**
 * Whether the question names `noun` as the user's own thing ("my Vantoro blender", "I bought a
 * cast-iron pan"): a passage that speaks of "your item" speaks of it.
 */
export function userOwns(index: ContextIndex, noun: string): boolean {
  const q = index.questionText;
  if (!q || !/\b(?:my|our|bought|ordered|purchased)\b/i.test(q)) return false;
  return new RegExp(`\\b(?:my|our|(?:bought|ordered|purchased)\\s+(?:a|an|the|some|two|three))\\s+(?:[\\w'-]+\\s+){0,2}${escapeRegExp(noun)}s?\\b`, 'i').test(q);
}

/** Whether the user's question gives the figure ("I earn $4,000 a month"), or the age it gives ("kids aged 12 and 4": "your 12-year-old"). */
export function givenByUser(index: ContextIndex, q: Quantity): boolean {
  return index.questionQuantities.some((e) => sameQuantity({ ...q, hedge: null }, e) || sameAge(q, e, index.questionText ?? ''));
}

/** "12-year-old" against a question's bare 12 where it speaks of ages ("aged 12 and 4", "I'm 16 and ..."). */
function sameAge(q: Quantity, e: Quantity, question: string): boolean {
  const years = yearsWritten(q);
  return years !== null && e.dim === 'count' && Math.abs(years - e.value) < 0.01 && (/\b(?:aged?|ages)\b/.test(question) || SAID_OF_PERSON.test(question.slice(Math.max(0, e.start - 16), e.start)));
}

/** A bare number said of a person, as ages are ("I'm 16", "she is 14", "he turns 12", "My son is 11"). */
const SAID_OF_PERSON = /\b(?:i'm|i am|you're|you are|he's|he is|she's|she is|they're|they are|we're|we are|turns?|turned|turning|(?:son|daughter|child|kid|boy|girl|baby|grandson|granddaughter|husband|wife|partner|mum|mom|dad|mother|father)(?:'s| is))\s+$/i;

/** Whether the figure is the user's own situation ("for my 2-hour journey"), not one the question asks about. */
export function ownFigure(index: ContextIndex, q: Quantity): boolean {
  return index.questionQuantities.some((e) => sameQuantity({ ...q, hedge: null }, e) && !index.askedQuantities.includes(e));
}

/** The bucket a quantity is filed under: years, dates and counts share one (they may compare equal). */
function bucketOf(q: Quantity): string {
  return q.dim === 'year' || q.dim === 'date' || q.dim === 'count' ? 'number' : q.dim;
}

/** The keys a content token matches under: lemma, normal form and a 6-letter prefix. */
export function keysOf(token: NlpToken): string[] {
  const lemma = termOf(token);
  const normal = token.normal.toLowerCase();
  const keys = [lemma, normal];
  if (lemma.length >= 6) keys.push(`~${lemma.slice(0, 6)}`);
  if (normal.length >= 6) keys.push(`~${normal.slice(0, 6)}`);
  // The plural of an acronym ("ISAs", "vCPUs", "APIs") is matched by its singular, and the reverse.
  if (/^[a-z]?[A-Z]{2,}s$/.test(token.text)) keys.push(normal.slice(0, -1));
  // A plural the lemmatizer does not know ("krells", "orins": an invented currency) is matched by its singular.
  else if (token.pos === 'NOUN' && lemma === normal && /^[a-z]{3,}[^suiy]s$/.test(normal)) keys.push(normal.slice(0, -1));
  return keys;
}

/**
 * The normalised mean of the vectors of `words`, or null when none is known. `lookup` defaults
 * to the vectors themselves; the index passes its per-check cache.
 */
export function meanVector(vectors: WordVectors | null, words: readonly string[], lookup?: (w: string) => Float32Array | null): Float32Array | null {
  if (!vectors) return null;
  const sum = new Float32Array(vectors.dimensions);
  let n = 0;
  for (const w of words) {
    const v = lookup ? lookup(w) : vectors.vector(w);
    if (!v) continue;
    n++;
    for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) + (v[i] ?? 0);
  }
  if (n === 0) return null;
  let norm = 0;
  for (const x of sum) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < sum.length; i++) sum[i] = (sum[i] ?? 0) / norm;
  return sum;
}

/**
 * The context quantities that state `q` (see `sameQuantity`), found by binary search in its
 * value-sorted bucket: only values within every tolerance the comparison allows are compared.
 */
export function quantitiesStating(index: ContextIndex, q: Quantity): Array<{ q: Quantity; sentence: number }> {
  const list = index.quantities.get(bucketOf(q)) ?? [];
  const slack = Math.max(q.tolerance, Math.abs(q.value) * 0.11, index.maxTolerance.get(bucketOf(q)) ?? 0);
  const low = q.hedge === 'lt' ? -Infinity : q.value - slack;
  const high = q.hedge === 'gt' ? Infinity : q.value + slack;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid]?.q.value ?? 0) < low) lo = mid + 1;
    else hi = mid;
  }
  const out: Array<{ q: Quantity; sentence: number }> = [];
  for (let i = lo; i < list.length && (list[i]?.q.value ?? 0) <= high; i++) {
    const item = list[i];
    if (item && sameQuantity(q, item.q)) out.push(item);
  }
  // A day without its year states a full date's day, and the reverse: compare each in the other bucket.
  if (q.dim === 'day' || (q.dim === 'date' && q.day !== undefined)) {
    for (const item of index.quantities.get(q.dim === 'day' ? 'number' : 'day') ?? []) if (item.q !== q && sameQuantity(q, item.q)) out.push(item);
  }
  // A clock time said in words ("a quarter to one") may be twelve hours from the one stored: its bucket is small, so compare each.
  if (q.dim === 'clock') for (const item of list) if ((q.either === true || item.q.either === true) && !out.includes(item) && sameQuantity(q, item.q)) out.push(item);
  // A temperature in the other scale: its bucket is small, so compare each converted.
  const other = q.dim === 'temp-c' ? 'temp-f' : q.dim === 'temp-f' ? 'temp-c' : null;
  if (other) for (const item of index.quantities.get(other) ?? []) if (sameQuantity(q, item.q)) out.push(item);
  return out;
}

/** The unit vector of one word, cached per check. */
export function wordVector(index: ContextIndex, word: string): Float32Array | null {
  return cachedVector(index.vectors, index.vectorCache, word);
}

function cachedVector(vectors: WordVectors | null, cache: Map<string, Float32Array | null>, word: string): Float32Array | null {
  let v = cache.get(word);
  if (v === undefined) {
    v = meanVector(vectors, [word]);
    cache.set(word, v);
  }
  return v;
}

/** Cosine of two normalised vectors (0 when either is missing). */
export function cosine(a: Float32Array | null, b: Float32Array | null): number {
  if (!a || !b) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return dot;
}

function tokensIn(tokens: readonly NlpToken[], from: number, start: number, end: number): [NlpToken[], number] {
  let i = from;
  while (i < tokens.length && (tokens[i]?.start ?? 0) < start) i++;
  const out: NlpToken[] = [];
  while (i < tokens.length && (tokens[i]?.end ?? 0) <= end) out.push(tokens[i++] as NlpToken);
  return [out, i];
}

/** Normalised word vectors by word, shared by the checks of one set of vectors (bounded). */
const SHARED = new WeakMap<WordVectors, Map<string, Float32Array | null>>();
const SHARED_MAX = 50_000;

function sharedCache(vectors: WordVectors | null): Map<string, Float32Array | null> {
  if (!vectors) return new Map();
  let cache = SHARED.get(vectors);
  if (!cache || cache.size > SHARED_MAX) {
    cache = new Map();
    SHARED.set(vectors, cache);
  }
  return cache;
}

/** Analyses every passage once and indexes its sentences (the answer is read only for the currencies it names). */
export function buildContextIndex(nlp: Nlp, passages: readonly Passage[], vectors: WordVectors | null, lexicon: Lexicon | null = null, question = '', answer = ''): ContextIndex {
  const sentences: ContextSentence[] = [];
  const vectorCache = sharedCache(vectors);
  const lookup = (w: string) => cachedVector(vectors, vectorCache, w);
  const byPassage: number[][] = [];
  const postings = new Map<string, number[]>();
  // Currencies named by invented words ("4.50 zells"): their figures are money, here and in the claims.
  const currencies = inventedCurrencies([...passages.map((p) => p.text), question, answer], vectors);
  passages.forEach((p, pi) => {
    const view = createTextView(p.text);
    const tokens = nlp.analyse(p.text).tokens;
    const ids: number[] = [];
    let at = 0;
    for (const [s, e] of splitSentences(p.text)) {
      const [own, next] = tokensIn(tokens, at, view.cp[s] ?? 0, view.cp[e] ?? 0);
      at = next;
      const facts = describeUnit(p.text.slice(s, e), own);
      facts.quantities = asInventedMoney(facts.text, facts.quantities, currencies);
      // The date an anniversary falls on ("the third anniversary of ... (2 February 2023)") is stated too.
      const anniversaries = anniversaryDates(facts.text, facts.quantities);
      if (anniversaries.length > 0) facts.quantities = [...facts.quantities, ...anniversaries];
      const content = own.filter(isContent);
      // A question states nothing: its words neither retrieve it nor cover a claim.
      const keys = new Set(/\?["'”’)\s]*$/.test(facts.text) ? [] : content.flatMap(keysOf));
      const id = sentences.length;
      for (const k of keys) {
        const list = postings.get(k);
        if (list) list.push(id);
        else postings.set(k, [id]);
      }
      sentences.push({ passage: pi, start: s, end: e, facts, keys, vector: meanVector(vectors, content.map((t) => t.normal.toLowerCase()), lookup) });
      ids.push(id);
    }
    byPassage.push(ids);
  });
  const avgLength = sentences.reduce((n, s) => n + s.facts.terms.length, 0) / Math.max(1, sentences.length);
  const quantities = new Map<string, Array<{ q: Quantity; sentence: number }>>();
  // Bare figures a reference page gives a unit for once ("in seconds. Default: 30."): each is read with it too.
  const extraOf = new Map<number, Quantity[]>();
  for (const ids of byPassage) {
    const extra = declaredUnitQuantities(ids.map((id) => ({ text: sentences[id]?.facts.text ?? '', quantities: sentences[id]?.facts.quantities ?? [] })));
    ids.forEach((id, k) => extraOf.set(id, extra[k] ?? []));
  }
  sentences.forEach((s, sentence) => {
    for (const q of [...s.facts.quantities, ...(extraOf.get(sentence) ?? [])]) {
      const list = quantities.get(bucketOf(q));
      if (list) list.push({ q, sentence });
      else quantities.set(bucketOf(q), [{ q, sentence }]);
    }
  });
  const maxTolerance = new Map<string, number>();
  for (const [bucket, list] of quantities) {
    list.sort((a, b) => a.q.value - b.q.value);
    maxTolerance.set(bucket, list.reduce((m, x) => Math.max(m, x.q.tolerance), 0));
  }
  const questionQuantities = asInventedMoney(question, extractQuantities(question), currencies);
  return {
    passages, sentences, byPassage, postings, avgLength, lower: passages.map((p) => p.text.toLowerCase()), vectors, lexicon,
    vectorCache, quantities, maxTolerance, scratch: new Float64Array(sentences.length), questionQuantities,
    askedQuantities: askedFigures(question, questionQuantities), questionText: question.toLowerCase(), currencies,
  };
}

/** The initials of each run of two to five capitalised words ("Eastern Time" -> "ET"). */
export function initialsOf(text: string): Set<string> {
  const out = new Set<string>();
  const words = text.split(/[^\p{L}]+/u);
  for (let i = 0; i < words.length; i++) {
    let initials = '';
    for (let j = i; j < Math.min(words.length, i + 5) && /^\p{Lu}/u.test(words[j] ?? ''); j++) {
      initials += (words[j] ?? '')[0] ?? '';
      if (initials.length >= 2) out.add(initials);
    }
  }
  return out;
}

/** Initials of runs of three or four lower-case words ("earnings per share" -> "EPS"). */
export function lowerInitialsOf(text: string): Set<string> {
  const out = new Set<string>();
  const words = text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (const n of [3, 4]) {
      if (i + n > words.length) continue;
      const run = words.slice(i, i + n);
      // A term's words, not a chance run: the first and last are full words ("earnings ... share").
      if ((run[0]?.length ?? 0) < 4 || (run[n - 1]?.length ?? 0) < 4) continue;
      out.add(run.map((w) => w[0]).join('').toUpperCase());
    }
  }
  return out;
}

/** A weekday opening a name, in the singular or plural, and what follows it: "Saturdays FixPoint". */
const DAY_NAME = new RegExp(`^(${WEEKDAY})(s?)(?:\\s+(.+))?$`, 'i');

/** Whether some passage mentions `name`, ignoring case, spaces, punctuation and accents ("J.D. Salinger" / "J. D. Salinger", "Larrain" / "Larraín"). */
/** US time zones by name, and the abbreviations that state them. */
const ZONES: Record<string, RegExp> = {
  eastern: /\bE[SD]?T\b/, central: /\bC[SD]?T\b/, mountain: /\bM[SD]?T\b/, pacific: /\bP[SD]?T\b/,
};

export function mentions(index: ContextIndex, name: string): boolean {
  const lower = name.toLowerCase();
  if (index.lower.some((t) => t.includes(lower))) return true;
  // A day said in the plural ("on Fridays") is its day ("on Friday"); a day opening a name ("Saturdays FixPoint") is no part of it.
  const day = DAY_NAME.exec(name);
  if (day && (day[2] === 's' || day[3])) return mentions(index, day[1] ?? '') && (!day[3] || mentions(index, day[3]));
  const bare = name.replace(/\./g, '');
  if (/^[A-Z]{2,5}$/.test(bare) && index.passages.some((p) => initialsOf(p.text).has(bare) || lowerInitialsOf(p.text).has(bare))) return true;
  // A time zone the context abbreviates ("Eastern" / "16:30 EST", "Pacific time" / "PT").
  const zone = ZONES[lower.replace(/\s+(?:standard\s+|daylight\s+)?time$/, '')];
  if (zone && index.passages.some((p) => zone.test(p.text))) return true;
  // A name the context abbreviates ("United States" / "U.S.", "US").
  const words = name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  if (words.length >= 2 && words.length <= 5) {
    const acronym = abbreviationPattern(words);
    if (index.passages.some((p) => acronym.test(p.text))) return true;
  }
  // A place named by its adjective, or the reverse ("English law" / "the laws of England").
  const partner = demonymPartner(name);
  if (partner && index.lower.some((t) => new RegExp(`\\b${partner.toLowerCase()}\\b`).test(t))) return true;
  // An adjective formed the regular way from a place a passage names ("Ostrevian" / "Citizens of Ostrevia").
  if (placesOf(name).some((place) => index.passages.some((p) => new RegExp(`\\b${escapeRegExp(place)}\\b`).test(p.text)))) return true;
  // With a first name inserted ("Mayor Lina Ortiz") or an acronym spelled out ("single sign-on").
  if (index.passages.some((p) => namesLoosely(p.text, name))) return true;
  const squeeze = (t: string) => t.normalize('NFD').replace(/[^\p{L}\d]+/gu, '');
  const key = squeeze(lower);
  if (key.length < 4) return false;
  index.compact ??= index.lower.map(squeeze);
  return index.compact.some((t) => t.includes(key));
}

/** Whether some figure of the context passes `test` (no copy of the index's lists). */
export function someContextQuantity(index: ContextIndex, test: (e: Quantity) => boolean): boolean {
  for (const list of index.quantities.values()) if (list.some(({ q }) => test(q))) return true;
  return false;
}

/**
 * A bare number the context writes with a unit ("over 12" / "over 12 years") or inside a
 * code ("version 1" / "v1"): stated, though not as a quantity of the same kind.
 */
export function statesBareNumber(index: ContextIndex, q: Quantity): boolean {
  if (someContextQuantity(index, (e) => sameQuantity(q, e))) return true;
  // A version number the context writes with its "v" ("deprecated in v2.4" states "in 2.4").
  if (/^\d+(?:\.\d+)+$/.test(q.raw)) {
    const version = new RegExp(`\\bv(?:ersion\\s*)?${q.raw.replace(/\./g, '\\.')}\\b`);
    if (index.lower.some((t) => version.test(t))) return true;
  }
  if (!Number.isInteger(q.value) || q.value > 99) return false;
  const code = new RegExp(`\\b[a-z]{1,3}${q.value}\\b`);
  return index.lower.some((t) => code.test(t));
}

