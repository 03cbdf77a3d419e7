/**
 * Whether a text names a name in a looser form than letter for letter: with a first or middle
 * name inserted ("Mayor Ortiz" / "Mayor Lina Ortiz"), or with an acronym of it spelled out
 * ("SAML SSO" / "SAML single sign-on", "CEO Priya Nandakumar" / "Chief executive Priya
 * Nandakumar", "IP" / "intellectual property").
 */
import { isAcronymWord, spelledOutEverywhere } from './acronyms.ts';

/** Capitalised words that may stand between two words of a name (a first or middle name, an initial). */
const MAX_INSERTED = 2;

const bare = (w: string) => w.toLowerCase().replace(/^[^\p{L}\d]+|(?:'s|’s)?[^\p{L}\d]*$/gu, '');

/** Whether `text` names `name` (one to five words) as above; never for a one-word name that is not an acronym. */
export function namesLoosely(text: string, name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return false;
  let norm = text;
  for (const w of words) if (isAcronymWord(w)) norm = norm.replace(spelledOutEverywhere(w), w);
  if (words.length === 1) return isAcronymWord(words[0] ?? '') && norm !== text && new RegExp(`(?<![\\p{L}])${words[0]}(?![\\p{L}])`, 'u').test(norm);
  const tokens = norm.split(/[\s()"“”]+/).filter(Boolean);
  const want = words.map(bare);
  for (let i = 0; i < tokens.length; i++) {
    if (bare(tokens[i] ?? '') !== want[0]) continue;
    let j = i + 1;
    let k = 1;
    let inserted = 0;
    while (k < want.length && j < tokens.length) {
      const t = tokens[j] ?? '';
      // A sentence or a list breaks between two words ("the Mayor. Ortiz left", "John, Smith"), unless the word before is an initial ("J. K.").
      if (/[.,;:!?]$/.test(tokens[j - 1] ?? '') && !/^\p{Lu}\.$/u.test(tokens[j - 1] ?? '')) break;
      if (bare(t) === want[k]) {
        k++;
        inserted = 0;
      } else if (inserted < MAX_INSERTED && /^\p{Lu}/u.test(t)) {
        inserted++;
      } else break;
      j++;
    }
    if (k === want.length) return true;
  }
  return false;
}
