import { describe, expect, it } from 'vitest';
import { contentWords, scoreOverlap } from './baseline-overlap.ts';

describe('word-overlap baseline', () => {
  it('drops stopwords and strips plurals', () => {
    expect(contentWords('The library holds 40,000 books.')).toEqual(['library', 'hold', '40', '000', 'book']);
  });

  it('scores the share of claim content words missing from all passages', () => {
    // content words: paris, spain; "spain" is missing -> 1/2
    expect(scoreOverlap({ claim: 'Paris is in Spain', passages: ['Paris is in France.'] })).toBe(0.5);
    // every content word appears across the two passages -> 0
    expect(scoreOverlap({ claim: 'Books about Paris', passages: ['A book.', 'In Paris.'] })).toBe(0);
    expect(scoreOverlap({ claim: 'It is.', passages: ['x'] })).toBe(0);
  });
});
