// Composition of the rule verifier with a trained verifier and an answer scorer (fakes here).
import { describe, expect, it, vi } from 'vitest';
import { CheckResult } from '../../contract/schemas.ts';
import { createEngine, RULES_MODEL } from '../index.ts';
import { createFakeNlp } from '../test-support/fake-nlp.ts';
import type { AnswerScorer, Verifier, VerifyInput } from '../types.ts';

const input = {
  question: 'When was it built and what is it like?',
  context: ['The tower was built in 1889 in Paris.', 'The tower has three restaurants.'],
  // c0.0: year mismatch (certain); c1.0: lexical only (uncertain); c2.0: framing.
  answer: 'The tower was built in 1890. The tower has a garden. I hope this helps.',
};

function fakeVerifier(supported = 0.9): Verifier & { calls: VerifyInput[] } {
  const calls: VerifyInput[] = [];
  return {
    name: 'fake', calls,
    verify(v) {
      calls.push(v);
      const rest = (1 - supported) / 2;
      return { status: 'supported', probs: { supported, contradicted: rest, not_stated: rest }, checks: [], fix: null, evidence: [] };
    },
  };
}

describe('engine composition', () => {
  it('without a verifier or scorer: rules decide and p_hallucinated is null', () => {
    const engine = createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'chk_1' });
    const r = CheckResult.parse(engine.check(input));
    expect(engine.model).toBe(RULES_MODEL);
    expect(r.score).toEqual({ p_hallucinated: null, model: RULES_MODEL });
    const [a, b, c] = r.sentences.map((s) => s.claims[0]);
    expect(a?.status).toBe('contradicted');
    expect(a?.checks).toEqual(['The answer says 1890; p0 says 1889.']);
    expect(b?.status).toBe('not_stated');
    expect(c?.status).toBe('not_checked');
  });

  it('a trained verifier sure of support (P >= 0.85) lifts an open not_stated fact, never a certain verdict', () => {
    const verifier = fakeVerifier();
    const engine = createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'chk_2', verifier });
    const r = CheckResult.parse(engine.check(input));
    const [a, b] = r.sentences.map((s) => s.claims[0]);
    expect(a?.status).toBe('contradicted');
    expect(a?.fix).toBe('Replace 1890 with 1889.');
    expect(b?.status).toBe('supported');
    expect(b?.checks).toEqual([]);
    // Called for the two checkable claims, with the rule alignment as features; not for framing.
    expect(verifier.calls.map((c) => c.claim.id)).toEqual(['c0.0', 'c1.0']);
    expect(verifier.calls[0]?.alignment).toMatchObject({ ruleStatus: 'contradicted', ruleCertain: true, quantities: 1 });
    expect(verifier.calls[1]?.alignment).toMatchObject({ ruleStatus: 'not_stated', ruleCertain: false });
    expect(verifier.calls[1]?.passages.map((p) => p.id)).toEqual(['p0', 'p1']);
  });

  it('a trained verifier less sure of support (P = 0.8) leaves the rules\' not_stated standing', () => {
    const engine = createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'chk_2', verifier: fakeVerifier(0.8) });
    const b = engine.check(input).sentences[1]?.claims[0];
    expect(b?.status).toBe('not_stated');
    expect(b?.checks.join(' ')).toMatch(/garden/);
  });

  it('fills reasons and fixes when the verifier gives none for a problem', () => {
    const verifier: Verifier = { name: 'terse', verify: () => ({ status: 'not_stated', probs: null, checks: [], fix: null, evidence: [] }) };
    const engine = createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'chk_3', verifier });
    const b = engine.check(input).sentences[1]?.claims[0];
    expect(b?.status).toBe('not_stated');
    expect(b?.checks.length).toBeGreaterThan(0);
    expect(b?.fix).toEqual(expect.any(String));
  });

  it('a scorer sets p_hallucinated from the claims and their probabilities, and the model version', () => {
    const scoreAnswer = vi.fn<AnswerScorer['scoreAnswer']>(() => 0.37);
    const scorer: AnswerScorer = { version: 'ground-test-9', scoreAnswer };
    const engine = createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'chk_4', verifier: fakeVerifier(0.8), scorer });
    const r = CheckResult.parse(engine.check(input));
    expect(engine.model).toBe('ground-test-9');
    expect(r.score).toEqual({ p_hallucinated: 0.37, model: 'ground-test-9' });
    const claims = scoreAnswer.mock.calls[0]?.[0] ?? [];
    expect(claims.map((c) => c.status)).toEqual(['contradicted', 'not_stated', 'not_checked']);
    expect(claims[1]?.probs?.supported).toBe(0.8);
    expect(claims[2]?.probs).toBeNull();
  });

  it('clamps a scorer value outside 0..1 and maps NaN to null', () => {
    const make = (p: number) => createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'x', scorer: { version: 'v', scoreAnswer: () => p } });
    expect(make(1.7).check(input).score.p_hallucinated).toBe(1);
    expect(make(Number.NaN).check(input).score.p_hallucinated).toBeNull();
  });

  it('an unavailable result has no score even with a scorer', () => {
    const engine = createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'x', scorer: { version: 'v', scoreAnswer: () => 0.9 } });
    const r = engine.check({ question: 'q', context: 'c', answer: '塔は1889年に完成しました。' });
    expect(r.status).toBe('unavailable');
    expect(r.score.p_hallucinated).toBeNull();
    expect(r.meta.reason).toMatch(/English/);
  });

  it('analyses the answer and each passage once per check', () => {
    const nlp = createFakeNlp();
    createEngine({ nlp, now: () => 0, newId: () => 'x' }).check(input);
    expect([...nlp.analysed.values()]).toEqual([1, 1, 1]);
  });

  it("a trained verifier's contradicted on an inference becomes an unverified step", () => {
    const verifier: Verifier = {
      name: 'eager',
      verify: (v) => (v.claim.type === 'inference'
        ? { status: 'contradicted', probs: null, checks: ['No.'], fix: 'Fix it.', evidence: [] }
        : { status: 'supported', probs: null, checks: [], fix: null, evidence: [] }),
    };
    const engine = createEngine({ nlp: createFakeNlp(), now: () => 0, newId: () => 'x', verifier });
    const r = engine.check({ question: 'q', context: ['Heavy rain is forecast. Matches stop when the pitch floods.'], answer: 'Heavy rain is forecast. Therefore the match will probably stop.' });
    const inference = r.sentences[1]?.claims[0];
    expect(inference?.type).toBe('inference');
    expect(inference?.status).toBe('unverified_step');
    expect(inference?.fix).toBeNull();
    expect(inference?.rests_on).toEqual(['c0.0']);
    expect(r.sentences[0]?.claims[0]?.status).toBe('supported');
  });

  it('reports latency from the injected clock', () => {
    let t = 100;
    const engine = createEngine({ nlp: createFakeNlp(), now: () => (t += 7), newId: () => 'x' });
    expect(engine.check(input).meta.latency_ms).toBe(7);
  });
});
