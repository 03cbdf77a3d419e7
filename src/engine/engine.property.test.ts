// Properties of every result on generated answers and contexts: spans slice the answer to the
// text (code points), sentences cover it in order, ids are unique, rests_on points backwards,
// a sentence's status is the worst of its claims, and fields agree with statuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckResult } from '../contract/schemas.ts';
import { createEngine } from './index.ts';
import { worstStatus } from './verify/summarise.ts';
import { createFakeNlp } from './test-support/fake-nlp.ts';

const WORDS = ['The', 'tower', 'was', 'built', 'in', '1889', '1887', 'It', 'is', '330', 'metres', 'tall', 'Dr.', 'Smith', 'opened',
  'and', 'but', ',', ';', 'so', 'Therefore', 'total', 'of', '$1.5 million', '12%', 'not', 'Paris', 'e.g.', 'U.S.', '🗼', '東京',
  'Sure!', 'I hope this helps.', 'The passages do not say', 'You should visit', 'taller than', 'twice', '3 years later', 'which is'];
const ENDS = ['.', '!', '?', '.\n', '\n- ', '\n## ', '. ', ''];

const sentence = fc.tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 12 }), fc.constantFrom(...ENDS))
  .map(([words, end]) => words.join(' ') + end);
const text = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((s) => s.join(' '));

const engine = createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'chk_p' });

describe('engine properties', () => {
  it('holds for generated answers', () => {
    fc.assert(fc.property(text, fc.array(text, { minLength: 1, maxLength: 3 }), (answer, context) => {
      const result = CheckResult.parse(engine.check({ question: 'q?', context, answer }));
      if (result.status === 'unavailable') {
        expect(result.sentences).toEqual([]);
        return;
      }
      const points = Array.from(answer);
      const covered = new Array<number>(points.length).fill(0);
      const ids = new Set<string>();
      let lastEnd = 0;
      result.sentences.forEach((s, i) => {
        expect(s.index).toBe(i);
        expect(points.slice(s.span[0], s.span[1]).join('')).toBe(s.text);
        expect(s.span[0]).toBeGreaterThanOrEqual(lastEnd);
        lastEnd = s.span[1];
        for (let k = s.span[0]; k < s.span[1]; k++) covered[k] = (covered[k] ?? 0) + 1;
        expect(s.status).toBe(worstStatus(s.claims.map((c) => c.status)));
        let claimEnd = s.span[0];
        for (const c of s.claims) {
          expect(points.slice(c.span[0], c.span[1]).join('')).toBe(c.text);
          expect(c.span[0]).toBeGreaterThanOrEqual(claimEnd);
          expect(c.span[1]).toBeLessThanOrEqual(s.span[1]);
          claimEnd = c.span[1];
          for (const r of c.rests_on) expect(ids.has(r), `${c.id} rests on earlier ${r}`).toBe(true);
          expect(ids.has(c.id)).toBe(false);
          ids.add(c.id);
          if (c.status === 'supported') expect(c.checks).toEqual([]);
          if (['supported', 'not_checked', 'unverified_step'].includes(c.status)) expect(c.fix).toBeNull();
          else expect(c.fix).toEqual(expect.any(String));
          if (c.status !== 'supported' && c.status !== 'not_checked') expect(c.checks.length).toBeGreaterThan(0);
          for (const e of c.evidence) {
            const passage = context[Number(e.id.slice(1))];
            expect(e.id).toMatch(/^p\d+$/);
            expect(passage).toContain(e.text);
          }
        }
      });
      points.forEach((p, k) => {
        if (/\S/u.test(p)) expect(covered[k]).toBe(1);
      });
      const fixes = result.sentences.flatMap((s) => s.claims).filter((c) => c.fix !== null).length;
      expect(result.corrections?.length ?? 0).toBe(fixes);
      expect(result.regeneration_hint !== undefined).toBe(fixes > 0);
    }), { numRuns: 200 });
  });
});
