// A claim whose every word is at least a near match of the context (word vectors, credit 0.5) and
// whose figures are found is loosely worded, not unsupported. Needs the shipped vectors, so it runs
// the default engine. Expectations read off the texts by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['The open enrolment period for 2026 dental benefits runs from 3 November 2025 to 21 November 2025. Changes take effect on 1 January 2026. Outside this window, changes are only allowed after a qualifying life event, within 31 days of the event.'];
const statuses = (answer: string) => shippedStatuses({ question: 'When is open enrolment?', context, answer });

describe('loosely worded claims', () => {
  it('supports "your choices apply from January 1, 2026" for "Changes take effect on 1 January 2026"', () => {
    expect(statuses('You can enrol between November 3 and November 21, 2025, and your choices apply from January 1, 2026.')).toEqual(['supported', 'supported']);
  });

  it('still contradicts or holds the same wording with another date', () => {
    const [, second] = statuses('You can enrol between November 3 and November 21, 2025, and your choices apply from January 8, 2026.');
    expect(['contradicted', 'not_stated']).toContain(second);
  });
});
