// Labelled rows run together in one sentence ("1-year bond: 4.60% gross p.a. 2-year bond: 4.35%
// gross p.a.", "nc.small: $0.021. nc.medium: $0.042."): each label starts a row (row-swap.ts), so
// a figure read off a neighbouring row is contradicted and the row's own figure is supported.
// A figure inside a label names the row; it is never the swapped value.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const BONDS = ['Redbrook Building Society – Fixed Rate Bonds (issue 42). 1-year bond: 4.60% gross p.a. 2-year bond: 4.35% gross p.a. 3-year bond: 4.15% gross p.a. Minimum deposit £1,000.'];
const PRICES = ['Nimbus Compute – On-demand pricing (per hour). nc.small: $0.021. nc.medium: $0.042. nc.large: $0.084. Billing is per second with a 60-second minimum.'];

describe('labelled rows in one sentence', () => {
  it('contradicts a rate read off the next row, naming both rows', () => {
    const [c] = shippedClaims({ question: 'What does the 2-year bond pay?', context: BONDS, answer: 'The 2-year bond pays 4.60% gross a year.' });
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Replace 4.60% with 4.35%.');
  });

  it('supports the row\'s own rate', () => {
    expect(shippedStatuses({ question: 'What does the 2-year bond pay?', context: BONDS, answer: 'The 2-year bond pays 4.35% gross a year.' })).toEqual(['supported']);
  });

  it('contradicts a price read off a lower-case label\'s neighbour', () => {
    expect(shippedStatuses({ question: 'What is nc.medium?', context: PRICES, answer: 'nc.medium is $0.084 an hour.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'What is nc.medium?', context: PRICES, answer: 'nc.medium is $0.042 an hour.' })).toEqual(['supported']);
  });
});

describe('a negation in another labelled row', () => {
  const PLANS = ['Quillo Mobile SIM-only plans (12-month contract). Lite: £8 a month, 10GB data, EU roaming not included. Everyday: £12 a month, 50GB data, EU roaming included for up to 30 days a year.'];
  it('denies nothing of the row the claim names', () => {
    expect(shippedStatuses({ question: 'Does Everyday include roaming?', context: PLANS, answer: 'Everyday includes EU roaming for up to 30 days a year.' })).toEqual(['supported']);
  });

  it('still contradicts the claim about its own row', () => {
    expect(shippedStatuses({ question: 'Does Lite include roaming?', context: PLANS, answer: 'Lite includes EU roaming.' })).toEqual(['contradicted']);
  });
});

describe('a repayment table read "over" a term', () => {
  // "Over 36 months" is the 36-month row, not "more than 36 months" (quantities.ts).
  const LOANS = ['Credit union loans. Monthly repayments per £1,000 borrowed at our standard 12.9% APR: 24 months £47.30; 36 months £33.40; 48 months £26.60; 60 months £22.50.'];
  it('supports the row\'s own repayment', () => {
    expect(shippedStatuses({ question: 'What would I repay?', context: LOANS, answer: 'Over 36 months the repayment is £33.40 per £1,000.' })).toEqual(['supported']);
  });

  it('contradicts another row\'s repayment', () => {
    expect(shippedStatuses({ question: 'What would I repay?', context: LOANS, answer: 'Over 36 months the repayment is £26.60 per £1,000.' })).toEqual(['contradicted']);
  });
});
