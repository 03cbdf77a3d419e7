/**
 * Whether two names may be two forms of one name (an acronym and its spelled-out form, the words
 * of one among the other's, a misspelling). The name rules leave such pairs open: a contradiction
 * needs a name that is surely another one.
 */
import { escapeRegExp } from '../escape-regexp.ts';

/** Lower case without accents: "Larraín" and "larrain" are one spelling. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An abbreviation ("COVID-19", "ASSR", "NASA"): it may name what a spelled-out name names. */
function isAcronym(name: string): boolean {
  return name.split(' ').some((w) => {
    const upper = w.match(/\p{Lu}/gu)?.length ?? 0;
    const letters = w.match(/\p{L}/gu)?.length ?? 0;
    return upper >= 2 && upper >= 0.6 * letters;
  });
}

/** The abbreviation of a name's words, with or without dots ("United States" → "US", "U.S."), as a pattern to find in text. */
export function abbreviationPattern(words: readonly string[]): RegExp {
  const initials = words.map((w) => escapeRegExp(w[0] ?? ''));
  return new RegExp(`\\b${initials.join('\\.?')}\\.?(?![\\p{L}])`, 'u');
}

/**
 * One name may abbreviate the other: an acronym against a spelled-out name of three or more
 * words ("COVID-19" / "Severe Acute Respiratory Syndrome"), a nationality ("US" / "American"), or
 * of its initials ("MC" / "Marvel Comics"); not "DC" against "Marvel Comics", nor "HBO" against "Netflix".
 */
export function mayAbbreviate(a: string, b: string): boolean {
  const initials = (n: string) => n.split(/\s+/).map((w) => w[0] ?? '').join('').toUpperCase();
  const letters = (n: string) => n.replace(/[^\p{Lu}]/gu, '');
  const one = (x: string, y: string) => isAcronym(x) && !isAcronym(y)
    && (y.split(' ').length >= 3 || /^\p{Lu}\p{Ll}+(?:an|ish|ese|ian|i|ic)$/u.test(y) || letters(x) === initials(y));
  return one(a, b) || one(b, a);
}

/**
 * Two forms of one name: the same letters ("J.D. Salinger" / "J. D. Salinger"), the words of one
 * among the other's ("Kennedy" / "John F. Kennedy"), or a shared word beside an acronym ("Ingush
 * ASSR" / "Ingush Autonomous"). "Rick Ayer" / "David Ayer" and "Indian Navy" / "Indian Army"
 * share a word but are two names.
 */
export function shareWord(a: string, b: string): boolean {
  const norm = (w: string) => foldAccents(w).replace(/[^\p{L}\d]/gu, '');
  if (norm(a) === norm(b)) return true;
  const words = (n: string) => n.split(/[\s-]+/).map(norm).filter((w) => w.length > 1);
  const aw = words(a);
  const bw = words(b);
  const has = (ws: string[], w: string) => ws.some((x) => sameWord(x, w));
  const shared = aw.some((w) => has(bw, w));
  if (shared && (isAcronym(a) || isAcronym(b))) return true;
  return aw.every((w) => has(bw, w)) || bw.every((w) => has(aw, w));
}

/** One word, perhaps misspelt: "Brain" / "Brian", "Bieniewski" / "Bieniewicz" (diacritics are already gone). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4) return false;
  if ([...a].sort().join('') === [...b].sort().join('')) return true;
  let prefix = 0;
  while (prefix < a.length && a[prefix] === b[prefix]) prefix++;
  return prefix >= 6 || editDistance(a, b) <= Math.floor(Math.min(a.length, b.length) / 4);
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length] ?? 0;
}
