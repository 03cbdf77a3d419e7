// Written by hand, 2026-12-04.
// A figure a passage says was replaced, told as the current one (support/superseded-value.ts): a
// revision written new figure first ("revised ... to 1.9%, from the preliminary estimate of 2.3%")
// and an amendment's substitution ("for '14 days' substitute '21 days'"). The replacing figure is
// supported; the old one marked as old is not contradicted.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const REVISION = [
  'Kestovia retail sales rose 2.3% in May, preliminary figures show (Kestovia Herald, 4 June 2026). Retail sales in Kestovia rose 2.3% in May compared with April, according to a preliminary estimate from the statistics bureau.',
  'May retail sales revised (Kestovia Herald, 2 July 2026). The statistics bureau has revised its estimate of May retail sales growth to 1.9%, from the preliminary estimate of 2.3%, after late returns from online sellers.',
];
const AMENDED = [
  'Consumer Repairs Act 2021, section 9 (as originally enacted). A trader must complete a repair under warranty within 14 days of receiving the item, or offer a replacement.',
  'Consumer Repairs (Amendment) Act 2025, section 2. In section 9 of the Consumer Repairs Act 2021, for \'14 days\' substitute \'21 days\'. This section applies to items received on or after 1 March 2025.',
];

describe('figures a passage says were replaced', () => {
  it('contradicts a revised estimate told as the latest figure, naming the revision', () => {
    const [claim] = shippedClaims({ question: 'How much did retail sales grow in May?', context: REVISION, answer: 'According to the latest figures, retail sales in Kestovia rose 2.3% in May.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toContain('1.9%');
  });

  it('supports the revised figure', () => {
    expect(shippedStatuses({ question: 'How much did retail sales grow in May?', context: REVISION, answer: 'According to the latest figures, retail sales in Kestovia rose 1.9% in May.' })).not.toContain('contradicted');
  });

  it('contradicts the substituted period told as the rule, and supports the new one', () => {
    const q = 'I sent my kettle for repair on 10 April 2025. How long does the trader have to repair it?';
    expect(shippedStatuses({ question: q, context: AMENDED, answer: 'The trader must complete the repair within 14 days of receiving the item.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: q, context: AMENDED, answer: 'The trader must complete the repair within 21 days of receiving the item.' })).not.toContain('contradicted');
  });
});
