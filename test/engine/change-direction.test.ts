// A percentage change the answer calls a drop runs from the larger figure down: "down from 24
// million to 18 million ... a drop of 6 million, or about 33%" takes 18 million as the base, which
// a careful reader rejects (the drop is 25%). A rise runs from the smaller up.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const PROFIT = ['Corran Mills results for the quarter. Pre-tax profit was 18 million krells, against 24 million krells a year earlier, reflecting higher energy costs.'];
const RUNNERS = ['The Brisk Bay Marathon drew 8,400 runners this year, compared with 6,000 last year, the organisers said. Entry fees rose from 40 to 50 lumets. Organisers plan to cap entries at 10,000 next year.'];

describe('the direction of a percentage change', () => {
  it('holds a drop worked out on the smaller figure', () => {
    const statuses = shippedStatuses({ question: 'How did profit change?', context: PROFIT, answer: 'Pre-tax profit came in at 18 million krells, down from 24 million krells a year earlier. That is a drop of 6 million krells, or about 33%.' });
    expect(statuses[0]).toBe('supported');
    expect(['contradicted', 'not_stated']).toContain(statuses[1]);
  });

  it('passes the drop worked out on the earlier, larger figure', () => {
    expect(shippedStatuses({ question: 'How did profit change?', context: PROFIT, answer: 'Pre-tax profit came in at 18 million krells, down from 24 million krells a year earlier. That is a drop of 6 million krells, or 25%.' }).every((s) => s === 'supported' || s === 'unverified_step')).toBe(true);
  });

  it('holds a rise worked out on the larger figure', () => {
    const statuses = shippedStatuses({ question: 'How many more runners finished?', context: RUNNERS, answer: 'This year\'s race had 8,400 runners, up from 6,000 last year. That is an increase of 2,400 runners, or about 29%.' });
    expect(statuses.some((s) => s === 'contradicted' || s === 'not_stated')).toBe(true);
  });

  it('passes the rise worked out on the earlier, smaller figure', () => {
    expect(shippedStatuses({ question: 'How many more runners finished?', context: RUNNERS, answer: 'This year\'s race had 8,400 runners, up from 6,000 last year. That is an increase of 2,400 runners, or 40%.' }).every((s) => s === 'supported' || s === 'unverified_step')).toBe(true);
  });
});
