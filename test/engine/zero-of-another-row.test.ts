// Written by hand, 2026-12-04.
// A figure of nought says there is none only for its own part of the sentence: "Roaming fee:
// Basic plan £2 a day; Globe plan £0" does not support "the Basic plan has no roaming fee", while
// a nought in the claim's own row ("Replacement SIM: £0") still says there is none.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TARIFF = ['Mobile plans: extra charges. Roaming fee: Basic plan £2 a day; Globe plan £0. Replacement SIM: £5. Paper bill: £1.50 a month.'];
const Q = 'I am on the Basic plan. Will I pay anything to use my phone abroad?';

describe('a nought in another row', () => {
  it('does not support "no fee" for the row that has one', () => {
    expect(shippedStatuses({ question: Q, context: TARIFF, answer: "The Basic plan doesn't charge any roaming fee." })).not.toEqual(['supported']);
  });

  it('still reads a nought in the claim\'s own row as none', () => {
    expect(shippedStatuses({ question: Q, context: ['Mobile plans: extra charges. Replacement SIM: £0. Paper bill: £1.50 a month.'], answer: "There's no charge for a replacement SIM." })).toEqual(['supported']);
  });
});
