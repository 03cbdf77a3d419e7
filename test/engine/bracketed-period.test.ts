// A figure the passage gives in brackets for another period ("Central Valley 4.3% (Q1: 4.1%)"):
// told without naming that period, it is contradicted with the figure before the bracket; told
// for that period ("in the first quarter", "in Q1") it is supported.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const RELEASE = ['Regional unemployment, Q2 2025: North Coast 6.1% (Q1: 6.4%); Central Valley 4.3% (Q1: 4.1%); Southern Plains 5.2% (Q1: 5.2%). The national rate was 5.0%, unchanged.'];

function first(answer: string) {
  return shippedClaims({ question: 'What is the unemployment rate in Central Valley?', context: RELEASE, answer })[0];
}

describe('a figure in brackets for another period', () => {
  it('is contradicted when told for the period the passage reports', () => {
    const c = first("In the second quarter of 2025, Central Valley's unemployment rate was 4.1%.");
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toContain('4.3%');
  });

  it('is supported when told for its own period', () => {
    expect(first("In the first quarter, Central Valley's unemployment rate was 4.1%.")?.status).toBe('supported');
    expect(first("Central Valley's unemployment rate was 4.3% in the second quarter of 2025.")?.status).toBe('supported');
  });
});

// The claim gives the bracket's figure as the earlier one itself (written by hand, 2026-12-03).
describe('a bracketed figure the claim gives as the earlier one', () => {
  const RESULTS = ['Orwell Foods plc - Half-year results. Revenue: £212m (2024: £198m). Earnings per share: 14.6p (2024: 12.9p). Net debt: £41m.'];
  const claim = (answer: string) => shippedClaims({ question: 'How did earnings per share change?', context: RESULTS, answer })[0];

  it('is not contradicted after "from"', () => {
    expect(claim('Earnings per share rose to 14.6p from 12.9p.')?.status).not.toBe('contradicted');
  });

  it('is still contradicted when given as the current figure', () => {
    expect(claim('Earnings per share were 12.9p.')?.status).toBe('contradicted');
  });
});
