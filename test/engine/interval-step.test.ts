// An interval ("every six weeks") steps a date by one period: "a minor release every six weeks ...
// Amber shipped on Tuesday 4 March 2031" puts the next release on Tuesday 15 April 2031
// (4 March + 42 days, counted by hand). Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/index.ts';
import { asInterval } from '../../src/engine/compute/recompute-calendar.ts';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SCHEDULE = ['Kovrin release schedule. Kovrin ships a minor release every six weeks, on a Tuesday. The Amber release shipped on Tuesday 4 March 2031.'];
const interval = (text: string) => {
  const q = extractQuantities(text).find((x) => x.dim === 'frequency');
  return q ? asInterval(q) : null;
};

describe('an interval as a step between dates', () => {
  it('reads "every six weeks" as 42 days and "every day" as no step', () => {
    expect(interval('a release every six weeks')?.value).toBe(42 * 86400);
    expect(interval('take it every day')).toBeNull();
  });

  it('supports the next release six weeks on', () => {
    expect(shippedStatuses({ question: 'When is the next release?', context: SCHEDULE, answer: 'The next release after Amber should land on Tuesday 15 April 2031.' })).toEqual(['supported']);
  });

  it('holds a date that is no step of six weeks', () => {
    expect(shippedStatuses({ question: 'When is the next release?', context: SCHEDULE, answer: 'The next release after Amber should land on Tuesday 22 April 2031.' })).not.toEqual(['supported']);
  });
});
