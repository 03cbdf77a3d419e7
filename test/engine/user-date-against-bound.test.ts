// Written by hand, 2026-12-04.
// The user's date set against a passage's bound ("received on 10 April 2025" where the Act
// "applies to items received on or after 1 March 2025") is not a date "said elsewhere" because a
// heading names the year ("Amendment Act 2025"): only the same day is the date's own occurrence.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const ACTS = [
  'Consumer Repairs Act 2021, section 9 (as originally enacted). A trader must complete a repair under warranty within 14 days of receiving the item.',
  "Consumer Repairs (Amendment) Act 2025, section 2. In section 9 of the Consumer Repairs Act 2021, for '14 days' substitute '21 days'. This section applies to items received on or after 1 March 2025. Items received before that date are unaffected.",
];

describe("the user's date against a bound", () => {
  it('is a step on the user\'s date, not a contradiction', () => {
    const statuses = shippedStatuses({ question: 'The trader will receive my kettle on 10 April 2025. How long do they have?', context: ACTS, answer: 'Because your kettle would be received on 10 April 2025, section 9 applies in its amended form.' });
    expect(statuses).not.toContain('contradicted');
  });
});
