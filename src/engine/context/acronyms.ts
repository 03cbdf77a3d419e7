/**
 * Acronyms and their spelled-out forms: "IP" is "intellectual property", "SSO" is "single
 * sign-on", "CEO" is "chief executive", "Q1" is "the first quarter". Pure string work: the
 * context index and the support measure ask whether a text spells out an acronym, or which
 * acronyms a text spells out.
 */
import { escapeRegExp } from '../escape-regexp.ts';

/** An acronym as written: two to five capitals ("IP", "SSO", "GDPR"), or a quarter ("Q1"). */
const ACRONYM = /^(?:\p{Lu}{2,5}|Q[1-4])$/u;

/**
 * Acronyms whose usual spelled-out form is not their initials, or drops a word of them: a title
 * said without "officer", a quarter by its ordinal.
 */
const SAID_OTHERWISE: Record<string, string> = {
  CEO: 'chief executive(?: officer)?',
  CFO: 'chief financial officer|finance director',
  COO: 'chief operating officer',
  CTO: 'chief technology officer|chief technical officer',
  Q1: 'first quarter',
  Q2: 'second quarter',
  Q3: 'third quarter',
  Q4: 'fourth quarter',
};

/** Small words a spelled-out name may carry between its initials ("Department of Health"). */
const JOINER = '(?:\\s+(?:of|and|for|the|&))?';

/** Whether `word` is written as an acronym. */
export function isAcronymWord(word: string): boolean {
  return ACRONYM.test(word);
}

const cache = new Map<string, RegExp>();

/**
 * The spelled-out forms of `acronym` as one pattern (case-insensitive). Each letter opens a word;
 * the words are whole, separated by spaces or a hyphen, and at least three letters long unless a
 * hyphen joins them ("sign-on"); two-letter acronyms need two words of five letters or more
 * ("human resources", "intellectual property"), since shorter pairs match by chance ("in part"); the
 * first word is no verb form or adverb (-ing, -ed, -ly).
 */
export function spelledOutPattern(acronym: string): RegExp {
  const known = cache.get(acronym);
  if (known) return known;
  const letters = [...acronym.toLowerCase()];
  const min = letters.length === 2 ? 5 : 3;
  const words = letters.map((l, i) => {
    const first = escapeRegExp(l);
    // A verb form or adverb opens no name ("Infringing property" is no "IP").
    if (i === 0) return `${first}(?![\\p{L}]*(?:ing|ed|ly)(?![\\p{L}]))[\\p{L}]{${min - 1},}`;
    // After a hyphen any length ("sign-on"); after a space the word must be long enough.
    return `(?:-${first}[\\p{L}]*|${JOINER}\\s+${first}[\\p{L}]{${min - 1},})`;
  });
  const other = SAID_OTHERWISE[acronym];
  const body = letters.length >= 2 && !/\d/.test(acronym) ? words.join('') : '(?!)';
  const re = new RegExp(`(?<![\\p{L}])(?:${body}${other ? `|${other}` : ''})(?![\\p{L}])`, 'iu');
  cache.set(acronym, re);
  return re;
}

const everywhere = new Map<string, RegExp>();

/** `spelledOutPattern` for every place in a text (global), built once per acronym. */
export function spelledOutEverywhere(acronym: string): RegExp {
  let re = everywhere.get(acronym);
  if (!re) everywhere.set(acronym, (re = new RegExp(spelledOutPattern(acronym).source, 'giu')));
  return re;
}

/** The words of `text` that spell out `acronym` (lower case), or null when it does not. */
export function spelledOutWords(text: string, acronym: string): string[] | null {
  if (!isAcronymWord(acronym)) return null;
  const m = spelledOutPattern(acronym).exec(text);
  return m ? m[0].toLowerCase().split(/[\s-]+/).filter((w) => !/^(?:of|and|for|the|&)$/.test(w)) : null;
}

/** The acronyms written in `text` ("SSO", "Q3"), each once. */
export function acronymsIn(text: string): string[] {
  return [...new Set(text.split(/[^\p{L}\d]+/u).filter(isAcronymWord))];
}
