/**
 * Whether the engine can check an answer's language (English only, for now). An answer is
 * refused only on evidence of another language: mostly non-Latin letters, or more function
 * words of French, Spanish, German, Italian, Portuguese or Dutch than of English. A list of
 * names or a short phrase is English enough.
 */
import type { NlpToken } from './types.ts';

const MIN_WORDS = 4; // lower-case words
const MIN_FOREIGN_SHARE = 0.15;
/** Common function words of other Latin-script languages that are not English words too. */
const FOREIGN = new Set([
  'le', 'la', 'les', 'des', 'est', 'et', 'un', 'une', 'du', 'que', 'qui', 'pour', 'avec', 'dans', 'sur', 'par', 'pas', 'été', 'il', 'elle', 'au', 'aux', 'ce', 'cette', 'sont', 'mais', 'ou', 'où', 'très',
  'el', 'los', 'las', 'es', 'y', 'del', 'por', 'con', 'para', 'una', 'se', 'su', 'al', 'como', 'más', 'fue', 'muy', 'pero', 'sus', 'entre', 'desde', 'está', 'también',
  'der', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'mit', 'von', 'zu', 'den', 'dem', 'auf', 'für', 'sich', 'auch', 'wurde', 'wird', 'sind', 'einer', 'nach', 'bei', 'aus', 'im',
  'di', 'che', 'è', 'e', 'per', 'non', 'sono', 'della', 'nel', 'gli', 'dei', 'delle', 'anche', 'più', 'alla',
  'os', 'um', 'uma', 'não', 'com', 'do', 'da', 'em', 'é', 'foi', 'mais', 'dos', 'das', 'pelo', 'pela',
  'het', 'een', 'van', 'niet', 'op', 'met', 'voor', 'zijn', 'werd', 'ook', 'wordt', 'naar', 'dat',
]);

/** Null when the answer can be checked, else the reason it cannot. */
export function unsupportedLanguage(text: string, tokens: readonly NlpToken[]): string | null {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /[A-Za-z\u00C0-\u024F]/.test(c)).length;
  if (letters.length > 0 && latin / letters.length < 0.5) return 'The answer is not in a language ground can check (English only).';
  // Lower-case words only: names keep their particles ("Marquis de Lafayette", "Las Vegas").
  const words = tokens.filter((t) => t.kind === 'word' && /^\p{Ll}+$/u.test(t.text));
  if (words.length < MIN_WORDS) return null;
  const foreign = words.filter((t) => FOREIGN.has(t.normal.toLowerCase())).length;
  const english = words.filter((t) => t.isStop && !FOREIGN.has(t.normal.toLowerCase())).length;
  return foreign / words.length >= MIN_FOREIGN_SHARE && foreign > english ? 'The answer does not read as English; ground checks English only.' : null;
}
