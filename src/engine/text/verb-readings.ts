/**
 * Plural nouns that are also verbs, read as the verb where a preposition, a figure or a time
 * follows: "bus 42 leaves at 10:40" (the tagger's "leaf", a noun, left the clause without a verb,
 * so it was neither split off nor matched with "departs"). Applied to every text a check reads.
 */
import type { Nlp, NlpToken } from '../types.ts';
import { labelLetters } from './label-letters.ts';

const VERB_READING: Record<string, string> = { leaves: 'leave', lives: 'live' };
/** What follows such a word when it is the verb. */
const AFTER_VERB = /^(?:at|from|on|every|each|for|after|before|in|by|around|about|within|with|early|late|daily|weekly|hourly|immediately|shortly|soon|promptly|twice|once)$/;

/** The tokens with such a plural noun read as its verb where a preposition or a figure follows it. */
export function verbReadings(tokens: NlpToken[]): NlpToken[] {
  if (!tokens.some((t) => VERB_READING[t.normal.toLowerCase()] !== undefined)) return tokens;
  return tokens.map((t, i) => {
    const verb = VERB_READING[t.normal.toLowerCase()];
    const next = tokens[i + 1];
    if (!verb || !next || !(AFTER_VERB.test(next.normal.toLowerCase()) || next.pos === 'NUM')) return t;
    return { ...t, lemma: verb, pos: 'VERB' };
  });
}

/** `nlp` with those readings, and label letters ("Grade B", `label-letters.ts`), applied to what it returns. */
export function withVerbReadings(nlp: Nlp): Nlp {
  return {
    analyse(text) {
      const analysis = nlp.analyse(text);
      return { ...analysis, tokens: labelLetters(verbReadings(analysis.tokens)) };
    },
  };
}
