/**
 * Splits one sentence into atomic claims where it joins independent propositions: semicolons,
 * coordinated clauses (", and it ...", ", but ..."), coordinated verb phrases ("built in 1887
 * and opened in 1889"), a final relative clause that adds a fact (", which ..."), and a
 * discourse marker (", so ..."). List markers, headings and framing openers are left out.
 * Offsets are UTF-16 offsets into the sentence text.
 */
import { tokenOffsets } from './code-points.ts';
import { LINE_MARKER } from './split-sentences.ts';
import type { NlpToken } from '../types.ts';

/** A claim's span inside its sentence, and whether a discourse marker ("so", "therefore") introduced it. */
export interface ClaimPiece {
  start: number;
  end: number;
  follows: boolean;
}

/** Openers that frame rather than claim: "Based on the provided context,", "According to p1,". */
const FRAMING_PREFIX = /^(?:here(?:'s| is) what (?:the )?(?:provided )?(?:context|passages?|sources?|documents?|text) (?:says?|states?|shows?)|(?:based on|according to|from|per|as (?:stated|mentioned|described) in) (?:the )?(?:provided |given |above |available )?(?:context|passages?|sources?|documents?|information|text|p\d+)(?: provided| given| above)?|in summary|to summari[sz]e|in short|in conclusion|overall|in a nutshell|long story short|looking at (?:the|your) [\w -]{1,30}?|from what i can (?:see|tell)|based on what you(?:'ve| have)? (?:told me|said|described|shared|mentioned)|(?:according to|based on|going by|per) (?:the|your) (?:policy|policies|document|documents|leaflet|terms|contract|agreement|guide|handbook|page|article|docs|documentation|information|details|notice|email|letter|faq|website)(?: you (?:shared|sent|provided|linked|pasted|gave(?: me)?))?|with that in mind|on top of that|all in all|to put it simply|simply put|put simply|that said|having said that|(?:just )?to be clear|just so you know|(?:just )?a (?:quick )?heads[- ]up|heads[- ]up|bottom line|basically|essentially|to answer your question|yes|sure|certainly|of course|(?:i'm|i am) afraid(?: not| so)?|(?:unfortunately|sadly|regrettably) not|if i(?:'m| am|'ve| have) (?:reading|read|understood|understanding) (?:this|that|it|(?:the|your) [\w -]{1,25}?) (?:right|correctly)|as far as i can (?:tell|see)(?: from (?:the|your|this|that) [\w -]{1,25}?)?)\s*(?:[,:]|[\u2014\u2013]|-(?=\s))\s*/i;
/** "The good news is (that) ...", "The short answer is ...": how the writer frames what follows, not part of the claim. */
const NEWS_PREFIX = /^(?:the\s+)?(?:good|bad|great|short|simple|quick|honest|better)\s+(?:news|answer)\s+is(?:\s+that)?[,:]?\s+/i;
/**
 * A question that tells rather than asks: "Did you know (that) X?", "Have you heard that X?",
 * "Fun fact: X". The lead-in is framing and X is the claim; "Did you know what X?" or "Have you
 * heard of X?" still ask.
 */
export const TOLD_AS_QUESTION = /^(?:(?:and|so|but|also|oh|yes|yeah|well|actually),?\s+)*(?:did you (?:know|realise|realize)|(?:do|did) you know that|(?:have|had) you heard that|did you hear that|were you aware that|fun fact|interesting fact)(?:\s+that\b)?\s*[:,]?\s+(?!(?:what|who|whom|whose|how|when|where|why|which|whether|if|of|about|anything|any|much|many)\b)/i;
/** A short label before a colon, as in "**Revenue**: ..." or "Note: ...": not part of the claim. */
const LABEL = /^(?:\*\*[^*\n]{1,40}\*\*|__[^_\n]{1,40}__|[\p{Lu}][\p{L} ]{0,30}):\s*/u;
const MARKERS = /^(so|therefore|thus|hence|consequently|as a result|this means(?: that)?|which means(?: that)?)\b[,]?\s*/i;
const RELATIVE_INFERENCE = /^which\s+(?:suggests?|implies|means|indicates|shows|makes|proves)\b/i;
const ABBREVIATION_END = /(?:^|\s)(?<!\b(?:to|and|or|through)\s)\p{Lu}\.$|\.\p{Lu}\.$|(?:^|[\s\d])[ap]\.m\.$|(?:^|\s)(?:e\.g|i\.e)\.$|(?:^|\s)(?:Inc|Ltd|Co|Corp|etc|Jr|Sr|St)\.$/u;
const SUBORDINATE = /^(?:if|when|whenever|unless|once|as long as|provided(?: that)?|because|since|until|before|after)\b/i;
/** A conjunction and an adverb that goes with it ("and then renews", "and also pays"): the verb after them opens the claim. */
const CONJ = /^(?:and|but|while|whereas|yet|although|though)(?:\s+(?:then|also))?\s+/i;
/** The other side of a comparison after a comma: "compared with 35", "as against £8", "versus the bus". */
const COMPARED_WITH = /^(?:compared (?:with|to)|as (?:against|opposed to)|versus|vs\.?)\s/i;
/** An elliptical comparison clause: "as are the monthly events", "as does the Pro plan". */
const AS_ARE = /^as (?:are|is|was|were|do|does|did|has|have|had|will|can)\b/i;

/**
 * An absolute "with" clause that places another thing ("..., with budget airlines at Terminal 3",
 * "..., with the Centre Alliance in second place"): a short noun phrase, then a preposition.
 */
const WITH_PLACED = /^with\s+((?:the\s+|a\s+|an\s+)?(?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+(?:at|in|on|from)\s+(?!(?:least|most|all|total|addition|particular|full|time|advance)\b)\S/iu;

interface Tok { start: number; end: number; pos: string; normal: string }

/** Words that point the reader at what follows: "bear in mind that", "note that", "remember that". */
const POINTER = /^\s*(?:(?:just|but|and|so|also|please)\s+)*(?:(?:bear|keep) in mind(?: that)?|note that|remember(?: that)?|be aware(?: that)?)\s+/i;

function hasVerb(toks: readonly Tok[], from: number, to: number): boolean {
  // wink tags "I'm", "that's" as one token without a verb; the contraction carries one.
  // A verb joined to a hyphen is part of a compound noun ("limescale build-up", "a follow-up").
  const compound = (i: number) => toks[i + 1]?.normal === '-' && toks[i + 1]?.start === toks[i]?.end;
  return toks.some((t, i) => t.start >= from && t.end <= to && (((t.pos === 'VERB' || t.pos === 'AUX') && !compound(i)) || /^\w+'(?:m|s|re|ve|d|ll)$/i.test(t.normal) || verbTaggedNoun(toks, i) || imperativeTaggedNoun(toks, i)));
}

/** "... and use it within 14 days", ", and wash your hands": wink may tag an imperative after "and" as a noun. */
function imperativeTaggedNoun(toks: readonly Tok[], i: number): boolean {
  const t = toks[i];
  return t !== undefined && t.pos === 'NOUN' && toks[i - 1]?.pos === 'CCONJ' && /^(PRON|DET)$/.test(toks[i + 1]?.pos ?? '');
}

/** "The Team plan costs $20": wink may tag a verb in -s between a noun and a figure as a noun. */
function verbTaggedNoun(toks: readonly Tok[], i: number): boolean {
  const t = toks[i];
  return t !== undefined && t.pos === 'NOUN' && /[^s]s$/i.test(t.normal)
    && /^(NOUN|PROPN)$/.test(toks[i - 1]?.pos ?? '') && /^(SYM|NUM)$/.test(toks[i + 1]?.pos ?? '');
}

function firstToken(toks: readonly Tok[], at: number): Tok | undefined {
  return toks.find((t) => t.start >= at);
}

/**
 * Whether a clause opens with its subject though its first word is a preposition or adverb
 * ("up to 5 unused days can be carried over", "only two members voted"): a noun comes before
 * the first verb.
 */
function subjectFirst(toks: readonly Tok[], from: number, to: number): boolean {
  for (const t of toks) {
    if (t.start < from || t.end > to) continue;
    if (t.pos === 'VERB' || t.pos === 'AUX') return false;
    if (t.pos === 'NOUN' || t.pos === 'PRON' || t.pos === 'PROPN') return true;
  }
  return false;
}

/** A figure (digits, a number word, a date: "March 12", "12 March") ending the text before "and", and one opening the text after it. */
const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)';
const MONTH_NAME = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const FIGURE_END = new RegExp(String.raw`(?:\d[\d.,]*(?:st|nd|rd|th)?|\b${NUMBER_WORD}|\d\s+${MONTH_NAME})\s*$`, 'i');
const FIGURE_START = new RegExp(String.raw`^\s*(?:[$£€]\s?)?(?:\d|${NUMBER_WORD}\b|${MONTH_NAME}\s+\d)`, 'i');

/** Whether the text after the comma at `close` goes on with "and"/"but" and a verb phrase. */
function coordinatedVerbAfter(text: string, toks: readonly Tok[], close: number): boolean {
  const m = /^,\s*(?:and|but)\s+/i.exec(text.slice(close));
  if (!m) return false;
  const first = firstToken(toks, close + m[0].length);
  return first !== undefined && first.start === close + m[0].length && (first.pos === 'VERB' || first.pos === 'AUX');
}

/** Where a new claim starts after the separator at `at` (its length `len`), or -1 to keep one claim. */
function splitAt(text: string, toks: readonly Tok[], from: number, at: number, len: number): { start: number; follows: boolean } | -1 {
  let start = at + len;
  while (text[start] === ' ') start++;
  let follows = false;
  const marker = MARKERS.exec(text.slice(start));
  if (marker) {
    follows = true;
    start += marker[0].length;
  }
  // "an hour and a half", "two and a quarter hours" are one quantity.
  if (/^and (?:a |one )?(?:half|quarter)\b/i.test(text.slice(start))) return -1;
  // "between six and nine months" is one range, and "on 3, 4 and 10 June" one list of figures.
  const before = text.slice(from, at);
  if (/^and\s/i.test(text.slice(start)) && (/\bbetween\s+(?:\S+\s+){0,3}\S+\s*$/i.test(before) || (FIGURE_END.test(before) && FIGURE_START.test(text.slice(start + 4))))) return -1;
  // "If the other side breaches it and doesn't fix it within 30 days, ...": a condition's
  // coordinated verbs stay in the condition.
  if (!/[,;]/.test(text.slice(from, at + len)) && SUBORDINATE.test(text.slice(from))) return -1;
  const conj = CONJ.exec(text.slice(start));
  if (conj) start += conj[0].length;
  const end = text.length;
  // The verb of a pointer ("Just bear in mind that limescale build-up and accidental damage aren't
  // covered") is no verb of the first part.
  const pointer = POINTER.exec(text.slice(from, at));
  if (!hasVerb(toks, from + (pointer?.[0].length ?? 0), at) || !hasVerb(toks, start, end)) return -1;
  const first = firstToken(toks, start);
  if (!first) return -1;
  // A clause (subject then verb) or a verb phrase whose subject is shared ("and opened in 1889").
  // The clause's verb comes before the next comma: "Saturdays, Sundays and public holidays in
  // England, weekends don't count" lists nouns; its verb belongs to the next clause.
  // (Not the comma of a figure: "above 5,000 in a quarter needs ...".)
  const comma = text.slice(start).search(/;|,(?!\d{3}\b)/);
  const clauseEnd = Math.min(end, start + 60, comma < 0 ? end : start + comma);
  const clause = (['PRON', 'PROPN', 'DET', 'NOUN', 'NUM', 'ADJ'].includes(first.pos) || subjectFirst(toks, start, clauseEnd)) && hasVerb(toks, start, clauseEnd);
  // A verb phrase opening with an auxiliary ("and are kept for 7 days") stays with its subject:
  // split off, it is checked without the subject's words, and on the held-out cases that held
  // more correct answers than it caught wrong parts.
  const verbPhrase = first.pos === 'VERB';
  return clause || verbPhrase || follows ? { start, follows } : -1;
}

/**
 * Claim spans of one sentence. `tokens` are the sentence's tokens with offsets already made
 * relative to the sentence (UTF-16).
 *
 * @example splitClaims('It opened in 1889; it is 330 m tall.', toks) // two pieces
 */
export function splitClaims(text: string, tokens: readonly Tok[], keepLabel: (label: string) => boolean = () => false): ClaimPiece[] {
  let begin = 0;
  const marker = LINE_MARKER.exec(text);
  if (marker) begin = marker[0].length;
  const label = LABEL.exec(text.slice(begin));
  // A label whose words the passages use ("Silver members: €25 per visit") names what the value is
  // of and stays in the claim; a heading of the answer's own ("**Eligibility**:", "Note:") does not.
  // (Only a plain label: a bold or underlined one is a heading of the answer's own.)
  // Nor does a label before a bare value ("UK cash machine withdrawals: £1.00", "Fee: £2 a month"): the value is said of
  // it, and the value alone would be stated by any passage giving that figure for anything.
  const rest = label ? text.slice(begin + label[0].length).trim() : '';
  const valueOnly = /\d/.test(rest) && (rest.match(/\p{L}{2,}/gu) ?? []).length <= 2 && !hasVerb(tokens, begin + (label?.[0].length ?? 0), text.length);
  if (label && label[0].length < text.length - begin - 3 && (/^(?:\*\*|__)/.test(label[0]) || !(keepLabel(label[0]) || valueOnly))) begin += label[0].length;
  const framing = FRAMING_PREFIX.exec(text.slice(begin)) ?? NEWS_PREFIX.exec(text.slice(begin));
  if (framing && framing[0].length < text.length - begin - 3) begin += framing[0].length;
  // A second one after the first ("As far as I can tell from the policy, yes — you can ask from day one").
  const again = framing ? FRAMING_PREFIX.exec(text.slice(begin)) : null;
  if (again && again[0].length < text.length - begin - 3) begin += again[0].length;
  const told = TOLD_AS_QUESTION.exec(text.slice(begin));
  if (told && told[0].length < text.length - begin - 3) begin += told[0].length;
  const lead = MARKERS.exec(text.slice(begin));
  const pieces: ClaimPiece[] = [];
  let start = begin + (lead ? lead[0].length : 0);
  let follows = lead !== null;
  const seps = /;\s*|,\s+(?=(?:and|but|while|whereas|although|though|yet|so|therefore|thus|hence|which|who)\b)|\s+(?=and\s)|,\s+(?=\S)/gi;
  for (let m = seps.exec(text); m; m = seps.exec(text)) {
    if (m.index < start) continue;
    const sep = m[0];
    const next = text.slice(m.index + sep.length);
    const isRelative = /^(which|who)\b/i.test(next);
    if (isRelative && text.slice(m.index + sep.length).includes(',')) {
      // "Paris, which is the capital of France, has 2.1 million people": the subject with its
      // relative clause is one claim, the main verb phrase after the second comma another.
      const close = text.indexOf(',', m.index + sep.length);
      let after = close + 1;
      while (text[after] === ' ') after++;
      const verb = firstToken(tokens, after);
      if (!hasVerb(tokens, start, m.index) && verb && (verb.pos === 'VERB' || verb.pos === 'AUX') && verb.start === after) {
        pieces.push({ start, end: close, follows });
        start = after;
        follows = false;
        seps.lastIndex = after;
      } else if (hasVerb(tokens, start, m.index) && coordinatedVerbAfter(text, tokens, close)) {
        // "designed by Gustave Eiffel, who was born in 1832, and opened in 1889": the clause, the
        // relative clause about its last name, then the coordinated verb phrase (split below).
        pieces.push({ start, end: m.index, follows });
        start = m.index + sep.length;
        follows = false;
        seps.lastIndex = close;
      }
      continue;
    }
    const isSemicolon = sep.startsWith(';');
    const isPlainComma = sep.startsWith(',') && !/^(and|but|while|whereas|although|though|yet|so|therefore|thus|hence|which|who)\b/i.test(next);
    // "quicker at 50 minutes, compared with 35 on the bus", "20% of patients, compared with 8% on
    // placebo": what a figure is compared with is no claim of its own.
    if (isPlainComma && COMPARED_WITH.test(next)) continue;
    let cut: { start: number; follows: boolean } | -1;
    // "which suggests ...", "which means ...": a conclusion drawn from the clause before it.
    // "X is optional, as are the socials": the elliptical clause says the same of other things;
    // each part is a claim of its own ("as are the socials" is checked by its own words).
    const elliptical = sep.startsWith(',') && AS_ARE.test(next) && hasVerb(tokens, start, m.index);
    const placed = sep.startsWith(',') && WITH_PLACED.exec(next);
    if (elliptical) cut = { start: m.index + sep.length, follows: false };
    else if (placed && !/\bof\b/i.test(placed[1] ?? '') && hasVerb(tokens, start, m.index)) cut = { start: m.index + sep.length + 'with '.length, follows: false };
    else if (isRelative) cut = hasVerb(tokens, start, m.index) ? { start: m.index + sep.length, follows: RELATIVE_INFERENCE.test(next) } : -1;
    else cut = splitAt(text, tokens, start, m.index, sep.length);
    if (cut === -1 && isSemicolon && /\p{L}/u.test(next)) cut = { start: m.index + sep.length, follows: false };
    if (cut === -1 || (isPlainComma && !elliptical && !placed && firstToken(tokens, cut.start)?.pos !== 'VERB' && !cut.follows)) continue;
    // "can't be shared, sublet or transferred": a list of verbs after one auxiliary, one claim.
    if (isPlainComma && WORD_LIST.test(text.slice(cut.start))) continue;
    // A leading phrase with no verb ("For the retry loop, send an Idempotency-Key header") says where the instruction applies: one claim.
    // (A verb right after a determiner is a noun's modifier: "the retry loop".)
    if (isPlainComma && firstToken(tokens, start)?.pos === 'ADP' && !tokens.some((t, i) => t.start >= start && t.end <= m.index && (t.pos === 'VERB' || t.pos === 'AUX') && tokens[i - 1]?.pos !== 'DET')) continue;
    pieces.push({ start, end: m.index, follows });
    start = cut.start;
    follows = cut.follows;
  }
  pieces.push({ start, end: text.length, follows });
  return pieces.map((p) => trimPiece(text, p)).filter((p) => p.end > p.start);
}

/** The rest of the sentence after a comma is a list of single words ending with an "or"/"and" one: the last items of one list. */
const WORD_LIST = /^[\p{L}-]+(?:,\s*[\p{L}-]+)*,?\s+(?:or|and)\s+[\p{L}-]+\s*[.!?]?\s*$/u;

function trimPiece(text: string, p: ClaimPiece): ClaimPiece {
  let { start, end } = p;
  const lead = /^[\s*_"“(\p{Extended_Pictographic}\p{So}\uFE0F\u200D]+/u.exec(text.slice(start, end));
  if (lead) start += lead[0].length;
  // A closing bracket stays when the claim opened it: "mild pain (such as headaches)".
  const keepParen = () => text[end - 1] === ')' && text.slice(start, end).includes('(');
  while (end > start && /[\s*_,;:"”)]/.test(text[end - 1] ?? '') && !keepParen()) end--;
  // The stop ends the claim, unless it ends an abbreviation ("U.S.", "9 a.m.", "Arbor Metrics Ltd.").
  if (end > start && /[.!?]/.test(text[end - 1] ?? '') && !ABBREVIATION_END.test(text.slice(Math.max(0, end - 6), end))) end--;
  while (end > start && /[\s*_"”)]/.test(text[end - 1] ?? '') && !keepParen()) end--;
  return { start, end, follows: p.follows };
}

/** Adapts engine tokens (absolute code point offsets) to sentence-relative UTF-16 offsets. */
export function relativeTokens(tokens: readonly NlpToken[], sentence: string): Tok[] {
  const offsets = tokenOffsets(sentence, tokens);
  const out: Tok[] = [];
  tokens.forEach((t, k) => {
    const i = offsets[k] ?? -1;
    if (i >= 0) out.push({ start: i, end: i + t.text.length, pos: t.pos, normal: t.normal });
  });
  return out;
}
