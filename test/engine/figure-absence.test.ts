// Written by hand, 2026-12-07 (support/figure-absence.ts): a kind of figure said not to exist
// ("no age limit", "doesn't set any deadline") where a passage sentence about the same thing gives
// one ("must be 18 or older to stay in dorms", "must be taken by 30 June") is contradicted; a
// denial about another thing, or one that carves out the case the passage sets, is not.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const HOSTEL = ['Driftwood Hostel. A dorm bed costs 24 quibs per night. Guests must be 18 or older to stay in dorms. Private rooms sleep up to four people.'];
const LEAVE = ['Annual leave. Up to 5 unused days can be carried over into the next leave year. Carried-over days must be taken by 30 June or they are lost.'];
const first = (context: string[], answer: string) => shippedClaims({ question: 'Is there a limit?', context, answer })[0];

describe('a kind of figure said not to exist', () => {
  it('is contradicted by an age bound for the same thing', () => {
    const claim = first(HOSTEL, "There's no age limit for the dorms.");
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer says there is none; p0 gives one: "Guests must be 18 or older to stay in dorms."');
  });

  it('is contradicted by a date the thing must be done by', () => {
    const claim = first(LEAVE, "The policy doesn't set any deadline for using carried-over days.");
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/by 30 June/);
  });

  it('is not contradicted by a bound for another thing (guard)', () => {
    expect(first(HOSTEL, "There's no age limit for the private rooms.")?.status).not.toBe('contradicted');
  });

  it('is not contradicted when the claim carves out the case the passage sets (guard)', () => {
    expect(first(HOSTEL, "There's no age limit other than for the dorms.")?.status).not.toBe('contradicted');
  });

  it('is not contradicted by a sentence that itself denies the kind for the thing (guard)', () => {
    const context = ['Driftwood Hostel. There is no age limit for the private rooms, but guests must be 18 or older to stay in dorms.'];
    expect(first(context, "There's no age limit for the private rooms.")?.status).not.toBe('contradicted');
  });
});
