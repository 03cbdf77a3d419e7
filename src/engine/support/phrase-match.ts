/**
 * Multi-word expressions the lexicon knows as one word: a claim's "straight away" is stated by a
 * window's "immediately", a claim's "notify" by a window's "give notice", "ahead" by "in
 * advance". WordNet lists such phrasal verbs and adverb and adjective phrases (`give_notice`,
 * `right_away`, `in_advance`); each is looked up as the lemma of its first word joined to the
 * others by "_".
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { Lexicon, NlpToken } from '../types.ts';
import { termOf } from '../text/unit-facts.ts';

/** Relations under which a phrase and a word say the same (as for single words). */
const SAYS = new Set(['synonym', 'related', 'broader']);
const MAX_WORDS = 3;

/** A phrase of a token list the lexicon knows, with the lemmas of the words it spans. */
export interface Phrase {
  phrase: string;
  words: string[];
}

/** The known phrases of two or three adjacent words in `tokens`, and phrasal verbs split by a short object. */
export function phrasesOf(lexicon: Lexicon, tokens: readonly NlpToken[]): Phrase[] {
  const out: Phrase[] = [];
  for (let k = 0; k + 1 < tokens.length; k++) {
    const first = tokens[k];
    if (!first || !/^\p{L}+$/u.test(first.text)) continue;
    let phrase = termOf(first);
    const words = [phrase];
    for (let n = 1; n < MAX_WORDS && k + n < tokens.length; n++) {
      const next = tokens[k + n];
      if (!next || !/^\p{L}+$/u.test(next.text)) break;
      phrase += `_${next.normal.toLowerCase()}`;
      words.push(termOf(next));
      // The lexicon caches its answers; a phrase it knows has synonyms or related forms.
      if (lexicon.expansions(phrase).length > 0) out.push({ phrase, words: [...words] });
      // Two words the lexicon knows written as one ("straight away" / "straightaway", "any more" / "anymore").
      const closed = `${first.normal}${next.normal}`.toLowerCase();
      if (n === 1 && lexicon.expansions(closed).length > 0) out.push({ phrase: closed, words: [...words] });
    }
    // A phrasal verb with its object inside ("take money out", "turn it off", "hand the keys back").
    if (first.pos !== 'VERB') continue;
    for (let gap = 1; gap <= 2; gap++) {
      const inside = tokens.slice(k + 1, k + 1 + gap);
      const particle = tokens[k + 1 + gap];
      if (!particle || !PARTICLES.has(particle.normal.toLowerCase()) || !inside.every((t) => OBJECT_POS.has(t.pos))) continue;
      const phrase = `${termOf(first)}_${particle.normal.toLowerCase()}`;
      if (lexicon.expansions(phrase).length > 0) out.push({ phrase, words: [termOf(first), termOf(particle)] });
    }
  }
  return out;
}

/** Particles that complete a phrasal verb after its object. */
const PARTICLES = new Set(['out', 'off', 'back', 'up', 'down', 'in', 'on', 'away', 'over']);
/** Words of a short object between a verb and its particle. */
const OBJECT_POS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM']);

const found = new WeakMap<readonly NlpToken[], { lexicon: Lexicon; phrases: Phrase[] }>();

/** `phrasesOf`, once per token list: a claim's or a sentence's coverage is measured window after window. */
function phrasesIn(lexicon: Lexicon, tokens: readonly NlpToken[]): Phrase[] {
  const hit = found.get(tokens);
  if (hit?.lexicon === lexicon) return hit.phrases;
  const phrases = phrasesOf(lexicon, tokens);
  found.set(tokens, { lexicon, phrases });
  return phrases;
}

/**
 * The claim words a phrase match states, each with the window word or phrase it matched: a claim
 * phrase that one window word says, or a claim word that one window phrase says.
 */
export function phraseMatches(index: ContextIndex, claimTokens: readonly NlpToken[], terms: ReadonlySet<string>, ids: readonly number[], windowWords: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const lexicon = index.lexicon;
  if (!lexicon) return out;
  for (const p of phrasesIn(lexicon, claimTokens)) {
    const said = windowWords.find((w) => SAYS.has(lexicon.relation(p.phrase, w) ?? ''));
    if (said) for (const w of p.words) out.set(w, said);
  }
  for (const id of ids) {
    for (const p of phrasesIn(lexicon, index.sentences[id]?.facts.tokens ?? [])) {
      for (const term of terms) {
        if (out.has(term) || p.words.includes(term)) continue;
        if (SAYS.has(lexicon.relation(term, p.phrase) ?? '')) out.set(term, p.phrase.replace(/_/g, ' '));
      }
    }
  }
  return out;
}
