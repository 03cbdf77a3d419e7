import { describe, expect, it } from 'vitest';
import { isRefusal } from './classify-claim.ts';

describe('isRefusal', () => {
  it.each([
    'The passages do not say when the store opens',
    "The article doesn't name the developer",
    'Neither passage sets out a penalty for a missed backup',
    'None of the documents mentions a fee for this',
    "SQLite isn't mentioned",
    'Windows is not listed anywhere',
    "it doesn't list the fee for international students",
    'The policy says nothing about matching donations',
    'says nothing about matching donations',
    "our tariff sheet doesn't list a typical usage figure",
    "It doesn't give a number for how many jobs will be lost",
    "which the reports don't forecast",
    "and doesn't mention ibuprofen",
    // Written by hand, 2026-12-03.
    "The information I have doesn't cover use while breastfeeding",
    "Clause 7 doesn't mention subletting to students",
    'Section 4.2 does not say who pays for repairs',
    "The extract doesn't include any notice clause",
  ])('a refusal: %s', (text) => {
    expect(isRefusal(text)).toBe(true);
  });

  it.each([
    'Neither party may assign the contract',
    'The fee does not apply to students',
    "Water damage isn't covered",
    "Breakfast is not included",
    'Windows is not supported',
    'Nothing about the fee changes',
    "The plan doesn't give lounge access",
    "The council did not give a reason for the delay on Monday, it said later",
    "The plan doesn't include roaming",
    'Clause 7 does not apply to fixed-term tenancies',
  ])('not a refusal: %s', (text) => {
    expect(isRefusal(text)).toBe(false);
  });
});
