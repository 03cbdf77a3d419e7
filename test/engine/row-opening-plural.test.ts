// A row whose sentence opens with a capitalised plural ("Points on the Larkspur Elite Card ...")
// is not told apart from its sibling by that word: "Points" is the "points" of the row beside it,
// so a claim opening with "Points" names neither row by it, and the right figure passes.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const EXPIRY = ['Veldane reward points expiry: points on the Larkspur Card expire 36 months after the month in which they were earned. Points on the Larkspur Elite Card expire 60 months after the month in which they were earned.'];

describe('a capitalised plural opening a row', () => {
  it('names no row: the Larkspur Card\'s own figure passes', () => {
    const claims = shippedClaims({ question: 'I have a Larkspur Card. When do my points expire?', context: EXPIRY, answer: 'Points on the Larkspur Card expire 36 months after the month in which you earned them.' });
    expect(claims.map((c) => c.status)).toEqual(['supported']);
  });

  it('a claim that names the other row by its own word still gets that row\'s figure', () => {
    const claims = shippedClaims({ question: 'When do Elite points expire?', context: EXPIRY, answer: 'Points on the Larkspur Elite Card expire 36 months after the month in which you earned them.' });
    expect(claims[0]?.status).toBe('contradicted');
    expect(claims[0]?.fix).toBe('Replace 36 months with 60 months.');
  });
});
