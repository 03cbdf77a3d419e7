// Written by hand, 2026-12-06: "over 1,000 tarvens" is what "1,000 tarvens or more" says, though
// the sentence before speaks of claims "under 1,000 tarvens" (support/preposition-flip.ts
// DIRECTION_WORDS): only the sentence stating the claim decides.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const COURT = ['Small Claims Court hearings. Claims under 1,000 tarvens are usually decided on paper, without a hearing. Claims of 1,000 tarvens or more are heard in person at the court nearest the defendant\'s address.'];
const status = (answer: string) => shippedStatuses({ question: 'Where is my 2,400 tarven claim heard?', context: COURT, answer });

describe('a bound said in other words', () => {
  it('"over" is "or more"', () => {
    expect(status('Claims over 1,000 tarvens are heard in person.')).toEqual(['supported']);
  });

  it('"over" for the claims decided on paper is still contradicted: the sentence stating it says "under" (guard)', () => {
    expect(status('Claims over 1,000 tarvens are decided on paper.')).toEqual(['contradicted']);
  });
});
