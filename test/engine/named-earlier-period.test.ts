// "X was 5.2%, down from 5.6% in the second quarter": the 5.6% is the second quarter's. A claim
// that gives 5.6% for the third quarter (or for no period) is contradicted with 5.2%; one that
// names the second quarter is supported; where another sentence states the figure too, no such
// reading is forced. Written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const RELEASE = ['Morrow Bay Statistics Office, quarterly release. Inflation in the third quarter was 3.1%, down from 3.9% in the second quarter. Food prices rose by 2.2%.'];
const statuses = (answer: string, context = RELEASE) => shippedStatuses({ question: 'What was inflation in the latest release?', context, answer });

describe('a figure the passage gives for a named earlier period', () => {
  it('is contradicted when the claim gives it for the current period or none', () => {
    expect(statuses('Inflation stood at 3.9% in the third quarter.')).toEqual(['contradicted']);
    expect(statuses('Inflation was 3.9%.')).toEqual(['contradicted']);
  });

  it('is supported for the period the passage names', () => {
    expect(statuses('Inflation was 3.9% in the second quarter.')).toEqual(['supported']);
    expect(statuses('Inflation was 3.1% in the third quarter.')).toEqual(['supported']);
  });

  it('is not forced where another sentence states the figure too', () => {
    const both = [...RELEASE, 'Analysts had expected inflation to stay at 3.9%.'];
    expect(statuses('Analysts had expected inflation to stay at 3.9%.', both)).toEqual(['supported']);
  });
});
