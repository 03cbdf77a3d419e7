import { describe, expect, it } from 'vitest';
import { indexPlainWords, scoreWordOverlap } from './word-overlap.ts';

describe('scoreWordOverlap', () => {
  it('is the share of content words found, stopwords and case aside', () => {
    expect(scoreWordOverlap('Paris is in Spain', indexPlainWords(['Paris is in France.']))).toBe(0.5);
    expect(scoreWordOverlap('The BOOKS were sold', indexPlainWords(['A book sold well.']))).toBe(1);
    expect(scoreWordOverlap('the glass', indexPlainWords(['glas']))).toBe(0);
  });

  it('gives 1 to a claim with no content words', () => {
    expect(scoreWordOverlap('It is what it is.', indexPlainWords(['Anything.']))).toBe(1);
  });
});
