// Written by hand, 2026-12-04.
// A section number the passages name with the same word ("section 33" where a passage says "In
// section 33 of the Housing Standards Act 2018") is a reference, not a slot's value: the amending
// Act's own number ("... (Amendment) Act 2023, section 6") does not contradict it. A section no
// passage names is still not supported.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const ACTS = [
  "Housing Standards Act 2018 (Norland), section 33 (as originally enacted). A landlord who intends to sell the property must give the tenant at least 2 months' written notice, and the notice may not expire before the end of the first 6 months of the tenancy.",
  "Housing Standards (Amendment) Act 2023, section 6. In section 33 of the Housing Standards Act 2018, for '2 months' substitute '3 months'. This section applies to notices served on or after 1 January 2024. Notices served before that date are unaffected.",
  'Norland Tenancy Advice - Selling a let home. Landlords must use the prescribed Form H33 for a notice of intention to sell. A notice on the wrong form is invalid.',
];
const Q = "I'm a landlord and want to sell. If I serve notice on 12 March 2024, how much notice do I need to give?";

describe('a section the passages name is a reference', () => {
  it('does not contradict "section 33" with the amending Act\'s section 6', () => {
    expect(shippedStatuses({ question: Q, context: ACTS, answer: 'Because your notice would be served on 12 March 2024, section 33 applies in its amended form.' })).not.toContain('contradicted');
  });

  it('still does not support a section no passage names', () => {
    expect(shippedStatuses({ question: Q, context: ACTS, answer: 'Section 41 of the Housing Standards Act 2018 sets the notice period.' })).not.toEqual(['supported']);
  });
});
