// A start written to the month ("released March 2024") moved by whole months or years lands in a
// month (recompute-calendar.ts): March 2024 + 30 months is September 2026; April 2025 + 9 months
// is January 2026 (worked by hand). A month the durations do not give stays unstated.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const POLICY = ['Release and support policy. Long-term support (LTS) releases are supported for 30 months from their release date; standard releases for 9 months. Current releases: 3.6 LTS, released March 2024; 3.9, released April 2025.'];

describe('a month-only start moved by months', () => {
  it('supports the month it lands in', () => {
    expect(shippedStatuses({ question: 'How long are they supported?', context: POLICY, answer: '3.6 LTS came out in March 2024, so its support runs until September 2026. 3.9 is a standard release from April 2025, so its support ends in January 2026.' })).toEqual(['supported', 'supported', 'supported', 'supported']);
  });

  it('leaves a month the durations do not give unstated', () => {
    expect(shippedStatuses({ question: 'How long is 3.9 supported?', context: POLICY, answer: '3.9 is a standard release from April 2025, so its support ends in March 2026.' })).toEqual(['supported', 'not_stated']);
  });
});
