// Several answers through the tiny NLI fixture in one call give the results of checking each
// alone: the claim ids every answer reuses (c0.0, ...) keep their own verdicts, and a failure
// stays with the answers it belongs to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult } from '../contract/schemas.ts';
import type { CheckInput, Engine } from '../engine/index.ts';
import { checkManyWithModel, checkWithModel } from './transformer-checker.ts';
import { createDefaultEngine } from './default-engine.ts';
import { readTransformerModel, TransformerModelError, type PairScorer } from './transformer-model.ts';

const NLI = new URL('../../fixtures/models/tiny-nli', import.meta.url).pathname;
const CONTEXT = ["The Eiffel Tower in Paris was finished in 1889 for the World's Fair.", 'The tower is 330 metres tall, including its antennas.'];
const ask = (answer: string, context: string[] = CONTEXT): CheckInput => ({ question: 'Tell me about the tower.', context, answer });
const ANSWERS = [
  ask('The tower was completed for the fair. The tower was not built in Paris.'),
  ask('The tower was not completed for the fair.'),
  ask('The tower is 330 metres tall.'),
  ask('Bonjour.'),
  ask('The tower was built in Paris. The tower has antennas.'),
  ask('The tower was completed for the fair. The tower is 330 metres tall.'),
];

/** A result without what differs between two runs of the same check (its id and timing). */
function stable(result: CheckResult): unknown {
  return { ...result, id: 'x', meta: { ...result.meta, latency_ms: 0 } };
}

/** `scorer`, counting its calls, failing on any pair whose evidence has `poison`. */
function counting(scorer: PairScorer, poison?: string): PairScorer & { calls: number } {
  const wrapped = {
    ...scorer,
    calls: 0,
    score(pairs: Parameters<PairScorer['score']>[0]) {
      wrapped.calls++;
      if (poison && pairs.some((p) => p.premise.includes(poison))) return Promise.reject(new TransformerModelError('the model failed on a batch'));
      return scorer.score(pairs);
    },
  };
  return wrapped;
}

let engine: Engine;
let scorer: PairScorer;
beforeAll(async () => {
  engine = createDefaultEngine();
  scorer = await readTransformerModel(NLI);
});
afterAll(() => scorer.dispose());

describe('checkManyWithModel', () => {
  it('gives the results of checking each answer alone, with one call to the model', async () => {
    const singles = [];
    for (const input of ANSWERS) singles.push(await checkWithModel(engine, scorer, input));
    const model = counting(scorer);
    const many = await checkManyWithModel(engine, model, ANSWERS);
    expect(model.calls).toBe(1);
    expect(many.map((s) => (s.ok ? stable(s.result) : s.error.message))).toEqual(singles.map(stable));
    // The same claim id (c1.0) is open in two answers, and the model decides it differently:
    // contradicted ("not built in Paris"; the rules alone leave it not_stated), supported ("has antennas").
    const second = (r: CheckResult | undefined) => r?.sentences[1];
    expect(second(singles[0])?.claims[0]?.id).toBe(second(singles[4])?.claims[0]?.id);
    expect([second(singles[0])?.status, second(singles[4])?.status]).toEqual(['contradicted', 'supported']);
    expect(engine.check(ANSWERS[0] as CheckInput).sentences[1]?.status).toBe('not_stated');
  });

  it('when the combined call fails, only the answers whose own pairs fail are errors', async () => {
    const poisoned = [ANSWERS[0] as CheckInput, ask('The cat sat on the mat.', ['The cat sat on the mat with a boom.']), ANSWERS[1] as CheckInput];
    const model = counting(scorer, 'boom');
    const many = await checkManyWithModel(engine, model, poisoned);
    expect(many.map((s) => s.ok)).toEqual([true, false, true]);
    expect(many[1]?.ok === false && many[1].error.message).toMatch(/failed on a batch/);
    expect(stable((many[0] as { result: CheckResult }).result)).toEqual(stable(await checkWithModel(engine, scorer, poisoned[0] as CheckInput)));
    const withOpen = poisoned.filter((input) => engine.openClaims(input).length > 0).length;
    expect(withOpen).toBe(2);
    expect(model.calls).toBe(1 + withOpen); // the group, then each answer with open claims alone
  });

  it('an answer the engine throws on fails alone', async () => {
    const throwing: Engine = {
      ...engine,
      openClaims: (input) => {
        if (input.answer === 'throw') throw new Error('engine bug');
        return engine.openClaims(input);
      },
    };
    const many = await checkManyWithModel(throwing, scorer, [ANSWERS[0] as CheckInput, ask('throw'), ANSWERS[2] as CheckInput]);
    expect(many.map((s) => (s.ok ? s.result.status : s.error.message))).toEqual(['ok', 'engine bug', 'ok']);
  });
});
