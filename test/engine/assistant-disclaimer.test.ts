// Written by hand, 2026-12-05.
// An assistant saying what it is ("I'm an automated assistant") disclaims; it tells no life of
// its own, so it is not checked. "I'm an assistant manager" is still the writer's own life. A
// refusal joined to what the text does cover ("only covers X, and doesn't say whether Y") is a
// refusal, not a denial of Y.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const PLAN = ['Harlow CarePlus can be added up to 60 days after purchase. It extends the warranty to five years in total.'];
const LOUNGE = ['Tessaly Airport lounge, Terminal 2: open 05:00 to 23:00. Entry costs 30 dorns per adult for up to 3 hours.'];

describe('an assistant saying what it is', () => {
  it('is not checked', () => {
    expect(shippedStatuses({ question: 'Can I still add CarePlus?', context: PLAN, answer: "I'm an automated assistant." })).toEqual(['not_checked']);
    expect(shippedStatuses({ question: 'Can I still add CarePlus?', context: PLAN, answer: "I'm only a chatbot, not a person." })).toEqual(['not_checked']);
    expect(shippedStatuses({ question: 'Can I still add CarePlus?', context: PLAN, answer: "I'm an AI language model." })).toEqual(['not_checked']);
  });

  it('keeps a job title that only starts with "assistant" as the writer\'s own life', () => {
    expect(shippedStatuses({ question: 'Can I still add CarePlus?', context: PLAN, answer: "I'm an assistant manager at Harlow." })).toEqual(['not_stated']);
  });
});

describe('a refusal after what the text covers', () => {
  it('is not checked as a denial', () => {
    expect(shippedStatuses({ question: 'Is there a lounge in Terminal 1?', context: LOUNGE, answer: "The information I have only covers the Terminal 2 lounge, and doesn't say whether Terminal 1 has one." })).toEqual(['not_checked']);
  });
});
