// Written by hand, 2026-12-06: an opposite word the passage itself denies ("white, not yellow")
// does not say the claim's denial ("not white"): support/opposite-denial.ts statesOppositeDenial.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TABLETS = ['Tablet description. The tablets are round and white, not yellow. Each pack holds 28 tablets.'];
const status = (answer: string, context = TABLETS) => shippedStatuses({ question: 'What do the tablets look like?', context, answer });

describe('an opposite the passage denies', () => {
  it('does not support the denial of the word it states', () => {
    expect(status('The tablets are not white.')).toEqual(['not_stated']);
  });

  it('the denial it does state is supported (guard)', () => {
    expect(status('The tablets are not yellow.')).toEqual(['supported']);
  });

  it('an opposite stated plainly still says the denial (guard)', () => {
    expect(status('Attendance is not mandatory.', ['Workshop rules. Attendance at the Friday workshop is optional for all staff.'])).toEqual(['supported']);
  });
});
