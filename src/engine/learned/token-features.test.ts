import { describe, expect, it } from 'vitest';
import { extractFeatures, indexContext } from './features.ts';
import { createLexicon } from './lexicon.ts';
import { extractTokenFeatures, TOKEN_FEATURES, TOKEN_WIDTH } from './token-features.ts';

// Without vectors every word weighs 1 and only the same stem matches (cosine 1), so each value
// below follows from the words alone.
const lexicon = createLexicon(null);
const col = (name: string): number => (TOKEN_FEATURES as readonly string[]).indexOf(name);

function rows(claim: string, passages: string[]): { words: string[]; at: (t: number, name: string) => number } {
  const ctx = indexContext(passages, lexicon);
  const m = extractTokenFeatures(claim, ctx, lexicon, extractFeatures(claim, ctx, lexicon).bestSentence);
  expect(m.x.length).toBe(m.n * TOKEN_WIDTH);
  return { words: m.words, at: (t, name) => m.x[t * TOKEN_WIDTH + col(name)] ?? NaN };
}

describe('extractTokenFeatures', () => {
  const passages = ['The museum opened in 1902 in Vienna.', 'Filler one.', 'Filler two.', 'Filler three.', 'A zebra lives far away.'];

  it('has one row per content or negation word, with exact matches in the best window and anywhere', () => {
    const r = rows('The museum opened in 1902 with a zebra.', passages);
    expect(r.words).toEqual(['museum', 'opened', '1902', 'zebra']);
    // museum is in the best window (centred on the first sentence) and in the context.
    expect([r.at(0, 'exact_win'), r.at(0, 'exact_any'), r.at(0, 'cos_win'), r.at(0, 'cos_any')]).toEqual([1, 1, 1, 1]);
    // zebra is four sentences away: in the context, not in the window.
    expect([r.at(3, 'exact_win'), r.at(3, 'exact_any'), r.at(3, 'cos_win'), r.at(3, 'cos_any')]).toEqual([0, 1, 0, 1]);
    expect(r.at(2, 'number')).toBe(1);
    expect(r.at(0, 'number')).toBe(0);
    expect(r.at(0, 'content')).toBe(1);
    expect(r.at(0, 'rarity')).toBe(1);
    // "museum opened" stands side by side in the passage; "museum" has no content word before it.
    expect(r.at(1, 'bigram_any')).toBe(1);
    expect(r.at(0, 'bigram_any')).toBe(0);
  });

  it('flags a number the best window lacks while giving another, and a capitalised name', () => {
    const r = rows('The museum in Vienna opened in 1903.', passages);
    expect(r.words).toEqual(['museum', 'vienna', 'opened', '1903']);
    expect(r.at(3, 'num_clash_win')).toBe(1);
    expect(r.at(3, 'exact_any')).toBe(0);
    expect(r.at(1, 'capital')).toBe(1);
    expect(r.at(0, 'capital')).toBe(0);
  });

  it('gives a negation a row that is matched only when the window has a negation', () => {
    const r = rows('The museum did not open.', passages);
    const t = r.words.indexOf('not');
    expect(t).toBeGreaterThanOrEqual(0);
    expect([r.at(t, 'negation'), r.at(t, 'content'), r.at(t, 'exact_win')]).toEqual([1, 0, 0]);
    const s = rows('The museum did not open.', ['The museum did not open in 1902.']);
    expect(s.at(s.words.indexOf('not'), 'exact_win')).toBe(1);
  });
});
