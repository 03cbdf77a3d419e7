import { describe, expect, it } from 'vitest';
import { isEvaluative } from './evaluative.ts';

describe('isEvaluative', () => {
  it.each(['popular', 'interesting', 'amazing', 'favourite', 'love', 'extremely', 'Scary'])('judges: %s', (w) => {
    expect(isEvaluative(w)).toBe(true);
  });
  // Descriptive words a paraphrase swaps freely, and words assistants advise with.
  it.each(['arrive', 'untouched', 'cheap', 'cool', 'huge', 'best', 'important', 'unfortunately', 'recommend'])('describes or advises: %s', (w) => {
    expect(isEvaluative(w)).toBe(false);
  });
});
