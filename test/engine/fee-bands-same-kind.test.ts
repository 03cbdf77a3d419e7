// Written by hand, 2026-12-06: a table whose rows are priced in the kind of their own ranges
// ("Claims from 500.01 to 2,000 tarvens: 70 tarvens") is a table of bands (compute/band-lookup.ts
// FEE_BEFORE), and the fee the claim reads off it is no member to place (aValue): the user's
// 1,800 tarven claim sits in the 70 tarven row.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const FEES = ['Small Claims Court, filing fees. Claims up to 500 tarvens: 35 tarvens. Claims from 500.01 to 2,000 tarvens: 70 tarvens. Claims from 2,000.01 to 5,000 tarvens: 115 tarvens. Fees are paid when the claim is filed.'];
const claim = (answer: string, question = "I want to claim 1,800 tarvens. What's the court fee to file?") => shippedClaims({ question, context: FEES, answer })[0];

describe('fees priced in the kind of their ranges', () => {
  it("another row's fee is contradicted, naming the user's row", () => {
    const c = claim('Your filing fee is 115 tarvens.');
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toContain('70 tarvens');
    expect(c?.fix).toContain('1,800');
  });

  it("the user's row's fee is supported", () => {
    expect(claim('Your filing fee is 70 tarvens.')?.status).toBe('supported');
  });

  it('a claim that names its own amount is placed by it (guard)', () => {
    expect(claim('For a 3,000 tarven claim the fee is 115 tarvens.', 'What are the court fees?')?.status).toBe('supported');
  });
});
