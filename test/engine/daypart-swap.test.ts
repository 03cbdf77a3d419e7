// A time of day read off another named row of a list is contradicted; the times as listed, or an
// overlapping one ("at night" for "at bedtime"), are not. Written by hand, 2026-12-03 (daypart-swap.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const SUMMARY = ['Discharge summary - Ward 3. Medicines to continue: Velorin 20 mg - one tablet each morning (heart rhythm). Dormex 7.5 mg - one tablet at bedtime (sleep). Calvane 500 mg - one tablet twice a day with food.'];
const ask = (answer: string) => shippedClaims({ question: 'When does she take her tablets?', context: SUMMARY, answer });

describe('a time of day from another named row', () => {
  it('is contradicted, quoting the name\'s own row', () => {
    const [claim] = ask('She takes Dormex 7.5 mg each morning.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('at bedtime');
  });

  it('is contradicted in either part of a swapped pair', () => {
    expect(ask('She takes Dormex each morning, and Velorin at bedtime.')[0]?.status).toBe('contradicted');
  });
});

describe('the times as listed', () => {
  it('are not contradicted, nor an overlapping time of day', () => {
    expect(shippedStatuses({ question: 'When does she take her tablets?', context: SUMMARY, answer: 'She takes Velorin each morning, and Dormex at bedtime.' })).not.toContain('contradicted');
    expect(shippedStatuses({ question: 'When does she take her tablets?', context: SUMMARY, answer: 'She takes Dormex 7.5 mg at night.' })).not.toContain('contradicted');
  });
});
