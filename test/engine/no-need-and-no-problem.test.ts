// Written by hand, 2026-12-03.
// - "there is no need to claim" is no duty: "You don't need to claim" says it (modal-strength.ts).
// - "isn't a problem" reassures with its own "not": against "Do not drink alcohol" a glass of wine
//   that "isn't a problem" is a warning told as reassurance (safety-flip.ts).
// - A colon after a full clause starts another: "It can still affect your alertness the next morning: do
//   not drive ..." states the first clause without the negation (polarity-conflict.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('"no need to" in the passage', () => {
  const TERMS = ['Pellow Energy - Missed appointments. If our engineer misses a booked visit we credit £25. Credits are added to your next bill automatically; there is no need to claim.'];

  it('is what "you don\'t need to" says', () => {
    expect(shippedStatuses({ question: 'Do I have to claim the credit?', context: TERMS, answer: "You don't need to claim, as it's added automatically." })).not.toContain('contradicted');
  });
});

describe('reassurance said with "isn\'t a problem"', () => {
  const LEAFLET = ['Dormiva 5 mg tablets. Take one tablet just before bed. Do not drink alcohol while taking Dormiva. It can still affect your alertness the next morning: do not drive for at least 10 hours after taking a tablet.'];

  it('is contradicted against a warning', () => {
    expect(shippedStatuses({ question: 'Can I have a drink with it?', context: LEAFLET, answer: 'A glass of wine at night alongside Dormiva isn\'t a problem.' })).toEqual(['contradicted']);
  });

  it('leaves a clause before a colon stated without the negation after it', () => {
    expect(shippedStatuses({ question: 'Will I be drowsy?', context: LEAFLET, answer: "On driving, though, they're mistaken: Dormiva can still affect your alertness the next morning." })).not.toContain('contradicted');
  });
});

// A "may" in another ";" part of the sentence is no hedge on the claim's prediction (modal-strength.ts).
describe('a prediction against a sentence whose other part says "may"', () => {
  const POLICY = ['Ashdown Ltd - Annual leave. Up to 3 unused days may be carried into the next leave year; carried days must be taken by 30 April or they are lost.'];

  it('is not contradicted', () => {
    expect(shippedStatuses({ question: 'What happens to carried days?', context: POLICY, answer: "Those days have to be used by 30 April, otherwise they'll be forfeited." })).not.toContain('contradicted');
  });

  it('still is when the part it draws on says only "may"', () => {
    const context = ['Ashdown Ltd - Bonus. A discretionary bonus may be paid in March; it depends on company results.'];
    expect(shippedStatuses({ question: 'Will I get a bonus?', context, answer: "You'll get a bonus in March." })).toContain('contradicted');
  });
});
