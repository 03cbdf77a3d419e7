/**
 * A capital letter that labels the thing the word before it names ("Grade B", "Plan A",
 * "Vitamin C", "Zone D"): a name, read as a proper noun and never a stop word, so that a row
 * "Grade B employees receive 25 days" is told from "Grade C employees receive 28 days". The tagger
 * reads the "A" of "Grade A" as the article; "I" is always the pronoun.
 */
import type { NlpToken } from '../types.ts';

/** A single capital letter other than "I". */
const LETTER = /^[A-HJ-Z]$/;
/** A capitalised word of two or more letters. */
const CAPITALISED = /^\p{Lu}\p{L}+$/u;

/** Whether `token` is such a label letter (after `labelLetters`). */
export function isLabelLetter(token: NlpToken): boolean {
  return token.kind === 'word' && LETTER.test(token.text) && token.pos === 'PROPN';
}

/**
 * The tokens with each capital letter right after a capitalised word read as a label: a proper
 * noun, not a stop word. Any other capital letter the tagger calls a proper noun ("groups A to C")
 * is read as no word (`X`), as a lone letter always was.
 */
export function labelLetters(tokens: NlpToken[]): NlpToken[] {
  if (!tokens.some((t) => LETTER.test(t.text))) return tokens;
  return tokens.map((t, i) => {
    if (!LETTER.test(t.text) || t.kind !== 'word') return t;
    const before = tokens[i - 1];
    if (before && before.kind === 'word' && CAPITALISED.test(before.text) && before.end === t.start - 1) return { ...t, pos: 'PROPN', isStop: false };
    return t.pos === 'PROPN' ? { ...t, pos: 'X' } : t;
  });
}
