/**
 * A word's other forms in a text, as one pattern (pure).
 */
import { escapeRegExp } from '../escape-regexp.ts';

/**
 * A word's other forms in a text: a plural names its singular ("members" / "member"), and one form
 * of a verb or noun another ("driving" / "drive", "deductions" / "deducted", "requested" / "request",
 * "pregnancy" / "pregnant", "rashes" / "rash"), and a possessive its noun ("a doctor's note" / "a note from a doctor").
 */
export function wordFormPattern(word: string): RegExp {
  const stem = word.replace(/['’]s$/u, '').replace(/[.’']+$/u, '').replace(/(?<=\p{L}{4}[ae]n)cy$/u, '').replace(/(?<=\p{L}(?:sh|ch|x|ss|zz))es$/u, '').replace(/(?<=\p{L}{4})(?:ing|ed|ions?|s)$/u, '').replace(/(?<=\p{L}{3})s$/u, '');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(stem)}`, 'iu');
}

