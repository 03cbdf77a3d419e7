// Written by hand, 2026-12-06: a word of the claim's leading condition ("If the new dates cost
// more, ...") is not asserted, so "Name changes are allowed at no cost" does not deny it
// (support/no-denial.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SAVER = ['Saver rate. Dates can be changed once, free of charge, up to 3 days before arrival; any difference in price must be paid. Name changes are allowed at no cost.'];
const status = (answer: string, context = SAVER) => shippedStatuses({ question: 'Can I move my booking?', context, answer });

describe('a cost in a leading condition', () => {
  it('is not denied by "no cost"', () => {
    expect(status("If the new dates cost more, you'd need to pay the difference.")).toEqual(['supported']);
  });

  it('an asserted fee the passage says there is none of is still contradicted (guard)', () => {
    expect(status('An exit fee applies when you sell your units.', ['Fund charges. There is no entry or exit fee. The annual management charge is 0.4%.'])).toEqual(['contradicted']);
  });
});
