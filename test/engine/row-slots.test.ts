// A figure read off another row when the claim's row has several of its kind: the rival is the
// one after the same two words, ordinals kept ("1st bag EUR 45" at the airport against "1st bag
// EUR 25, 2nd bag EUR 40" online: EUR 25). Checked by hand against the fee table below.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const FEES = ['Checked baggage fees (per bag, per flight). Booked online: 1st bag EUR 25, 2nd bag EUR 40. At the airport: 1st bag EUR 45, 2nd bag EUR 60. Max weight 23 kg per bag.'];

function first(answer: string) {
  return shippedClaims({ question: 'How much is a checked bag if I add it online?', context: FEES, answer })[0];
}

describe('a figure from another row of a fee table', () => {
  it('is contradicted with the same slot of the claim row', () => {
    const c = first('Adding your first checked bag online costs €45 per flight.');
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toContain('EUR 25');
  });

  it('is supported from its own row', () => {
    expect(first('Adding your first checked bag online costs €25 per flight.')?.status).toBe('supported');
    expect(first('At the airport a second bag costs €60.')?.status).toBe('supported');
  });
});
