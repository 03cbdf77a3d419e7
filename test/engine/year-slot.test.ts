// Figures and years, written by hand. A sentence giving one figure per year ("for 2024 was 94.1%,
// compared with 97.6% in 2023 and 101.3% in 2022") gives 2023 97.6%, so "in 2023 was 94.1%" is
// contradicted; a figure after "up from" is the earlier year's. The quantity reader keeps "in 2023"
// a year before "to 814 million" and "was", and carries the currency of "from 740 million euros".
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/quantities/quantities.ts';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const RATIOS = ['Castellan Insurance Group - Combined ratio. The combined ratio for 2024 was 94.1%, compared with 97.6% in 2023 and 101.3% in 2022.'];
const CASH = ['Free cash flow for 2024 was £1.35bn, up from £1.18bn in 2023, helped by lower working capital.'];

describe('a figure put in another year', () => {
  it('is contradicted with that year\'s own figure', () => {
    const [claim] = shippedClaims({ question: 'Was 2023 profitable?', context: RATIOS, answer: 'The combined ratio in 2023 was 94.1%.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 94.1% with 97.6%.');
  });

  it('is supported in its own year', () => {
    expect(shippedStatuses({ question: 'Q', context: RATIOS, answer: 'The combined ratio in 2023 was 97.6%.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Q', context: RATIOS, answer: 'In 2024 the combined ratio was 94.1%.' })).toEqual(['supported']);
  });

  it('leaves a figure the claim gives for the year before alone', () => {
    expect(shippedStatuses({ question: 'Q', context: CASH, answer: 'Free cash flow was £1,350 million in 2024, up from £1,180 million the year before.' })).toEqual(['supported']);
  });
});

describe('years and currencies in running text', () => {
  it('reads "in 2023" as a year before "to 814 million" and before "was"', () => {
    const qs = extractQuantities('Revenue increased from 740 million euros in 2023 to 814 million in 2024. The ratio in 2023 was 94.1%.');
    expect(qs.filter((q) => q.raw === '2023').map((q) => [q.dim, q.value])).toEqual([['year', 2023], ['year', 2023]]);
  });

  it('carries the currency of the figure after "from" to the one after "to"', () => {
    const qs = extractQuantities('Revenue increased from 740 million euros in 2023 to 814 million in 2024.');
    expect(qs.find((q) => q.raw === '814 million')?.dim).toBe('money:EUR');
  });

  it('keeps a second figure\'s own scale in a range of money', () => {
    const qs = extractQuantities('Sales rose from £3.2 million to 4.1 million.');
    expect(qs.find((q) => q.raw === '4.1 million')?.value).toBeCloseTo(4_100_000, 0);
  });
});

describe('"one" starting a range', () => {
  // "within one to two days" is 24 to 48 hours; "one" alone before another word stays no figure.
  it('is read as the range start with the range unit', () => {
    const qs = extractQuantities('It typically settles within one to two days.');
    expect(qs.map((q) => [q.raw, q.value])).toEqual([['one', 86400], ['two days', 172800]]);
  });

  it('does not make a figure of "one of"', () => {
    expect(extractQuantities('This is one of the busiest routes.')).toEqual([]);
  });

  it('lets "one to two days" state "24 to 48 hours"', () => {
    const leaflet = ['Fever is common after the vaccine, usually within 6 hours of vaccination, and typically settles within 24 to 48 hours.'];
    expect(shippedStatuses({ question: 'What to expect?', context: leaflet, answer: 'A fever usually appears within 6 hours and typically settles within one to two days.' })).not.toContain('contradicted');
  });
});

describe('a bound in the passage', () => {
  // "at least 2 weeks" is 14 days or more; it states 2 weeks, not a worked-out 16.8 days.
  it('states its own figure but not a more precise one its rounding would cover', () => {
    const policy = ['Full-time staff receive 28 days of annual leave. Requests for leave should be made at least 2 weeks in advance.'];
    const claims = shippedClaims({ question: 'I work 60% of full time. How much leave?', context: policy, answer: 'You get 60% of 28 days, so your entitlement would be 16.8 days.' });
    // 60% × 28 = 16.8: a step of the answer's own, which "at least 2 weeks" neither states nor stops being worked out.
    expect(claims.find((k) => k.text.includes('16.8'))?.status).toBe('unverified_step');
    expect(shippedStatuses({ question: 'When?', context: policy, answer: 'Requests should be made at least 2 weeks in advance.' })).toEqual(['supported']);
  });
});
