/**
 * A small stand-in for wink-nlp in engine unit tests, where the model is not the point:
 * regex tokens with code point offsets, a few function words, crude POS (capitalised -> PROPN,
 * "-ed" and a short verb list -> VERB). Not used in production.
 */
import type { Nlp, NlpToken } from '../types.ts';

const STOP = new Set(['the', 'a', 'an', 'is', 'are', 'was', 'were', 'be', 'of', 'in', 'on', 'at', 'by', 'to', 'for', 'and', 'or', 'but', 'it', 'its', 'this', 'that', 'with', 'from', 'has', 'have', 'had', 'not', 'no', 'so', 'there', 'they', 'he', 'she', 'we', 'i', 'you', 'which', 'who']);
const AUX = new Set(['is', 'are', 'was', 'were', 'be', 'has', 'have', 'had', 'does', 'do', 'did', 'should', 'can', 'will']);
const VERBS = new Set(['opened', 'built', 'took', 'rose', 'fell', 'grew', 'sank', 'left', 'costs', 'cost', 'live', 'lives', 'visit', 'say', 'says']);
const ADP = new Set(['of', 'in', 'on', 'at', 'by', 'to', 'for', 'with', 'from']);
const TOKEN = /\d[\d,.]*\d|\d|\p{L}[\p{L}'’]*|[^\s\p{L}\d]/gu;

function posOf(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (/^\d/.test(word)) return 'NUM';
  if (!/\p{L}/u.test(word)) return 'PUNCT';
  if (AUX.has(lower)) return 'AUX';
  if (ADP.has(lower)) return 'ADP';
  if (lower === 'and' || lower === 'or' || lower === 'but') return 'CCONJ';
  if (['the', 'a', 'an', 'this', 'that'].includes(lower)) return 'DET';
  if (['it', 'they', 'he', 'she', 'we', 'i', 'you', 'which', 'who'].includes(lower)) return 'PRON';
  if (lower === 'not') return 'PART';
  if (VERBS.has(lower) || (lower.endsWith('ed') && lower.length > 4)) return 'VERB';
  if (/^\p{Lu}/u.test(word) && !first) return 'PROPN';
  return 'NOUN';
}

/** The fake model. `analysed` counts calls per text, so tests can check "analysed once". */
export function createFakeNlp(): Nlp & { analysed: Map<string, number> } {
  const analysed = new Map<string, number>();
  return {
    analysed,
    analyse(text: string) {
      analysed.set(text, (analysed.get(text) ?? 0) + 1);
      const tokens: NlpToken[] = [];
      let cp = 0;
      let at = 0;
      for (const m of text.matchAll(TOKEN)) {
        cp += Array.from(text.slice(at, m.index)).length;
        const len = Array.from(m[0]).length;
        const lower = m[0].toLowerCase();
        const pos = posOf(m[0], tokens.length === 0);
        tokens.push({
          text: m[0], start: cp, end: cp + len, normal: lower, lemma: lower, pos, isStop: STOP.has(lower),
          kind: pos === 'NUM' ? 'number' : pos === 'PUNCT' ? 'punctuation' : 'word',
        });
        cp += len;
        at = m.index + m[0].length;
      }
      return { tokens };
    },
  };
}
