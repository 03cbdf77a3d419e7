// Written by hand, 2026-12-05: a bound in the claim's leading condition ("If you need it for more
// than 10 days, ...") names the threshold a passage sets as a limit the other way round ("Do not
// take for more than 10 days without talking to a doctor"): the same value is stated; another
// value is not (verify-fact.ts conditionThreshold).
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const CONTEXT = ['Dolvarin 200 mg tablets. Do not take for more than 10 days without talking to a doctor.'];
const first = (answer: string) => shippedClaims({ question: 'How long can I take Dolvarin?', context: CONTEXT, answer })[0];

describe('a threshold in a condition', () => {
  it('is stated by the passage\'s limit at the same value', () => {
    expect(first('If you need it for more than 10 days, speak to a doctor first.')?.status).toBe('supported');
  });

  it('is not stated by a limit at another value (guard)', () => {
    expect(first('If you need it for more than 7 days, speak to a doctor first.')?.checks).toEqual(['No passage states 7 days.']);
  });
});
