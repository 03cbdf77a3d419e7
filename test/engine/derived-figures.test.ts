// Written by hand, 2026-12-03: a figure the answer works out in one step from figures its earlier
// claims, the user or one passage give, with a word that presents it as a result ("which comes
// to", "that means"), is the answer's own step (unverified_step), not an invented figure; a figure
// no such step gives stays not_stated, and a claim that words its own multiplier is judged by it.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LOAN = ['Sample repayment: borrowing £4,000 over 24 months at 9.9% APR, you repay £4,416.00 in total. Early repayment is free.'];

describe('a figure worked out from the answer\'s earlier figures', () => {
  const ask = (interest: string) => shippedStatuses({ question: 'If I borrow £4,000 over two years, how much interest do I pay?', context: LOAN, answer: `You'd pay back £4,416.00 altogether. Taking off the £4,000 you borrowed, the interest would be ${interest}.` });
  it('"the interest would be £416" after "£4,416.00 altogether" and "the £4,000 you borrowed" is a step', () => {
    const statuses = ask('£416');
    expect(statuses.at(-1)).toBe('unverified_step');
    expect(statuses).not.toContain('not_stated');
  });

  it('a result no step of those figures gives ("£461") stays not_stated', () => {
    expect(ask('£461').at(-1)).toBe('not_stated');
  });
});

const CARRY = ['Annual leave. Up to 5 days of unused annual leave may be carried into the next leave year. Carried days must be used by 31 March.'];

describe('a figure worked out from the user\'s figure and the passage\'s', () => {
  const ask = (lost: number) => shippedStatuses({ question: 'I still have 11 days of leave left this year. How many will I lose if I don\'t book them?', context: CARRY, answer: `You can carry up to 5 days into next year. That means ${lost} would be lost if you don't book them.` });
  it('"that means 6 would be lost" (11 less the 5 carried) is a step', () => {
    expect(ask(6)).toEqual(['supported', 'unverified_step']);
  });

  it('"that means 7 would be lost" stays not_stated (two durations multiplied are no count: not "5 days × 11 days is 55")', () => {
    expect(ask(7).at(-1)).toBe('not_stated');
  });
});

const AIRPORT = ['Harlow Airport annual report. Passenger numbers reached 3.6 million in 2024. The airport forecasts 4.1 million passengers in 2025.'];

describe('the gap between two figures of one passage, and its change', () => {
  const ask = (share: string) => shippedStatuses({ question: 'How busy will the airport be next year?', context: AIRPORT, answer: `The airport expects 4.1 million passengers in 2025, which would be a further 500,000, or roughly ${share}.` });
  it('"which would be a further 500,000, or roughly 14%" (3.6 to 4.1 million) is a step', () => {
    expect(ask('14%')).toEqual(['unverified_step']);
  });

  it('"or roughly 18%" stays not_stated', () => {
    expect(ask('18%')).toEqual(['not_stated']);
  });
});

describe('a claim that words its own multiplier', () => {
  const context = ['CI pricing. Linux build minutes cost $0.006 each. macOS runners bill at twice the Linux rate; Windows runners at 1.5 times the Linux rate.'];
  it('"twice that, so $0.009 a minute" is not saved by the Windows rate (1.5 × $0.006)', () => {
    const statuses = shippedStatuses({ question: 'What does a macOS minute cost?', context, answer: 'Linux minutes are $0.006 each, and macOS costs twice that, so $0.009 a minute.' });
    expect(statuses).not.toContain('unverified_step');
    expect(statuses.some((s) => s === 'not_stated' || s === 'contradicted')).toBe(true);
  });
});
