// A permission ("is fine") against a sentence that says the business is unable to do it ("We are
// unable to deliver to PO boxes") is contradicted (permission-flip.ts); the same claim against a
// passage that allows it is supported.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const NO_PO = ['Pellam Direct – Delivery Information. Next-day delivery costs £6.99. Orders over £250 require a signature on delivery. We are unable to deliver to PO boxes or BFPO addresses.'];
const PO_OK = ['Pellam Direct – Delivery Information. Next-day delivery costs £6.99. Orders over £250 require a signature on delivery. We deliver to PO boxes and BFPO addresses.'];

describe('"is fine" against "unable to"', () => {
  it('is contradicted', () => {
    expect(shippedStatuses({ question: 'Can you deliver to my PO box?', context: NO_PO, answer: 'Delivery to a PO box is fine for next-day orders.' })).toEqual(['contradicted']);
  });

  it('is not contradicted where the passage allows it', () => {
    expect(shippedStatuses({ question: 'Can you deliver to my PO box?', context: PO_OK, answer: 'Delivery to a PO box is fine.' })).not.toContain('contradicted');
  });
});
