// A thing said of some where the passage says it of none. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const BUDGET = ['The council has confirmed that none of its six leisure centres will close under the new budget. However, two centres, Northgate and Riverside, will open four days a week instead of seven from April.'];

describe('some where the passage says none', () => {
  it('is contradicted', () => {
    const [claim] = shippedClaims({ question: 'Are centres closing?', context: BUDGET, answer: 'Two of the six leisure centres, Northgate and Riverside, will close from April as the council saves money.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('none of its six leisure centres');
  });

  it('leaves another verb alone', () => {
    const [claim] = shippedClaims({ question: 'Are centres closing?', context: BUDGET, answer: 'Northgate and Riverside leisure centres will open four days a week from April.' });
    expect(claim?.status).toBe('supported');
  });
});
