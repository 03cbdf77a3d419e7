import { describe, expect, it } from 'vitest';
import { speechActOf } from './speech-act.ts';
import { describeUnit } from './unit-facts.ts';
import { createFakeNlp } from './test-support/fake-nlp.ts';

const nlp = createFakeNlp();
const act = (text: string) => speechActOf(text, describeUnit(text, nlp.analyse(text).tokens));

describe('speechActOf', () => {
  it.each([
    ["I'm not a doctor, so please check with your pharmacist", 'framing'],
    ['Sorry to hear about the trouble with your vacuum', 'framing'],
    ['Welcome aboard', 'framing'],
    ['Hope the whole family enjoys the trip', 'framing'],
    ["Here's a summary of the new leave policy:", 'framing'],
    ['You asked whether pets are allowed in the office', 'framing'],
    ['Can you bring your dog to the office?', 'framing'],
    ["This isn't legal advice", 'framing'],
    ["I can't predict what the dividend will be next year", 'refusal'],
    ['Personally, I find the second option clearer', 'opinion'],
    ["That's a pretty generous policy", 'opinion'],
    ['Overall it looks like a worthwhile upgrade', 'opinion'],
  ])('%s -> %s', (text, want) => {
    expect(act(text)).toBe(want);
  });

  it.each([
    'We also offer international shipping',
    'Refunds are issued within 5 to 7 business days',
    'The policy is not generous to part-time staff',
    'Here the fee is $25 per bag for every extra suitcase that is checked in at the desk on the day of travel',
    "I'm told the store opens at 9 a.m.",
  ])('a statement of fact stays checkable: %s', (text) => {
    expect(act(text)).toBeNull();
  });
});
