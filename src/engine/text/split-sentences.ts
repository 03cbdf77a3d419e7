/**
 * Sentence splitting on the raw answer or passage text, independent of the NLP model so the
 * rules are explicit and testable: abbreviations (Dr., e.g., U.S.), initials, decimals, URLs,
 * list markers, markdown headings, line breaks, quotes, CJK full stops.
 * Offsets here are UTF-16 (JavaScript string) offsets, `[start, end)`.
 */

/** Months' abbreviations ("Apr."); in capitals ("APR.") they are acronyms. */
const MONTH_ABBREVIATIONS = ['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'];

/** Words whose trailing period does not end a sentence (lower case, without the period). */
const ABBREVIATIONS = new Set([
  'dr', 'mr', 'mrs', 'ms', 'prof', 'sr', 'jr', 'st', 'mt', 'vs', 'e.g', 'i.e', 'cf', 'al',
  'approx', 'inc', 'ltd', 'co', 'corp', 'dept', 'gen', 'gov', 'rev',
  ...MONTH_ABBREVIATIONS, 'u.s', 'u.k', 'u.n', 'e.u',
  'a.m', 'p.m', 'ph.d', 'b.c', 'a.d', 'op', 'pp', 'ed', 'eds', 'capt', 'col', 'lt', 'sgt', 'hon', 'gov', 'pres',
]);

/** Abbreviations only before a number ("No. 5", "Fig. 2", "s. 29", "reg. 5"); elsewhere "no." ends a sentence. */
const NUMBER_ABBREVIATIONS = new Set(['no', 'nos', 'fig', 'figs', 'vol', 'ch', 'sec', 'secs', 'art', 'arts', 's', 'ss', 'reg', 'regs', 'para', 'paras', 'cl', 'sch', 'pp', 'p', 'op', 'ft']);

/** A list marker or markdown heading at the start of a line: `- `, `* `, `1. `, `2) `, `## `. */
export const LINE_MARKER = /^[ \t]*(?:[-*+•‣◦]|\d{1,3}[.)]|#{1,6}|>)[ \t]+/;

const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '»', '*', '_']);
const CJK_STOPS = new Set(['。', '！', '？']);
const TERMINAL = /[.!?。！？]/g;

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\n' || (ch !== undefined && ch > ' ' && ch < '\u00a0' ? false : ch !== undefined && /\s/.test(ch));
}

/** The word ending just before `dot` (letters and inner periods), as written. */
function wordBefore(text: string, dot: number): string {
  let i = dot;
  while (i > 0 && /[\p{L}.]/u.test(text[i - 1] ?? '')) i--;
  return text.slice(i, dot).replace(/^\.+/, '');
}

/** Nouns a letter labels ("Plan B", "Category A", "Gate C"); wink-nlp's adapter reads "B." after them as the label and a full stop. */
const LABEL_NOUNS = 'plan|policy|option|category|grade|band|type|class|tier|level|section|schedule|appendix|annex|part|group|block|zone|phase|stage|room|gate|terminal|platform|route|line|card|fund|account|model|version|exhibit|table|figure|item|step|vitamin|wing|ward|unit|building|floor|site|team|series|tranche|list';
const LABEL_NOUN = new RegExp(`^(?:${LABEL_NOUNS})$`, 'i');
/** Whether `word` is a noun a letter labels. */
export const isLabelNoun = (word: string): boolean => LABEL_NOUN.test(word);
/** A noun a letter labels, just before it: "Plan B", "Category A". */
const LABELLED = new RegExp(`\\b(?:${LABEL_NOUNS})\\s$`, 'i');
const CLAUSE_OPENER = /^(?:It|The|They|We|You|He|She|This|That|These|Those|There|Then|If|After|Before|Please|Our|Your|A|An|I)\b/;

/**
 * A lower-case word that opens a clause: chat-style answers written all in lower case ("that's
 * cool. skurfing is an art form") start their sentences with these after a full stop, a question
 * mark or an exclamation mark.
 */
const LOWER_OPENER = /^(?:i|i'm|i've|i'd|i'll|it|it's|the|they|they're|we|we're|you|you're|you'll|he|she|this|that|that's|there|there's|these|those|my|our|your|his|her|their|yes|yeah|no|well|oh|so|but|also|if|what|how|do|did|does|are|is|was|can|have)(?![\p{L}'’-])/u;

