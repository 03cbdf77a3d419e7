// Wordings that say the same as the passage and were read as conflicts: "every quarter of an hour"
// (every 15 minutes), "just before midnight" (23:59), a "shouldn't have it" for "should not have
// the vaccine", "need to hold off on baths" for "may shower, but do not soak ... in a bath". Each
// has a true conflict beside it. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (context: string[], answer: string) => shippedStatuses({ question: 'What does it say?', context, answer });

describe('times in words', () => {
  const BUSES = ['Extra night buses run every 15 minutes until 3am on Saturday and Sunday nights.'];
  const STRIKE = ['The strike runs from 06:00 on Thursday 10 July until 23:59 on Saturday 12 July.'];

  it('"every quarter of an hour" is every 15 minutes; every half hour is not', () => {
    expect(statuses(BUSES, 'Night buses run every quarter of an hour until 3am.')).toEqual(['supported']);
    expect(statuses(BUSES, 'Night buses run every half hour until 3am.')).toContain('contradicted');
  });

  it('"just before midnight" is 23:59; "just before noon" is not', () => {
    expect(statuses(STRIKE, 'The strike runs from 6am on Thursday 10 July until just before midnight on Saturday 12 July.')).not.toContain('contradicted');
    expect(statuses(STRIKE, 'The strike runs from 6am on Thursday 10 July until just before noon on Saturday 12 July.')).toContain('contradicted');
  });
});

describe('a negation on the same verb', () => {
  const FLU = ["You should not have the vaccine if you've had a serious allergic reaction to a previous flu vaccine."];

  it('agrees with the passage though the claim says "it" for what the passage names', () => {
    expect(statuses(FLU, "You shouldn't have it if you've ever had a serious allergic reaction to a flu vaccine.")).not.toContain('contradicted');
  });

  it('is still missing when the claim drops it', () => {
    expect(statuses(FLU, "You should have the vaccine if you've had a serious allergic reaction to a previous flu vaccine.")).toContain('contradicted');
  });
});

describe('a prohibition in a sentence that also permits', () => {
  const KNEE = ['After that you may shower, but do not soak the knee in a bath or swim until the stitches are removed.'];

  it('is a duty, so "you need to hold off on baths" is no duty told for a permission', () => {
    expect(statuses(KNEE, "You'll need to hold off on baths until your stitches are removed.")).not.toContain('contradicted');
  });

  it('leaves a permission told as a duty contradicted where the sentence only permits', () => {
    expect(statuses(['Staff may work from home on Fridays.'], 'Staff must work from home on Fridays.')).toContain('contradicted');
  });
});

describe('a relation word before a hyphened name', () => {
  const LIMITS = ['When you exceed the limit, the API returns HTTP 429 with a Retry-After header giving the number of seconds to wait.'];

  it('governs the name\'s head, not its first word ("with a Retry-After header" is no "with retrying")', () => {
    expect(statuses(LIMITS, 'The response includes a Retry-After header telling you how many seconds to wait before retrying.')).not.toContain('contradicted');
  });

  it('still flips a plain relation', () => {
    expect(statuses(['Take the tablets after meals.'], 'Take the tablets before meals.')).toContain('contradicted');
  });
});
