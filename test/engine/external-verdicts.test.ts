// The engine's two phases for an external model (`--model`): openClaims names the claims the
// rules leave open with their evidence windows; check(input, { external }) lets the model's
// verdicts decide exactly those, while the rules' certain verdicts stand.
import { describe, expect, it } from 'vitest';
import { createEngine, type ClaimProbabilities, type ExternalVerdicts } from '../../src/engine/index.ts';
import { createWinkNlp } from '../../src/models/wink.ts';
import { readWordnetLexicon } from '../../src/models/wordnet.ts';

const engine = createEngine({ nlp: createWinkNlp(), lexicon: readWordnetLexicon(), now: () => 0, newId: () => 'chk_test' });
const P0 = "The Eiffel Tower in Paris was finished in 1889 for the World's Fair.";
const P1 = 'The tower is 330 metres tall, including its antennas.';
const input = {
  question: 'Tell me about the tower.',
  context: [P0, P1],
  answer: 'The tower was completed for the fair. The tower was not built in Paris. Visitors can see the river from the top.',
};
const SUPPORTED: ClaimProbabilities = { supported: 0.9, contradicted: 0.05, not_stated: 0.05 };
const CONTRADICTED: ClaimProbabilities = { supported: 0.01, contradicted: 0.97, not_stated: 0.02 };
const NEUTRAL: ClaimProbabilities = { supported: 0.2, contradicted: 0.1, not_stated: 0.7 };

function claims(result: ReturnType<typeof engine.check>) {
  return result.sentences.flatMap((s) => s.claims);
}

describe('external verdicts', () => {
  it('openClaims gives the claims the rules are unsure of, with their windows, best first', () => {
    const open = engine.openClaims(input);
    // "completed for the fair" (a paraphrase of "finished ... for the World's Fair") and the negated
    // "not built in Paris" are judged on word support, so not certain; "Visitors can see the river"
    // names things no passage mentions: certainly not stated, so not open.
    expect(open.map((c) => c.id)).toEqual(['c0.0', 'c1.0']);
    expect(open[0]).toMatchObject({ text: 'The tower was completed for the fair', type: 'fact' });
    expect(open[0]?.evidence).toEqual([{ id: 'p0', text: P0 }, { id: 'p1', text: P1 }]);
    expect(open[1]?.evidence[0]).toEqual({ id: 'p0', text: P0 });
  });

  it('without external verdicts a check is what it was: the same statuses and model', () => {
    const plain = engine.check(input);
    expect(engine.check(input, {})).toEqual(plain);
    const statuses = claims(plain).map((c) => c.status);
    expect(statuses).toEqual(['supported', 'not_stated', 'not_stated']);
    // An external model with nothing to say changes only the model name.
    const none = engine.check(input, { external: { model: 'tiny@00000000', claims: {} } });
    expect(claims(none)).toEqual(claims(plain));
    expect(none.score.model).toBe(`${plain.score.model}+tiny@00000000`);
  });

  it('the model decides the open claims: supported, contradicted (with its window as evidence) or not stated', () => {
    const external: ExternalVerdicts = {
      model: 'tiny@12345678',
      claims: {
        'c0.0': { probs: NEUTRAL, evidence: 0 },
        'c1.0': { probs: CONTRADICTED, evidence: 1 },
        // A certain claim is not the model's to decide, even when it is given a verdict.
        'c2.0': { probs: SUPPORTED, evidence: 0 },
      },
    };
    const [c0, c1, c2] = claims(engine.check(input, { external }));
    expect(c0).toMatchObject({ status: 'not_stated', fix: 'Remove this claim or add a source that states it.' });
    expect(c0?.checks).toEqual(['tiny@12345678: no passage states this (70% not stated).']);
    expect(c1).toMatchObject({ status: 'contradicted', evidence: [{ id: 'p1', text: P1 }], fix: 'Correct this claim to match the passages.' });
    expect(c1?.checks).toEqual(['tiny@12345678: p1 contradicts this (97%).']);
    expect(c2?.status).toBe('not_stated');
    const supported = engine.check(input, { external: { model: 'm', claims: { 'c1.0': { probs: SUPPORTED, evidence: 0 } } } });
    expect(claims(supported)[1]).toMatchObject({ status: 'supported', checks: [], fix: null, evidence: [{ id: 'p0', text: P0 }] });
  });

  it('a binary model (no contradiction probability) splits supported from not stated', () => {
    const binary = (supported: number) => engine.check(input, { external: { model: 'b', claims: { 'c0.0': { probs: { supported, contradicted: 0, not_stated: 1 - supported }, evidence: 0 } } } });
    expect(claims(binary(0.4))[0]?.status).toBe('not_stated');
    expect(claims(binary(0.6))[0]?.status).toBe('supported');
  });
});
