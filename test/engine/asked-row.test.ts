// The row the user's question names by its label (support/row-swap.ts askedRow). Inputs and
// expectations written by hand: a grade 4 employee asking about increments gets grade 4's £1,200,
// so "the increment for your grade is £1,500" (grade 5's) is contradicted and £1,200 is supported;
// a claim that is not about the user ("Grade 5 staff get £1,500") is left to its own words.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const BANDS = ['Pay bands 2025. Grade 4: £32,000 to £38,000, with an annual increment of £1,200 on 1 April. Grade 5: £38,500 to £45,000, with an annual increment of £1,500 on 1 April.'];
const QUESTION = 'I\'m grade 4 on £34,400. What is my next increment?';
const statusOf = (answer: string) => shippedClaims({ question: QUESTION, context: BANDS, answer })[0]?.status;

describe('the row the question names', () => {
  it('contradicts another row\'s figure given for "your grade"', () => {
    expect(statusOf('Each year\'s increment for your grade is £1,500, applied on 1 April.')).toBe('contradicted');
  });

  it('supports the asked row\'s own figure (guard)', () => {
    expect(statusOf('Each year\'s increment for your grade is £1,200, applied on 1 April.')).toBe('supported');
  });

  it('leaves a claim that names the other row itself alone (guard)', () => {
    expect(statusOf('Grade 5 staff get an annual increment of £1,500.')).toBe('supported');
  });
});

describe('the row the question names, for a claim that names no row and no user', () => {
  // Written by hand, 2026-12-07: the question asks about SDK 5.x, whose maximum object size is
  // 5 TB; 1 TB is SDK 4.x's. A figure told without a row answers the row asked about.
  const SDK = ['Parcelbox SDK limits by version. SDK 4.x: single-request upload limit 256 MB; maximum object size 1 TB. SDK 5.x: single-request upload limit 512 MB; maximum object size 5 TB.'];
  const sdk = (question: string, answer: string) => shippedClaims({ question, context: SDK, answer })[0];

  it('contradicts another row\'s figure, naming the asked row\'s', () => {
    const claim = sdk('What\'s the biggest object I can store with SDK 5.x?', 'The maximum size of a single object is 1 TB.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/gives 5 here/);
  });

  it('supports the asked row\'s own figure (guard)', () => {
    expect(sdk('What\'s the biggest object I can store with SDK 5.x?', 'The maximum size of a single object is 5 TB.')?.status).toBe('supported');
  });

  it('leaves the figure alone when the question names no row (guard)', () => {
    expect(sdk('What\'s the biggest object I can store?', 'The maximum size of a single object is 1 TB.')?.status).toBe('supported');
  });
});
