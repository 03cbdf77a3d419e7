/**
 * The only module that imports wink-nlp: adapts it to the engine's `Nlp` interface, with
 * token offsets in Unicode code points. Only tokens are read: the engine splits sentences itself
 * and uses no wink entities.
 *
 * An analysis depends on its text alone. wink-nlp files every word it does not know (a name,
 * "Paul's") in its lexicon when it reads a document, and its tokenizer keeps a word whole once it
 * is there: after a text with "Paul's," every later "Paul's desire" gave the token "Paul's", not
 * "Paul" + "'s", so a long-lived engine (the server's workers) scored an answer by what it had
 * checked before. `analyse` therefore forgets every entry its document added (`forgetAdditions`)
 * once the tokens are read. Within one check too: the answer, read first, no longer decides how
 * its passages are split (of 5,241 report examples one moved: WiCE test00224, 0.207 -> 0.236).
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { Nlp, NlpAnalysis, NlpToken } from '../engine/types.ts';
import { utf16ToCodePointTable } from '../engine/text/code-points.ts';
import { isLabelNoun } from '../engine/text/split-sentences.ts';

/** One value table of wink's core model (the lexicon, or a packed feature such as a word's shape). */
export interface WinkFeature {
  hash: Record<string, number>;
  list: string[];
  index: number;
  intrinsicSize?: number;
}

/** The part of wink's core model that reading a document grows. */
export interface WinkCore {
  features: Record<string, WinkFeature | undefined>;
}

/** The sizes of the value tables before a document is read. */
export type WinkMark = Map<WinkFeature, number>;

/**
 * wink leaves the lexicon's list (not its lookup table) longer by the words each document added:
 * their properties are stored by position, so the list cannot be cut back. Past this many stale
 * entries (about 15 MB; 1,500 AggreFact checks leave some 80,000) the wink instance is built
 * afresh, about 0.3 s once in thousands of checks.
 */
export const MAX_STALE_WORDS = 200_000;

/** The sizes of every growable table of `core`, to roll back to after a document. */
export function markWink(core: WinkCore): WinkMark {
  const mark: WinkMark = new Map();
  for (const f of Object.values(core.features)) if (f && typeof f.index === 'number' && Array.isArray(f.list) && f.hash) mark.set(f, f.list.length);
  return mark;
}

/**
 * Makes `core` look up words as it did at `mark`: every value a document added leaves the lookup
 * tables. Feature tables (prefix, suffix, shape) are cut back to their size at `mark`, since only
 * the forgotten words point at their new values (left to grow, they would overflow the bits wink
 * packs them in, 8,191 prefixes or 16,383 shapes); the lexicon's list keeps its entries (see
 * `MAX_STALE_WORDS`). Returns the number of stale lexicon entries.
 */
export function forgetAdditions(core: WinkCore, mark: WinkMark): number {
  const lexeme = core.features.lexeme;
  for (const [f, size] of mark) {
    for (let i = size; i < f.list.length; i++) {
      const value = f.list[i] as string;
      if (f.hash[value] === i) delete f.hash[value];
    }
    if (f !== lexeme) {
      f.list.length = size;
      f.index = size;
    }
  }
  return lexeme ? lexeme.list.length - (lexeme.intrinsicSize ?? lexeme.list.length) : 0;
}

/** The adapter, with the number of times its wink instance was built afresh (see `MAX_STALE_WORDS`). */
export interface WinkNlp extends Nlp {
  readonly rebuilds: number;
}

/**
 * wink's `metaCER()` (custom entities, unused here) replaces its module's copy with its JSON text
 * on every call, so the text doubles its escapes with each instance built and about the
 * twentieth `winkNLP(model)` of a process throws RangeError. Built once, it is shared.
 */
let metaCER: unknown = null;
const sharedMetaCER = (): unknown => (metaCER ??= (model.metaCER as () => unknown)());

/**
 * Loads wink-nlp with its English model (about 0.3 s, once per process or worker).
 * `maxStaleWords` (tests) overrides `MAX_STALE_WORDS`.
 */
export function createWinkNlp(options: { maxStaleWords?: number } = {}): WinkNlp {
  const maxStale = options.maxStaleWords ?? MAX_STALE_WORDS;
  let core: WinkCore | null = null;
  // The same model, with its core (the tables a document grows) kept within reach.
  const source = { ...model, metaCER: sharedMetaCER, core: () => (core = (model.core as () => WinkCore)()) };
  let nlp = winkNLP(source);
  let rebuilds = 0;
  return {
    get rebuilds() {
      return rebuilds;
    },
    analyse(text: string): NlpAnalysis {
      const its = nlp.its;
      const mark = core ? markWink(core) : null;
      const tokens: NlpToken[] = [];
      try {
        const doc = nlp.readDoc(text);
        const cp = utf16ToCodePointTable(text);
        // wink keeps each token's preceding whitespace; walking them reproduces the offsets.
        let at = 0;
        const raw = doc.tokens();
        const texts = raw.out() as string[];
        const spaces = raw.out(its.precedingSpaces) as string[];
        const normals = raw.out(its.normal) as string[];
        const lemmas = raw.out(its.lemma as unknown as typeof its.normal) as string[];
        const pos = raw.out(its.pos) as string[];
        const stops = raw.out(its.stopWordFlag) as boolean[];
        const kinds = raw.out(its.type) as string[];
        texts.forEach((t, i) => {
          const found = text.indexOf(t, at + (spaces[i]?.length ?? 0));
          const start = found >= 0 ? found : at;
          at = start + t.length;
          // "Policy B." at the end of a sentence: wink reads the letter and the full stop as one
          // initial; after a label noun it is the label "B" and the sentence's full stop.
          if (/^\p{Lu}\.$/u.test(t) && isLabelNoun(texts[i - 1] ?? '')) {
            tokens.push({ text: t.slice(0, 1), start: cp[start] ?? 0, end: cp[start + 1] ?? 0, normal: t.slice(0, 1).toLowerCase(), lemma: t.slice(0, 1), pos: 'PROPN', isStop: false, kind: 'word' });
            tokens.push({ text: '.', start: cp[start + 1] ?? 0, end: cp[Math.min(at, text.length)] ?? 0, normal: '.', lemma: '.', pos: 'PUNCT', isStop: false, kind: 'punctuation' });
            return;
          }
          tokens.push({
            text: t, start: cp[start] ?? 0, end: cp[Math.min(at, text.length)] ?? 0,
            normal: normals[i] ?? t.toLowerCase(), lemma: lemmas[i] ?? t, pos: pos[i] ?? 'X',
            isStop: stops[i] ?? false, kind: kinds[i] ?? 'word',
          });
        });
      } finally {
        if (core && mark && forgetAdditions(core, mark) > maxStale) {
          nlp = winkNLP(source);
          rebuilds++;
        }
      }
      return { tokens };
    },
  };
}
