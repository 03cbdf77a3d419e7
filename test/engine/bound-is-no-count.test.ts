// Written by hand, 2026-12-06: a bound ("children under 12") counts its own thing, so it is no
// rival value for a count of drops, though its clause names drops too (support/slot-value.ts
// countsOther); the fix must not write "12" into a figure of drops.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DROPS = ['Tavora eye drops, dosage. Tavora 0.3% (adults): one drop in each affected eye four times a day for 7 days. Tavora 0.1% (children under 12): one drop in each affected eye three times a day for 5 days.'];
const claims = (answer: string) => shippedClaims({ question: 'How many drops a day for both eyes?', context: DROPS, answer });

describe('a bound beside a count', () => {
  it('is not the value of a count of drops', () => {
    const [claim] = claims("With both eyes, that's eight drops a day.");
    expect(claim?.checks.join(' ')).not.toMatch(/\b12\b/);
    expect(claim?.fix ?? '').not.toMatch(/\b12\b/);
  });

  it("a bound of the claim's own noun is still its rival (guard)", () => {
    const [claim] = shippedClaims({ question: 'How many tablets in a pack?', context: ['Packs. Each pack holds up to 30 tablets, with a leaflet inside.'], answer: "That's 40 tablets in each pack." });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks.join(' ')).toContain('30');
  });
});
