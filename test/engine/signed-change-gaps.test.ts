// A gap between two figures the claim gives ("Compared with the 25 tarvens discounted amount,
// that's 50 tarvens more") is no change told the wrong way round against "a penalty is 50
// tarvens, reduced to 25".
// A change of the passage's figure said the other way round is still contradicted.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PENALTY = ['Cressford District Council: a lower-level penalty is 50 tarvens, reduced to 25 tarvens if paid within 14 days. If a penalty remains unpaid, a Charge Certificate is issued and the penalty increases by 50 percent.'];
const BUDGET = ['Council budget 2025: the parks budget is cut by 3 million morvas, while the roads budget rises by 5 million morvas.'];
const status = (context: string[], answer: string) => shippedClaims({ question: 'What changes?', context, answer }).map((c) => c.status);

describe('changes and gaps', () => {
  it('a gap between the claim\'s own figures is no change', () => {
    expect(status(PENALTY, 'That brings it to 75 tarvens. Compared with the 25 tarvens discounted amount, that\'s 50 tarvens more.')).not.toContain('contradicted');
  });

  it('a change said the other way round is still contradicted', () => {
    expect(status(BUDGET, 'The parks budget gets 3 million morvas extra.')).toEqual(['contradicted']);
  });
});
