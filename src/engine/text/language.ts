/**
 * Whether the engine can check an answer's language (English only, for now). An answer is
 * refused only on evidence of another language: mostly non-Latin letters, or more function
 * words of French, Spanish, German, Italian, Portuguese or Dutch than of English. A list of
 * names or a short phrase is English enough.
 */
import type { NlpToken } from '../types.ts';

const MIN_WORDS = 4; // lower-case words
const MIN_FOREIGN_SHARE = 0.15;
/** Common function words of other Latin-script languages that are not English words too ("per", "do", "van", "met" are). */
const FOREIGN = new Set([
  'le', 'la', 'les', 'des', 'est', 'et', 'un', 'une', 'du', 'que', 'qui', 'pour', 'avec', 'dans', 'sur', 'par', 'pas', 'été', 'il', 'elle', 'au', 'aux', 'ce', 'cette', 'sont', 'mais', 'ou', 'où', 'très',
  'el', 'los', 'las', 'es', 'y', 'del', 'por', 'para', 'una', 'se', 'su', 'al', 'como', 'más', 'fue', 'muy', 'pero', 'sus', 'entre', 'desde', 'está', 'también',
  'der', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'mit', 'von', 'zu', 'dem', 'auf', 'für', 'sich', 'auch', 'wurde', 'wird', 'sind', 'einer', 'nach', 'bei', 'aus', 'im',
  'di', 'che', 'è', 'e', 'non', 'sono', 'della', 'nel', 'gli', 'dei', 'delle', 'anche', 'più', 'alla',
  'os', 'uma', 'não', 'com', 'da', 'em', 'é', 'foi', 'mais', 'dos', 'das', 'pelo', 'pela',
  'het', 'een', 'niet', 'voor', 'zijn', 'werd', 'ook', 'wordt', 'naar', 'dat',
]);

/** Words of short answers in those languages ("Sí", "Oui, 30 jours", "Ja, innerhalb von 30 Tagen"). */
const SHORT_FOREIGN = new Set([
  'sí', 'oui', 'ja', 'nein', 'nee', 'sim', 'não', 'no', 'días', 'dias', 'jours', 'tage', 'tagen', 'giorni', 'dagen', 'meses', 'mois', 'monate',
  'monaten', 'mesi', 'semanas', 'semaines', 'wochen', 'settimane', 'horas', 'heures', 'stunden', 'ore', 'innerhalb', 'entro', 'dentro', 'dans',
  'binnen', 'hasta', 'jusqu', 'puede', 'peut', 'kann', 'può', 'pode', 'kan', 'años', 'ans', 'jahre', 'anni', 'jaar', 'euros', 'gratis', 'gratuit',
  'kostenlos', 'gratuito', 'aucun', 'ninguno', 'keine', 'nessuno',
]);

function isForeign(w: string): boolean {
  return FOREIGN.has(w) || (SHORT_FOREIGN.has(w) && w !== 'no') || /[à-öø-ÿ]/.test(w);
}

/** A short answer whose lower-case words are foreign and none is an English function word. */
function shortForeign(words: readonly NlpToken[]): boolean {
  const lower = words.map((t) => t.normal.toLowerCase());
  const foreign = lower.filter(isForeign).length;
  const english = words.filter((t) => t.isStop && !FOREIGN.has(t.normal.toLowerCase()) && !SHORT_FOREIGN.has(t.normal.toLowerCase())).length;
  // Name particles ("de", "von") and accents ("café") alone do not make a short answer foreign:
  // it needs a word only a short foreign answer has ("sí", "oui", "jours").
  const distinct = lower.some((w) => SHORT_FOREIGN.has(w) && w !== 'no');
  return distinct && foreign > 0 && english === 0 && foreign * 2 >= lower.length;
}

/** Null when the answer can be checked, else the reason it cannot. */
export function unsupportedLanguage(text: string, tokens: readonly NlpToken[]): string | null {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /[A-Za-z\u00C0-\u024F]/.test(c)).length;
  if (letters.length > 0 && latin / letters.length < 0.5) return 'The answer is not in a language ground can check (English only).';
  // Lower-case words only: names keep their particles ("Marquis de Lafayette", "Las Vegas").
  const words = tokens.filter((t) => t.kind === 'word' && /^\p{Ll}+$/u.test(t.text));
  // A short answer: its first word counts even when capitalised, if it is a short answer's word
  // ("Sí, ...", "Oui."), not the start of a name ("La Plaza Mall", "Las Vegas").
  const first = tokens.find((t) => t.kind === 'word');
  const short = first && !words.includes(first) && SHORT_FOREIGN.has(first.normal.toLowerCase()) ? [first, ...words] : words;
  if (words.length < MIN_WORDS) return shortForeign(short) ? 'The answer does not read as English; ground checks English only.' : null;
  // Function words of another language, not accents alone ("The café's secret lair" is English).
  const functionWord = (w: string) => FOREIGN.has(w) || (SHORT_FOREIGN.has(w) && w !== 'no');
  const foreign = words.filter((t) => functionWord(t.normal.toLowerCase())).length;
  const english = words.filter((t) => t.isStop && !functionWord(t.normal.toLowerCase())).length;
  return foreign / words.length >= MIN_FOREIGN_SHARE && foreign > english ? 'The answer does not read as English; ground checks English only.' : null;
}
