// Written by hand, 2026-12-03: a claim that keeps a thing apart says what "Do not take ... within
// 2 hours" says (polarity-conflict keepsOut, negated-twin, find-conflicts), and "won't change"
// says what "Fixed" says (support-coverage NEGATED_AS).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Dermacil capsules. Take one capsule once a day. Do not take indigestion remedies within 2 hours of a dose.'];
const BOND = ['Larkfield Bank — 2-Year Fixed Rate Bond (Issue 14). Interest: 4.50% AER fixed, paid annually.'];

describe('"keep X two hours away from your dose"', () => {
  it('says what "Do not take X within 2 hours of a dose" says', () => {
    expect(shippedStatuses({ question: 'Anything to avoid?', context: LEAFLET, answer: 'Keep indigestion remedies at least two hours away from your dose.' })).toEqual(['supported']);
  });

  it('while taking them within two hours is still contradicted', () => {
    expect(shippedStatuses({ question: 'Anything to avoid?', context: LEAFLET, answer: 'You can take indigestion remedies within two hours of your dose.' })).toEqual(['contradicted']);
  });
});

describe('"won\'t change" against a fixed rate', () => {
  it('is what "Fixed" says', () => {
    expect(shippedStatuses({ question: 'Is the rate fixed?', context: BOND, answer: 'The 4.50% AER is fixed, so it won\'t change during the two years.' })).toEqual(['supported', 'supported']);
  });

  it('is contradicted by a rate that may change', () => {
    const context = ['Larkfield Bank — Easy Saver. Interest: 4.50% AER variable, paid annually. The rate may change at any time.'];
    expect(shippedStatuses({ question: 'Is the rate fixed?', context, answer: 'The 4.50% rate won\'t change.' })).toEqual(['contradicted']);
  });
});
