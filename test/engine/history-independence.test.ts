// A check's result is a function of its input alone: the server's workers reuse one engine for
// every request, so nothing an earlier request left behind may move a later one's score.
import { describe, expect, it } from 'vitest';
import type { CheckInput } from '../../src/engine/index.ts';
import { createDefaultEngine } from '../../src/models/default-engine.ts';

const INPUT: CheckInput = {
  question: '',
  context: ["England go into next week's second Test at Lord's 1-0 down. Australia won the first Test by 169 runs."],
  answer: "England are 1-0 down going into next week's second Test at Lord's.",
};

// Texts that leave words behind in a wink-nlp lexicon ("Lord's," kept whole), numbers, names.
const HISTORY: CheckInput[] = [
  { question: '', context: ["Lord's, week's. Paul's, 1-0."], answer: "They played at Lord's, 1-0 down." },
  { question: 'Who won?', context: ['Östersunds beat Zorbax 3-2 in 2011. Kwaning scored twice.'], answer: "Zorbax's coach said Östersunds' win was deserved." },
];

const outcome = (r: ReturnType<ReturnType<typeof createDefaultEngine>['check']>) => ({
  p: r.score.p_hallucinated,
  claims: r.sentences.flatMap((s) => s.claims.map((c) => [c.id, c.status, c.evidence.map((e) => e.text)])),
});

describe('history independence', () => {
  it('checks an answer the same before and after other checks on one engine', () => {
    const engine = createDefaultEngine();
    const first = outcome(engine.check(INPUT));
    for (const h of HISTORY) engine.check(h);
    expect(outcome(engine.check(INPUT))).toEqual(first);
  });
});
