import { describe, expect, it } from 'vitest';
import { createWinkNlp } from './wink.ts';

const nlp = createWinkNlp();

describe('createWinkNlp', () => {
  it('gives token offsets in code points, so they slice the text to the token', () => {
    const text = '🗼 The tower (東京) was finished in 1889. It is 330 m tall — isn\'t it? 👩‍🔬 Yes.';
    const points = Array.from(text);
    const { tokens } = nlp.analyse(text);
    expect(tokens.length).toBeGreaterThan(10);
    for (const t of tokens) expect(points.slice(t.start, t.end).join('')).toBe(t.text);
    for (let i = 1; i < tokens.length; i++) expect(tokens[i]?.start).toBeGreaterThanOrEqual(tokens[i - 1]?.end ?? 0);
  });

  it('gives lemmas, parts of speech, stop words and token kinds', () => {
    const { tokens } = nlp.analyse('The towers were built in 1887.');
    const by = (text: string) => tokens.find((t) => t.text === text);
    expect(by('towers')).toMatchObject({ lemma: 'tower', pos: 'NOUN', isStop: false, kind: 'word' });
    expect(by('built')).toMatchObject({ lemma: 'build', pos: 'VERB' });
    expect(by('The')).toMatchObject({ normal: 'the', isStop: true });
    expect(by('1887')).toMatchObject({ pos: 'NUM', kind: 'number' });
  });
});
