// A comparison with no figure of its own ("later than that") does not make the claim's figure a
// step: "If you make the change later than that, there's a 35 plonets fee" gives a fee no passage
// states (it says 25 plonets). The passage's own figure there passes.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const VISITS = ['Changes made later than this incur a fee of 25 plonets, and if the fitter arrives and cannot access the property, the full visit charge of 70 plonets is kept.'];
const status = (answer: string) => shippedClaims({ question: 'Can I move my visit?', context: VISITS, answer }).map((c) => c.status);

describe('a figure beside a comparison with none of its own', () => {
  it('that no passage states is not stated, not a step', () => {
    expect(status('If you make the change later than that, there\'s a 35 plonets fee.')).toEqual(['not_stated']);
  });

  it('the passage\'s figure passes', () => {
    expect(status('If you make the change later than that, there\'s a 25 plonets fee.')).toEqual(['supported']);
  });
});
