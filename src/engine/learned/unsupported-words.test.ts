import { describe, expect, it } from 'vitest';
import { extractFeatures, indexContext } from './features.ts';
import { createLexicon } from './lexicon.ts';
import { TOKEN_FEATURES, TOKEN_WIDTH, extractTokenFeatures } from './token-features.ts';
import { isUnsupportedWordsLayer, unsupportedWords, type UnsupportedWordsLayer } from './unsupported-words.ts';

const lexicon = createLexicon(null);

/**
 * A hand-set layer: logits (supported, -, unsupported) = (2 * exact_any, -50, 1 + capital).
 * A word found in the passages: P(unsupported) = e^1 / (e^2 + e^1) = 0.27, below the 0.5 cut;
 * one not found: e^1 / (1 + e^1) = 0.73; a capitalised one not found: e^2 / (1 + e^2) = 0.88.
 */
function layer(): UnsupportedWordsLayer {
  const row = (set: Record<string, number>): number[] => Array.from({ length: TOKEN_WIDTH }, (_, i) => set[TOKEN_FEATURES[i] ?? ''] ?? 0);
  return {
    model: {
      features: [...TOKEN_FEATURES], mean: new Array<number>(TOKEN_WIDTH).fill(0), std: new Array<number>(TOKEN_WIDTH).fill(1),
      layers: [{ w: [row({ exact_any: 2 }), row({}), row({ capital: 1 })], b: [0, -50, 1] }],
    },
    cut: 0.5,
  };
}

function named(claim: string, passages: string[]): string[] {
  const ctx = indexContext(passages, lexicon);
  return unsupportedWords(layer(), claim, extractTokenFeatures(claim, ctx, lexicon, extractFeatures(claim, ctx, lexicon).bestSentence));
}

describe('unsupportedWords', () => {
  const passages = ['The hotel offers breakfast to every guest.'];

  it('names the words no passage has, joining neighbours into one phrase', () => {
    expect(named('The hotel offers a free airport shuttle to every guest.', passages)).toEqual(['free airport shuttle']);
  });

  it('puts the likeliest first (here a name) and names at most three', () => {
    expect(named('The hotel offers breakfast, lunch, dinner, spa and Pilates.', passages)).toEqual(['Pilates', 'lunch', 'dinner']);
  });

  it('never names a negation or a pronoun contraction, and does not join across them', () => {
    // "not", "you'd" and "we'll" are unsupported here, yet never named; "like" and "free" are.
    expect(named("You'd like that we'll not charge for breakfast, free.", passages)).toEqual(['like', 'charge', 'free']);
  });

  it('names nothing when every word is in the passages', () => {
    expect(named('Every guest gets breakfast at the hotel.', passages)).toEqual(['gets']);
    expect(named('The hotel offers breakfast.', passages)).toEqual([]);
  });

  it('recognises a stored layer and rejects one of the wrong width', () => {
    expect(isUnsupportedWordsLayer(layer())).toBe(true);
    expect(isUnsupportedWordsLayer({ cut: 0.5, model: { ...layer().model, mean: [0] } })).toBe(false);
    expect(isUnsupportedWordsLayer(null)).toBe(false);
  });
});
