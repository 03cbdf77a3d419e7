import { describe, expect, it } from 'vitest';
import { createEngine } from '../index.ts';
import { refusedPair } from './soft-match.ts';
import { createFakeNlp } from '../test-support/fake-nlp.ts';
import type { WordVectors } from '../types.ts';

/** Tiny vectors: each word is a direction; near-synonyms and opposites share one. */
function fakeVectors(groups: string[][]): WordVectors {
  const dims = groups.length;
  const table = new Map<string, Float32Array>();
  groups.forEach((words, i) => {
    for (const w of words) {
      const v = new Float32Array(dims);
      v[i] = 1;
      table.set(w, v);
    }
  });
  return { dimensions: dims, vector: (w) => table.get(w) ?? null };
}

const vectors = fakeVectors([['clinician', 'surgeon'], ['increase', 'decrease'], ['prescribed'], ['antibiotics'], ['report'], ['prices']]);

function status(context: string, answer: string, withVectors: boolean): string | undefined {
  const engine = createEngine({ nlp: createFakeNlp(), vectors: withVectors ? vectors : null, now: () => 0, newId: () => 'x' });
  return engine.check({ question: 'q', context: [context], answer }).sentences[0]?.claims[0]?.status;
}

describe('word-vector matching', () => {
  it('matches a synonym only when vectors are given (lexical-only fallback otherwise)', () => {
    expect(status('The surgeon prescribed antibiotics.', 'The clinician prescribed antibiotics.', false)).toBe('not_stated');
    expect(status('The surgeon prescribed antibiotics.', 'The clinician prescribed antibiotics.', true)).toBe('supported');
  });

  it('never matches opposites, however close their vectors; an opposite in the aligned sentence contradicts', () => {
    expect(status('The report shows an increase in prices.', 'The report shows a decrease in prices.', true)).toBe('contradicted');
    expect(status('The report shows an increase in prices.', 'The report shows a decrease in prices.', false)).toBe('contradicted');
  });

  it('refuses opposites and members of one closed class, both ways', () => {
    expect(refusedPair('increase', 'decrease')).toBe(true);
    expect(refusedPair('decrease', 'increase')).toBe(true);
    expect(refusedPair('monday', 'tuesday')).toBe(true);
    expect(refusedPair('doctor', 'physician')).toBe(false);
    // A reporting verb and its denial: "has confirmed plans" never stands for "has denied reports".
    expect(refusedPair('confirm', 'deny')).toBe(true);
    expect(refusedPair('admit', 'deny')).toBe(true);
    expect(refusedPair('monday', 'monday')).toBe(false);
  });
});
