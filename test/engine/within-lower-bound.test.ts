// "Within" a lower bound is at least it: "At 13, your child falls within that age group" after
// "children aged 12 and over" is a step on the user's figure, and "At 10" is not within it.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Felcorin 10 mg tablets are taken once a day. Felcorin 10 mg can be used by adults and children aged 12 and over, and is available from pharmacies without a prescription.'];
const claimOf = (age: number) => shippedClaims({ question: `Can my ${age}-year-old take Felcorin 10 mg?`, context: LEAFLET, answer: `It can be used by children aged 12 and over. At ${age}, your child falls within that age group.` })[1];

describe('within a lower bound', () => {
  it('is at or above it', () => {
    expect(claimOf(13)?.status).toBe('unverified_step');
  });

  it('a figure below it is not within it', () => {
    expect(claimOf(10)?.status).toBe('contradicted');
  });
});
