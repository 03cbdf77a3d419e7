// Written by hand, 2026-12-03: a duration whose days are described ("5 unused days") and a
// sentence opened by "Whoever" (quantities.ts, unit-facts.ts, universal-widening.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAVE = ['Annual Leave Policy. Full-time employees receive 27 days of annual leave. Up to 5 unused days may be carried into the next leave year but must be taken by the end of March; any further unused leave is lost.'];

describe('days described by a word between the figure and the unit', () => {
  it('"those five days" is the passage\'s "5 unused days"', () => {
    expect(shippedStatuses({ question: 'Can I carry leave over?', context: LEAVE, answer: 'Anything beyond those five days is lost.' })).toEqual(['supported']);
  });

  it('a different number of days is still contradicted', () => {
    expect(shippedStatuses({ question: 'Can I carry leave over?', context: LEAVE, answer: 'You can carry up to 8 unused days into the next leave year.' })).toEqual(['contradicted']);
  });

  it('"all of your unused days" still widens "a maximum of 5 unused leave days"', () => {
    const context = ['Employees may carry over a maximum of 5 unused leave days into the next calendar year. Any excess is forfeited on 1 January.'];
    expect(shippedStatuses({ question: 'Can I keep unused holiday?', context, answer: 'You can carry all of your unused days into next year.' })).toEqual(['contradicted']);
  });
});

describe('a sentence opened by "Whoever"', () => {
  it('names nobody', () => {
    const context = ['Notice periods. Employees resigning give 4 weeks. Notice must be given in writing.'];
    expect(shippedStatuses({ question: 'How do I give notice?', context, answer: 'Whoever gives notice, it has to be in writing.' })).toEqual(['supported']);
  });
});

// Written by hand, 2026-12-03: "5 travel days" is a span of days; "any yearly increase" is stated by "in any one year".
describe('passes by travel days and caps by year', () => {
  const PASS = ['Flexi Pass prices (2nd class, 2025). 3 travel days within 1 month: €129. 5 travel days within 1 month: €159.'];
  const LEASE = ['Lease, clause 6 (Rent review). The rent shall be increased by the change in the Consumer Prices Index, subject to a maximum increase of 4% in any one year.'];

  it('"the 5-day pass" is the passage\'s "5 travel days"', () => {
    expect(shippedStatuses({ question: 'How much is the pass?', context: PASS, answer: 'The 5-day Flexi Pass costs €159.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'How much is the pass?', context: PASS, answer: 'The 5-day Flexi Pass costs €129.' })).not.toContain('supported');
  });

  it('"any yearly increase" is "in any one year"', () => {
    expect(shippedStatuses({ question: 'Is the rise allowed?', context: LEASE, answer: 'Your lease caps any yearly increase at 4%.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Is the rise allowed?', context: LEASE, answer: 'Your lease caps any monthly increase at 4%.' })).not.toContain('supported');
  });
});

// Written by hand, 2026-12-03: "One" opening a sentence is a number word, not a name (unit-facts.ts OPENERS).
describe('a sentence opened by "One"', () => {
  it('names nothing', () => {
    const context = ['New payees: the first payment to a new payee is limited to £5,000. Further payments can be made after 24 hours.'];
    expect(shippedStatuses({ question: 'How do I pay £8,000 to a new payee?', context, answer: 'One option is to send £5,000 now.' })).not.toContain('not_stated');
  });
});
