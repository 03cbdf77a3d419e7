// Written by hand, 2026-12-03.
// - A negated clause of one row ("Economy Light: ...; no cabin bag or checked bag") does not deny a
//   claim that another sentence states plainly ("Economy Standard: ... one checked bag of up to 23 kg")
//   (negated-twin.ts, statedPlainly()).
// - "up"/"down" before a figure says the change's direction ("revenue of €412m, up 6%, but profit
//   fell" for "revenue grew 6%") (soft-match.ts saysDirection(), find-conflicts.ts, antonym-conflict.ts).
// - An opposite that is a noun describing another noun ("your home allowance") is not said against
//   the claim's adverb ("use your minutes abroad") (antonym-conflict.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a negated row beside a row that states the claim', () => {
  const FARES = ['Kelda Air baggage by fare. Saver: one under-seat bag (40 x 30 x 20 cm); no cabin bag or checked bag. Plus: one under-seat bag plus one cabin bag of up to 8 kg, and one checked bag of up to 23 kg. Business: two cabin bags and two checked bags of up to 32 kg each.'];

  it('does not contradict the other row', () => {
    expect(shippedStatuses({ question: 'What bags come with a Plus fare?', context: FARES, answer: 'You also get one checked bag of up to 23 kg.' })).not.toContain('contradicted');
  });

  it('still contradicts a claim only the negated sentence speaks of', () => {
    const context = ['Kelda Air Saver fares. Saver fares include one under-seat bag. Saver fares do not include a checked bag.'];
    expect(shippedStatuses({ question: 'What comes with Saver?', context, answer: 'Saver fares include a checked bag.' })).toContain('contradicted');
  });
});

describe('"up" or "down" before a figure', () => {
  const RESULTS = ['Parrow Mills reported annual revenue of €212m, up 4% on the previous year, but profit before tax fell to €18m from €23m.'];

  it('states a rise', () => {
    expect(shippedStatuses({ question: 'How did Parrow Mills do?', context: RESULTS, answer: "Parrow Mills' revenue grew 4% to €212m." })).toEqual(['supported']);
  });

  it('leaves a rise said of the falling figure contradicted', () => {
    expect(shippedStatuses({ question: 'How did Parrow Mills do?', context: RESULTS, answer: "Parrow Mills' profit before tax rose to €18m from €23m." })).toEqual(['contradicted']);
  });
});

describe('an opposite describing another noun', () => {
  const PASS = ['Tarn Mobile Travel Pass. With Travel Pass you can use your home allowance of minutes, texts and data in 40 destinations for £2 per day. The daily charge is only taken on days you use your phone abroad.'];

  it('is not said against the claim\'s "abroad"', () => {
    expect(shippedStatuses({ question: 'How does Travel Pass work?', context: PASS, answer: 'Travel Pass lets you use your normal minutes, texts and data abroad for £2 a day.' })).not.toContain('contradicted');
  });
});
