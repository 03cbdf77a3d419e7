import { describe, expect, it } from 'vitest';
import type { Lexicon, NlpToken } from '../types.ts';
import { phrasesOf } from './phrase-match.ts';

/** A lexicon that knows two phrases, with the synonyms given. */
const lexicon: Lexicon = {
  relation: () => null,
  expansions: (a) => ({ give_notice: ['notify'], right_away: ['immediately'] } as Record<string, string[]>)[a] ?? [],
};

function tokens(text: string): NlpToken[] {
  return text.split(' ').map((w, i) => ({ text: w, normal: w.toLowerCase(), lemma: w === 'gave' ? 'give' : w.toLowerCase(), pos: 'X', start: i, end: i + w.length } as unknown as NlpToken));
}

describe('phrasesOf', () => {
  it('finds a known phrase from the lemma of its first word and the forms of the rest', () => {
    expect(phrasesOf(lexicon, tokens('She gave notice right away'))).toEqual([
      { phrase: 'give_notice', words: ['give', 'notice'] },
      { phrase: 'right_away', words: ['right', 'away'] },
    ]);
  });

  it('does not join words across punctuation or numbers', () => {
    expect(phrasesOf(lexicon, tokens('gave , notice'))).toEqual([]);
    expect(phrasesOf(lexicon, tokens('right 2 away'))).toEqual([]);
  });
});
