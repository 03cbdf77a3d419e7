import { describe, expect, it } from 'vitest';
import { extractFeatures, FEATURE_NAMES, indexContext } from './features.ts';
import { createLexicon } from './lexicon.ts';

const noVectors = createLexicon(null);

function named(values: number[]): Record<string, number> {
  return Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, values[i] ?? NaN]));
}

describe('extractFeatures (no word vectors: exact stems only, every word weighs 1)', () => {
  it('measures coverage, numbers and bigrams of a claim with a wrong figure', () => {
    const ctx = indexContext(['Paris is the capital of France. It has 2 million people.'], noVectors);
    const f = extractFeatures('Paris has 3 million people.', ctx, noVectors);
    const v = named(f.values);
    // Content words: paris, 3, million, people. Sentence 0 has paris; sentence 1 has million, people.
    expect(v.lex_all).toBeCloseTo(3 / 4);
    expect(v.lex_best1).toBeCloseTo(2 / 4);
    expect(v.lex_best3).toBeCloseTo(3 / 4);
    expect(v.vec_all).toBeCloseTo(3 / 4);
    expect(v.min_sim_all).toBe(0);
    expect(v.weak_all).toBeCloseTo(1 / 4);
    // Bigrams paris-3, 3-million, million-people: only the last is in the context.
    expect(v.bigram_all).toBeCloseTo(1 / 3);
    expect(v.has_number).toBe(1);
    expect(v.num_missing_all).toBe(1);
    expect(v.num_mismatch_best).toBe(1);
    expect(v.neg_mismatch_best).toBe(0);
    expect(v.len_log).toBeCloseTo(Math.log(5));
    expect(f.missingNumbers).toEqual(['3']);
    expect(f.weakWords).toEqual(['3']);
  });

  it('flags a negation the passage has and the claim lacks', () => {
    const ctx = indexContext(['The bridge was not finished in 2001.'], noVectors);
    const v = named(extractFeatures('The bridge was finished in 2001.', ctx, noVectors).values);
    expect(v.lex_all).toBe(1);
    expect(v.neg_claim).toBe(0);
    expect(v.neg_mismatch_best).toBe(1);
    expect(v.num_mismatch_best).toBe(0);
  });

  it('counts a capitalised name missing from every passage', () => {
    const ctx = indexContext(['The tower was designed by Gustave Eiffel.'], noVectors);
    const v = named(extractFeatures('The tower was designed by Stephen Sauvestre.', ctx, noVectors).values);
    // tower, designed match; Stephen and Sauvestre are names absent from the context.
    expect(v.ent_missing_all).toBe(1);
    expect(v.ent_mismatch_best).toBe(1);
    expect(v.lex_all).toBeCloseTo(2 / 4);
  });

  it('marks a claim with no content words as empty', () => {
    const ctx = indexContext(['Anything at all.'], noVectors);
    expect(extractFeatures('It is what it is.', ctx, noVectors).empty).toBe(true);
  });
});

describe('extractFeatures with word vectors', () => {
  it('credits a near neighbour through its cosine', () => {
    // Hand-made 2-d vectors: "car" and "automobile" at 60 degrees (cosine 0.5).
    const table: Record<string, number[]> = { car: [1, 0], automobile: [0.5, Math.sqrt(3) / 2], red: [0, 1] };
    const lexicon = createLexicon({ dimensions: 2, vector: (w) => (table[w] ? Float32Array.from(table[w]) : null) });
    const ctx = indexContext(['A red automobile.'], lexicon);
    const v = named(extractFeatures('A red car.', ctx, lexicon).values);
    // red matches exactly (1), car best matches automobile (0.5): mean 0.75; exact coverage 1/2.
    expect(v.vec_all).toBeCloseTo(0.75, 5);
    expect(v.lex_all).toBeCloseTo(0.5);
    expect(v.min_sim_all).toBeCloseTo(0.5, 5);
  });
});
