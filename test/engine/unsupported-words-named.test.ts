// Written by hand, 2026-12-04.
// A not_stated claim's reason names the words the passages do not support, as the trained
// layer finds them (issue 10 item 3): neighbouring words as one phrase, the likeliest first,
// never a name the passage gives.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const HOTEL = ['Rooms at the Harbour Inn cost £90 a night, breakfast included. Check-in is from 3pm.'];

function reason(answer: string): string {
  const [claim] = shippedClaims({ question: 'What does the Harbour Inn offer?', context: HOTEL, answer });
  expect(claim?.status).toBe('not_stated');
  return claim?.checks[0] ?? '';
}

describe('the words a not_stated claim names', () => {
  it('names an invented service as one phrase, first, and not the inn the passage names', () => {
    const r = reason('The Harbour Inn also runs a free airport shuttle for guests.');
    expect(r).toMatch(/^No passage states: free airport shuttle[,. ]/);
    expect(r).not.toMatch(/Harbour|Inn/);
  });

  it('names an invented feature of the rooms as one phrase', () => {
    const r = reason('Every room at the Harbour Inn comes with a private balcony.');
    expect(r).toMatch(/^No passage states: private balcony[,. ]/);
    expect(r).not.toMatch(/room|Harbour/);
  });
});
