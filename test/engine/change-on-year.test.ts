// Written by hand, 2026-12-03.
// - A change told against a year with no figure ("an increase on 2024") is decided by the figures a
//   sentence gives for that year and a later one (change-direction.ts: changeOnYear).
// - A fiscal-year label in brackets ("(2023/24: 9.2%)") marks an earlier period's figure
//   (earlier-period.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const VISITORS = ['Harbury Courier, 4 February 2026 - Museum visits. The Harbury Museum welcomed 184,000 visitors in 2025, compared with 201,000 in 2024 and 170,000 in 2023. Ticket revenue rose to £1.9 million.'];

describe('a change against a year, without figures', () => {
  it('is contradicted when the figures run the other way', () => {
    const [claim] = shippedClaims({ question: 'How did visits change?', context: VISITORS, answer: 'That is an increase on 2024.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('184,000');
  });

  it('is supported when they agree', () => {
    expect(shippedStatuses({ question: 'How did visits change?', context: VISITORS, answer: 'That is a fall from 2024.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'How did visits change?', context: VISITORS, answer: 'Visits were up on 2023.' })).toEqual(['supported']);
  });
});

describe('a fiscal-year label in brackets', () => {
  const REPORT = ['Elmfield Pension Fund - Annual Report 2024/25. Investment return for the year: 5.1% (2023/24: 8.7%). Members: 12,400 (2024: 12,050).'];

  it('marks the earlier year\'s figure', () => {
    expect(shippedStatuses({ question: 'What did the fund return?', context: REPORT, answer: 'According to the 2024/25 report, the fund returned 8.7% for the year.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'What did the fund return?', context: REPORT, answer: 'According to the 2024/25 report, the fund returned 5.1% for the year.' })).toEqual(['supported']);
  });
});