/** Whether the period at `dot` ends a sentence, given what follows it. */
function periodEnds(text: string, dot: number, next: number, lowerText: boolean): boolean {
  const word = wordBefore(text, dot);
  // "at 7:45 a.m. It lands ...", "within the U.S. We also ...": a time's a.m./p.m., a dotted acronym or a
  // company's "Inc." ends the sentence before a word that opens a clause.
  if ((/^(a\.m|p\.m|etc|inc|ltd|co|corp)$/i.test(word) || /^(\p{Lu}\.)+\p{Lu}$/u.test(word)) && CLAUSE_OPENER.test(text.slice(next, next + 12))) return true;
  // Milliseconds after a figure ("500 ms. POST requests") is no title: the sentence ends before a capital
  // (a number before "St." is an address's: "14 St. Mary's Road").
  if (word.toLowerCase() === 'ms' && /\d\s?$/.test(text.slice(0, dot - word.length)) && /^\p{Lu}/u.test(text[next] ?? '')) return true;
  // An acronym in capitals that spells a month's abbreviation ("27.9 percent APR. That interest ...") is no month.
  if (word === word.toUpperCase() && MONTH_ABBREVIATIONS.includes(word.toLowerCase()) && /^\p{Lu}/u.test(text[next] ?? '')) return true;
  if (ABBREVIATIONS.has(word.toLowerCase())) return false;
  if (NUMBER_ABBREVIATIONS.has(word.toLowerCase()) && /\d/.test(text[next] ?? '')) return false;
  // Initials and dotted acronyms: "J. K. Rowling", "U.S. Army".
  // ("25°C. After opening" ends a sentence: a letter after a digit or a degree sign is a unit.)
  // (Not a label after its noun, "Policy B. Its premium", before a word that opens a clause.)
  if (/^\p{Lu}$/u.test(word) && LABELLED.test(text.slice(Math.max(0, dot - 20), dot - 1)) && /^\p{Lu}/u.test(text[next] ?? "")) return true;
  // (Nor the last letter of a range or list of letters, "groups A to C. That means", before a word that opens a clause.)
  if (/^\p{Lu}$/u.test(word) && /\b\p{Lu}\s*(?:to|-|–|and|or|through)\s*$/u.test(text.slice(Math.max(0, dot - 12), dot - 1)) && CLAUSE_OPENER.test(text.slice(next, next + 12))) return true;
  // ("25 degrees C. September ..." too: a C or F after "degrees" is the scale.)
  if (/^[CF]$/.test(word) && /\bdeg(?:ree)?s?\s$/i.test(text.slice(Math.max(0, dot - 12), dot - 1)) && /^\p{Lu}/u.test(text[next] ?? '')) return true;
  if ((/^\p{Lu}$/u.test(word) && !/[\d°]$/.test(text.slice(0, dot - 1))) || /^(\p{L}\.)+\p{L}$/u.test(word)) return false;
  const after = text[next];
  // A name written with a small first letter and a capital inside ("Good question. macOS runners ...", "iPhone") opens a sentence.
  return after === undefined || !/\p{Ll}/u.test(after) || (text[dot - 1] !== '.' && (lowerText || LOWER_OPENER.test(text.slice(next, next + 12)) || /^\p{Ll}{1,3}\p{Lu}/u.test(text.slice(next, next + 5))));
}

function pushTrimmed(text: string, start: number, end: number, out: Array<[number, number]>): void {
  let a = start;
  let b = end;
  while (a < b && isSpace(text[a])) a++;
  while (b > a && isSpace(text[b - 1])) b--;
  if (b > a) out.push([a, b]);
}

/** Splits one line (no line breaks inside) into sentence spans. */
function splitLine(text: string, lineStart: number, lineEnd: number, out: Array<[number, number]>, lowerText: boolean): void {
  const marker = LINE_MARKER.exec(text.slice(lineStart, lineEnd));
  let start = lineStart;
  let i = lineStart + (marker ? marker[0].length : 0);
  for (; i < lineEnd; i++) {
    // Jump to the next full stop, question or exclamation mark (the only places a sentence ends).
    TERMINAL.lastIndex = i;
    const hit = TERMINAL.exec(text);
    if (!hit || hit.index >= lineEnd) break;
    i = hit.index;
    const ch = text[i] ?? '';
    if (CJK_STOPS.has(ch)) {
      let j = i + 1;
      while (j < lineEnd && CLOSERS.has(text[j] ?? '')) j++;
      pushTrimmed(text, start, j, out);
      start = j;
      i = j - 1;
      continue;
    }
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    let j = i + 1;
    while (j < lineEnd && (text[j] === '.' || text[j] === '!' || text[j] === '?')) j++;
    while (j < lineEnd && CLOSERS.has(text[j] ?? '')) j++;
    if (j < lineEnd && !isSpace(text[j])) continue; // decimals, URLs, "e.g.x"
    let k = j;
    while (k < lineEnd && isSpace(text[k])) k++;
    if (ch === '.' && j === i + 1 && !periodEnds(text, i, k, lowerText)) continue;
    // An ellipsis or "?!" before a lower-case word continues the sentence ("Wait... what?"); a
    // single "!" or "?" ends it where the text has no capitals or a clause opens after it.
    const single = ch !== '.' && j === i + 1 && (lowerText || LOWER_OPENER.test(text.slice(k, k + 12)));
    if ((ch !== '.' || j > i + 1) && k < lineEnd && /\p{Ll}/u.test(text[k] ?? '') && !single) continue;
    pushTrimmed(text, start, j, out);
    start = j;
    i = j - 1;
  }
  pushTrimmed(text, start, lineEnd, out);
}

/**
 * Sentence spans `[start, end)` in UTF-16 offsets, in order, trimmed of white space. Every
 * non-space character of `text` lies in exactly one span. A line break ends a sentence unless
 * the next line continues it (starts in lower case and the line does not end a sentence).
 *
 * @example splitSentences('Dr. Smith came. He left.') // [[0, 15], [16, 24]]
 */
export function splitSentences(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  // A text that opens in lower case is written without capitals: its sentences open in lower case too.
  const lowerText = /^[^\p{L}]*\p{Ll}/u.test(text);
  let lineStart = 0;
  let i = 0;
  while (i <= text.length) {
    if (i === text.length || text[i] === '\n') {
      let next = i + 1;
      while (next < text.length && (text[next] === ' ' || text[next] === '\t' || text[next] === '\r')) next++;
      const continues = i < text.length && /\p{Ll}/u.test(text[next] ?? '') && !/[.!?:;。]\s*$/.test(text.slice(lineStart, i));
      if (!continues) {
        splitLine(text, lineStart, i, out, lowerText);
        lineStart = i + 1;
      }
    }
    i++;
  }
  return out;
}
