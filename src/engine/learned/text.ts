/**
 * Text handling of the learned verifier: a small, deterministic tokenizer, stemmer and sentence
 * splitter. It is self-contained (no wink-nlp) so that training, the benchmark and a check all
 * see the same tokens, and so features can be computed without an Nlp being passed in.
 */
import { wordTable } from '../word-table.ts';

/** One token of a claim or a passage. */
export interface Token {
  /** Lower-cased surface form (numbers without thousands separators). */
  norm: string;
  /** Where the token starts in the text it was read from (UTF-16 offset). */
  at: number;
  /** Where it ends there, as written ("1,200" ends after its last digit, whatever `norm` drops). */
  end: number;
  /** Crude stem of `norm`, used for lexical matching. */
  stem: string;
  /** A content word: not a stop word, and a number or at least two characters. */
  content: boolean;
  isNumber: boolean;
  /** Starts with a capital letter and is not the first token of its sentence. */
  capital: boolean;
  negation: boolean;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu;
const NUMBER = /^\d[\d,]*(?:\.\d+)?$/;

const STOP = new Set(('a an the and or but if then else of to in on at by for with from into onto over under about as ' +
  'is are was were be been being am do does did done has have had having it its it\'s this that these those there here ' +
  'he she they we you i me him her them us my your his their our which who whom whose what when where why how ' +
  'will would can could shall should may might must also than so such very just only some any each all both more most ' +
  'other another same up down out off again further once s t').split(' '));

/** A stop word of the verifier's tokenizer ("the", "you", "will", ...). */
export function isStopWord(norm: string): boolean {
  return STOP.has(norm);
}

const NEGATION = new Set(['not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'cannot', 'without',
  'n\'t', 'isn\'t', 'wasn\'t', 'aren\'t', 'weren\'t', 'don\'t', 'doesn\'t', 'didn\'t', 'won\'t', 'can\'t', 'couldn\'t',
  'shouldn\'t', 'wouldn\'t', 'hasn\'t', 'haven\'t', 'hadn\'t']);

// "one" is left out: "the only one", "one of five" are rarely a count.
const NUMBER_WORDS: Record<string, string> = wordTable({
  zero: '0', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17',
  eighteen: '18', nineteen: '19', twenty: '20', thirty: '30', forty: '40', fifty: '50', hundred: '100',
});

/** Strips common English suffixes: `studies` -> `study`, `played` -> `play`, `running` -> `runn`. */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 4 && (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('sses') || w.endsWith('xes'))) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  return w;
}

/** Tokenizes one sentence (or any text: only the first token is treated as sentence-initial). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    let norm = raw.toLowerCase().replace(/’/g, '\'');
    const numeric = NUMBER.test(norm);
    if (numeric) norm = norm.replace(/,/g, '').replace(/\.0+$/, '');
    else if (norm in NUMBER_WORDS) norm = NUMBER_WORDS[norm] ?? norm;
    const isNumber = numeric || /^\d+$/.test(norm);
    const negation = NEGATION.has(norm) || norm.endsWith('n\'t');
    const first = raw.charAt(0);
    out.push({
      norm,
      at: m.index,
      end: m.index + raw.length,
      stem: isNumber ? norm : stem(norm),
      content: !STOP.has(norm) && !negation && (isNumber || norm.length > 1),
      isNumber,
      capital: out.length > 0 && first !== first.toLowerCase() && first === first.toUpperCase(),
      negation,
    });
  }
  return out;
}

/**
 * Splits text into sentences at `.`, `!` or `?` followed by space and an upper-case letter,
 * digit or quote, and at line breaks. Abbreviations such as `Dr.` or `U.S.` are kept whole.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    const re = /[.!?]["'”’)]?\s+(?=["'“(]?[\p{Lu}\d])/gu;
    for (const m of line.matchAll(re)) {
      const end = (m.index ?? 0) + m[0].trimEnd().length;
      const before = line.slice(start, end);
      // Do not split after a short abbreviation ("Dr.", "St.", "U.S.") or an initial ("J.").
      if (/(?:^|\s)(?:[A-Z][a-z]{0,2}|[A-Z](?:\.[A-Z])+|[a-z]{1,3})\.$/.test(before.trim()) && !/\d\.$/.test(before)) continue;
      if (before.trim()) out.push(before.trim());
      start = end;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}
