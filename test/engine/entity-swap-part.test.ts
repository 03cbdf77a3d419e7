// A name swapped for another in one ";" part of a sentence that names two: "The default mode is
// STRICT; set VALMO_MODE to change it" contradicts "The default mode is LAX" with STRICT.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedStatuses } from '../helpers/shipped-statuses.ts';

const MODES = ['Valmo validator modes. The validator has three modes. LAX reports only syntax errors. STRICT also reports unknown fields. PEDANTIC also reports style problems. The default mode is STRICT; set VALMO_MODE to change it.'];

describe('a name swapped in one part of a sentence', () => {
  it('contradicts the wrong default with the name in the part that holds the claim\'s words', () => {
    const claim = firstShippedClaim(MODES, 'The default mode is LAX.', 'Which mode is the default?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace LAX with STRICT.');
  });

  it('supports the right default', () => {
    expect(shippedStatuses({ question: 'Which mode is the default?', context: MODES, answer: 'The default mode is STRICT.' })).toEqual(['supported']);
  });
});
