import { describe, expect, it } from 'vitest';
import { splitSentences, stem, tokenize } from './text.ts';

describe('text', () => {
  it('stems plurals and verb endings', () => {
    expect(['studies', 'played', 'running', 'boxes', 'cats', 'bus', 'analysis'].map(stem))
      .toEqual(['study', 'play', 'runn', 'box', 'cat', 'bus', 'analysis']);
  });

  it('normalises numbers and marks negations, stop words and capitals', () => {
    expect(tokenize('the only one').map((x) => x.norm)).toEqual(['the', 'only', 'one']);
    const t = tokenize('The U.S. didn\'t sell 1,200 cars to Paris in two years.');
    expect(t.map((x) => x.norm)).toEqual(['the', 'u.s', 'didn\'t', 'sell', '1200', 'cars', 'to', 'paris', 'in', '2', 'years']);
    expect(t.find((x) => x.norm === 'didn\'t')?.negation).toBe(true);
    expect(t.find((x) => x.norm === '1200')?.isNumber).toBe(true);
    expect(t.find((x) => x.norm === '2')?.isNumber).toBe(true);
    expect(t.find((x) => x.norm === 'paris')?.capital).toBe(true);
    expect(t[0]?.capital).toBe(false);
    expect(t.filter((x) => x.content).map((x) => x.stem)).toEqual(['u.s', 'sell', '1200', 'car', 'paris', '2', 'year']);
  });

  it('keeps where each token starts in the text, so labelled spans can be matched to tokens', () => {
    // "Só 1,200 cars": "Só" at 0, "1,200" at 3 (normalised to 1200), "cars" at 9.
    expect(tokenize('Só 1,200 cars').map((x) => [x.norm, x.at])).toEqual([['só', 0], ['1200', 3], ['cars', 9]]);
  });

  it('splits sentences but not after abbreviations or inside decimals', () => {
    expect(splitSentences('Dr. Smith went to Washington. It was 3.5 km away! "Really?" Yes.\nNew line'))
      .toEqual(['Dr. Smith went to Washington.', 'It was 3.5 km away!', '"Really?"', 'Yes.', 'New line']);
  });
});
