// Written by hand, 2026-12-05: a claim the rules find not stated, with no figure, that the framing
// model (learned/framing-model.ts, models/framing.json) reads as framing is not checked, with a
// reason that names the model (check-answer.ts learnedFraming). Invented details, unsupported
// advice, figures and sentences in another language stay not stated.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.ts';
import { createWinkNlp } from '../../src/models/wink.ts';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const CONTEXT = ['Harbour Ferries: foot passengers pay £12 each way. Dogs travel free on the open deck. Tickets can be changed up to 24 hours before sailing.'];
const QUESTION = 'How much is the ferry with my dog?';
const shipped = (answer: string) => shippedClaims({ question: QUESTION, context: CONTEXT, answer }).map((k) => [k.text, k.status, k.checks[0] ?? '']);

describe('the shipped framing model', () => {
  it('reads sympathy the phrase rules do not know as framing, and says so', () => {
    const [claim] = shipped('Crossings with a nervous pup can feel like a big adventure.');
    expect(claim?.[1]).toBe('not_checked');
    expect(claim?.[2]).toMatch(/^Read as framing, not a statement about the passages \(framing model ground-framing-/);
  });

  it('reads a promise about the answer itself as framing (1.4.0, trained on dev to dev41)', () => {
    expect(shipped("I'll keep this short and to the point.")[0]?.[1]).toBe('not_checked');
  });

  it('leaves invented details not stated (guard)', () => {
    expect(shipped('Staff will meet you at the car park. Every ticket also includes a free hot drink in the café.').map((c) => c[1])).toEqual(['not_stated', 'not_stated']);
  });

  it('leaves advice the passages do not give not stated (guard)', () => {
    expect(shipped("It's best to keep treats handy for the trip.")[0]?.[1]).toBe('not_stated');
  });

  it('does not read a sentence in another language as framing (guard)', () => {
    expect(shipped('A ticket is £12 each way. Psy podróżują za darmo na pokładzie otwartym.')[1]?.[1]).toBe('not_stated');
  });
});

describe('the framing hook, with a tiny model', () => {
  const framing = { version: 'tiny-framing', bias: -5, threshold: 0.5, weights: { cheer: 8, up: 0, you: 0, will: 0, be: 0, fine: 0, it: 0, costs: 0, pounds: 0 } };
  const input = (answer: string) => ({ question: QUESTION, context: CONTEXT, answer });
  const statuses = (e: ReturnType<typeof createEngine>, answer: string) => e.check(input(answer)).sentences.flatMap((s) => s.claims).map((c) => c.status);
  const withModel = createEngine({ nlp: createWinkNlp(), framing, now: () => 0, newId: () => 'chk_test' });
  const without = createEngine({ nlp: createWinkNlp(), now: () => 0, newId: () => 'chk_test' });

  it('turns a not-stated claim the model reads as framing into not_checked', () => {
    expect(statuses(without, 'Cheer up, you will be fine.')).toEqual(['not_stated']);
    expect(statuses(withModel, 'Cheer up, you will be fine.')).toEqual(['not_checked']);
  });

  it('never a claim that writes a figure (guard)', () => {
    expect(statuses(withModel, 'Cheer up, it costs 9 pounds.')).toEqual(['not_stated']);
  });
});
