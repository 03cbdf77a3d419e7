// Two figures the claim sets against each other. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DELIVERY = ['Delivery is free on orders over £50.'];

describe('a figure set against another in the claim', () => {
  it('the wrong way round is contradicted, whatever the sources say', () => {
    const [claim] = shippedClaims({ question: 'My order is £40. Is delivery free?', context: DELIVERY, answer: 'Your £40 order is over £50.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('£40 is over £50');
  });

  it('the right way round is left to the other rules', () => {
    const [claim] = shippedClaims({ question: 'My order is £80. Is delivery free?', context: DELIVERY, answer: 'Your £80 order is over £50.' });
    expect(claim?.status).not.toBe('contradicted');
  });
});

// Written by hand, 2026-12-03: the pair after a comma, in the order of the things compared.
describe('a comparison with its two figures after a comma', () => {
  const TRIAL = ['Trial side effects, Migrenol vs placebo: nausea 11% vs 6%; headache 8% vs 10%.'];

  it('the wrong way round is contradicted', () => {
    const [claim] = shippedClaims({ question: 'Side effects?', context: TRIAL, answer: 'Headache was more frequent on Migrenol than on placebo, at 8% against 10%.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer says more, but its own figures are 8% against 10%.');
  });

  it('the right way round is not', () => {
    const [claim] = shippedClaims({ question: 'Side effects?', context: TRIAL, answer: 'Nausea was more frequent on Migrenol than on placebo, at 11% against 6%.' });
    expect(claim?.status).not.toBe('contradicted');
  });
});
