/** Whether the engine can check an answer's language (English only, for now). */
import type { NlpToken } from './types.ts';

const MIN_WORDS = 6;
const MIN_STOP_SHARE = 0.15;

/**
 * Null when the answer can be checked, else the reason it cannot: mostly non-Latin letters, or
 * (for six words or more) too few English function words.
 */
export function unsupportedLanguage(text: string, tokens: readonly NlpToken[]): string | null {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /[A-Za-z\u00C0-\u024F]/.test(c)).length;
  if (letters.length > 0 && latin / letters.length < 0.5) return 'The answer is not in a language ground can check (English only).';
  const words = tokens.filter((t) => t.kind === 'word' && /^\p{L}+$/u.test(t.text));
  if (words.length < MIN_WORDS) return null;
  const stops = words.filter((t) => t.isStop).length;
  return stops / words.length < MIN_STOP_SHARE ? 'The answer does not read as English; ground checks English only.' : null;
}
