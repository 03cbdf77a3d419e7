import { describe, expect, it } from 'vitest';
import type { Lexicon, NlpToken } from '../types.ts';
import { phrasesOf } from './phrase-match.ts';

/** A lexicon that knows two phrases, with the synonyms given. */
const lexicon: Lexicon = {
  relation: () => null,
  expansions: (a) => ({ give_notice: ['notify'], right_away: ['immediately'], turn_off: ['switch_off'] } as Record<string, string[]>)[a] ?? [],
};

function tokens(text: string, pos: Record<string, string> = {}): NlpToken[] {
  return text.split(' ').map((w, i) => ({ text: w, normal: w.toLowerCase(), lemma: w === 'gave' ? 'give' : w.toLowerCase(), pos: pos[w] ?? 'X', start: i, end: i + w.length } as unknown as NlpToken));
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

  it('finds a phrasal verb split by a short object, and not across a longer or other run', () => {
    const tags = { turn: 'VERB', the: 'DET', heater: 'NOUN', off: 'ADP', quickly: 'ADV', big: 'ADJ', old: 'ADJ' };
    expect(phrasesOf(lexicon, tokens('turn the heater off', tags))).toEqual([{ phrase: 'turn_off', words: ['turn', 'off'] }]);
    expect(phrasesOf(lexicon, tokens('turn the big old heater off', tags))).toEqual([]);
    expect(phrasesOf(lexicon, tokens('turn quickly off', tags))).toEqual([]);
  });
});
