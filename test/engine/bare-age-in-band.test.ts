// Written by hand, 2026-12-06: a table of ages in years ("children aged 6 to 11 years take 5 ml")
// places a bare figure said as an age ("For a child of 8", "At 8,") or given by the user ("My son
// is 8") in its band (compute/band-lookup.ts inYears): another band's dose is contradicted with
// the right one named, and the right band's dose is no longer read as another row's.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DOSES = ['Felcorin Junior oral solution dosing by age: children aged 2 to 5 years take 2.5 ml once a day; children aged 6 to 11 years take 5 ml once a day. Use the measuring syringe provided.'];
const claims = (answer: string, question = 'My son is 8. How much should he have?') => shippedClaims({ question, context: DOSES, answer });

describe('a bare age in a table of ages', () => {
  it("another band's dose is contradicted, naming the right band", () => {
    const [claim] = claims('For a child of 8, the dose is 2.5 ml once a day.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toContain('5 ml');
  });

  it("the right band's dose is not contradicted", () => {
    expect(claims('For a child of 8, the dose is 5 ml once a day.')[0]?.status).not.toBe('contradicted');
    expect(claims('He should take 5 ml once a day.')[0]?.status).toBe('supported');
  });

  it('an age the claim says itself places the band, when the user gave two', () => {
    expect(claims('For a child of 8, the dose is 2.5 ml once a day.', 'My daughters are 4 and 8. How much can they have?')[0]?.status).toBe('contradicted');
    expect(claims('For a child of 4, the dose is 2.5 ml once a day.', 'My daughters are 4 and 8. How much can they have?')[0]?.status).not.toBe('contradicted');
  });

  it('the age the user gave places the band', () => {
    expect(claims('He should take 2.5 ml once a day.')[0]?.status).toBe('contradicted');
  });

  it('a figure with a unit after it is no age (guard)', () => {
    expect(claims('At 8 tablets a day you would get 2.5 ml.', 'My daughters are 4 and 8. How much can they have?')[0]?.checks.join(' ')).not.toMatch(/falls in/);
  });
});
