// "off limits", "off-limits" and "out of bounds" deny by meaning, as "cannot use" does: a claim
// that says so is no flipped negation of "Guests cannot use the sauna area".
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const GUESTS = ['Guest passes. Members may bring up to two guests per visit. Guests can use the gym floor and the pool. Guests cannot use the sauna area.'];
const status = (answer: string) => shippedClaims({ question: 'Can my guest use the sauna?', context: GUESTS, answer }).map((c) => c.status);

describe('words that put a place off limits', () => {
  it('say what "cannot use" says', () => {
    expect(status('The sauna area is off limits for guests.')).toEqual(['supported']);
    expect(status('The sauna area is off-limits to guests.')).toEqual(['supported']);
    expect(status('The sauna area is out of bounds for guests.')).toEqual(['supported']);
  });

  it('a claim that the place is open to them is still a flipped negation', () => {
    expect(status('Guests can use the sauna area.')).toEqual(['contradicted']);
  });
});
