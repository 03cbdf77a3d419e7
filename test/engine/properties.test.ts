// The engine-wide properties of src/engine/engine.property.test.ts, with the real wink-nlp model
// (its tokens and offsets) on generated answers with emoji, CJK, markdown and abbreviations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckResult } from '../../src/contract/schemas.ts';
import { createEngine, worstStatus } from '../../src/engine/index.ts';
import { createWinkNlp } from '../../src/models/wink.ts';

const WORDS = ['The', 'tower', 'was', 'built', 'in', '1889', 'It', 'is', '330', 'metres', 'tall', 'Dr.', 'Smith', 'opened', 'and',
  ',', ';', 'so', 'Therefore', 'a total of', '$1.5 million', '12%', 'not', 'Paris', 'e.g.', 'U.S.', '🗼', '👩‍🔬', '東京', 'café',
  "didn't", '(about 1,083 ft)', '"quoted"', 'Sure!', 'I hope this helps.', 'The passages do not say', 'You should visit',
  'taller than', 'twice', '3 years later', 'which is', '**bold**', 'https://x.org/a.b'];
const ENDS = ['.', '!', '?', '.\n', '\n- ', '\n## ', '. ', '\n1. ', ''];
const sentence = fc.tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }), fc.constantFrom(...ENDS))
  .map(([words, end]) => words.join(' ') + end);
const text = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((s) => s.join(' '));
const engine = createEngine({ nlp: createWinkNlp(), now: () => 0, newId: () => 'chk_p' });

describe('engine properties with wink-nlp', () => {
  it('spans slice to text, sentences cover the answer in order, ids unique, rests_on backwards, worst status', () => {
    fc.assert(fc.property(text, fc.array(text, { minLength: 1, maxLength: 3 }), (answer, context) => {
      const result = CheckResult.parse(engine.check({ question: 'q?', context, answer }));
      if (result.status === 'unavailable') return;
      const points = Array.from(answer);
      const covered = new Array<number>(points.length).fill(0);
      const ids = new Set<string>();
      let last = 0;
      for (const s of result.sentences) {
        expect(points.slice(s.span[0], s.span[1]).join('')).toBe(s.text);
        expect(s.span[0]).toBeGreaterThanOrEqual(last);
        last = s.span[1];
        for (let k = s.span[0]; k < s.span[1]; k++) covered[k] = (covered[k] ?? 0) + 1;
        expect(s.status).toBe(worstStatus(s.claims.map((c) => c.status)));
        for (const c of s.claims) {
          expect(points.slice(c.span[0], c.span[1]).join('')).toBe(c.text);
          expect(c.span[0]).toBeGreaterThanOrEqual(s.span[0]);
          expect(c.span[1]).toBeLessThanOrEqual(s.span[1]);
          for (const r of c.rests_on) expect(ids.has(r)).toBe(true);
          expect(ids.has(c.id)).toBe(false);
          ids.add(c.id);
          for (const e of c.evidence) expect(context[Number(e.id.slice(1))]).toContain(e.text);
        }
      }
      points.forEach((p, k) => {
        if (/\S/u.test(p)) expect(covered[k]).toBe(1);
      });
    }), { numRuns: 150 });
  });
});
