// Words that name members of JavaScript's Object ("constructor", "toString", "valueOf",
// "__proto__", "hasOwnProperty") are ordinary English or code words in answers and passages:
// the engine must treat them as words (a passage quoting `client constructor` crashed the
// trained verifier's tokenizer before every word table got a null prototype).
import { describe, expect, it } from 'vitest';
import { createDefaultEngine } from '../../src/models/default-engine.ts';

const engine = createDefaultEngine();
const WORDS = ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty', 'isPrototypeOf'];

describe('words that name Object members', () => {
  it.each(WORDS)('checks an answer whose passage and answer say %s', (word) => {
    const context = [`Pass the key to the client ${word} when you create it. Keys are scoped to a single project.`];
    const r = engine.check({ question: 'How do I pass the key?', context, answer: `Pass the key to the client ${word} when you create it.` });
    expect(r.status).toBe('ok');
    const claims = r.sentences.flatMap((s) => s.claims);
    expect(claims.map((c) => c.status)).toEqual(['supported']);
  });

  it('does not read "constructor" as a number, a frequency or a comparison', () => {
    const r = engine.check({ question: 'Which plan?', context: ['The Basic plan costs $10 a month.'], answer: 'The constructor plan costs $10 a month.' });
    expect(r.status).toBe('ok');
    expect(r.sentences.flatMap((s) => s.claims).map((c) => c.status)).not.toContain('supported');
  });
});
