// Written by hand, 2026-12-06: a claim the rules find supported only because a courtesy shares a
// passage's words ("important", "doctor") is still framing when the framing model is near sure
// of it (check-answer.ts SUPPORTED_FRAMING_AT, 0.9); a stated fact, or one that writes a figure,
// stays supported.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.ts';
import { createWinkNlp } from '../../src/models/wink.ts';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Dorvane 500 mg tablets. Adults take one or two tablets every four to six hours, with no more than eight tablets in 24 hours. It is important not to take other medicines containing paracetamol at the same time. Speak to your doctor if symptoms last more than three days.'];
const shipped = (answer: string) => shippedStatuses({ question: 'Can I take Dorvane for my headache?', context: LEAFLET, answer });

describe('courtesies that share the passage words, with the shipped framing model', () => {
  it('are not checked', () => {
    expect(shipped('I understand this is an important question for you.')).toEqual(['not_checked']);
    expect(shipped('Please do check with your doctor before taking it.')).toEqual(['not_checked']);
  });

  it('a stated fact beside them stays supported (guard)', () => {
    expect(shipped("Please take care of yourself first. You shouldn't take other medicines containing paracetamol at the same time.")).toEqual(['not_checked', 'supported']);
  });
});

describe('the supported-claim framing threshold, with a tiny model', () => {
  const CONTEXT = ['Harbour Ferries: foot passengers pay £12 each way. Dogs travel free on the open deck.'];
  const known = { travel: 0, free: 0, on: 0, the: 0, open: 0, deck: 0, foot: 0, passengers: 0, pay: 0, each: 0, way: 0 };
  const engine = (dogs: number) => createEngine({ nlp: createWinkNlp(), framing: { version: 'tiny-framing', bias: -5, threshold: 0.5, weights: { ...known, dogs } }, now: () => 0, newId: () => 'chk_test' });
  const statuses = (e: ReturnType<typeof createEngine>, answer: string) => e.check({ question: 'Can my dog come?', context: CONTEXT, answer }).sentences.flatMap((s) => s.claims).map((c) => c.status);

  it('reads a supported claim as framing at P(framing) 0.95', () => {
    expect(statuses(engine(8), 'Dogs travel free on the open deck.')).toEqual(['not_checked']);
  });

  it('not at 0.62, though that is above the threshold for not-stated claims (guard)', () => {
    expect(statuses(engine(5.5), 'Dogs travel free on the open deck.')).toEqual(['supported']);
  });

  it('never a supported claim that writes a figure (guard)', () => {
    expect(statuses(createEngine({ nlp: createWinkNlp(), framing: { version: 'tiny-framing', bias: -5, threshold: 0.5, weights: { ...known, dogs: 0, foot: 8 } }, now: () => 0, newId: () => 'chk_test' }), 'Foot passengers pay £12 each way.')).toEqual(['supported']);
  });
});
