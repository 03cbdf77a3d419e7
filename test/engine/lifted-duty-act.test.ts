// A duty on the very act and thing a sentence lifts the duty from is a flip, however much else the
// claim adds: "You'll need to pay the penalty first and then appeal to get your money back" against
// "you do not have to pay a penalty before challenging it". The lifted duty said back passes.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PENALTY = ['Cressford District Council: you do not have to pay a penalty before challenging it. If you challenge within the 14-day discount period and your challenge is rejected, the council will normally offer the discounted rate again for a further 14 days. Paying the penalty is treated as accepting liability and closes the case.'];
const claims = (answer: string) => shippedClaims({ question: 'Do I have to pay before I challenge?', context: PENALTY, answer });

describe('a duty the passage lifts', () => {
  it('on the same act and thing is contradicted, citing the lifting sentence', () => {
    const [claim] = claims('You\'ll need to pay the penalty first, then appeal to get your money back.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('p0 says do not have to');
    // With "and then", the appeal is a claim of its own (2.47.0); the duty is still contradicted by the lifting sentence.
    const [split] = claims('You\'ll need to pay the penalty first and then appeal to get your money back.');
    expect(split?.status).toBe('contradicted');
    expect(split?.checks[0]).toContain('you do not have to pay a penalty before challenging it');
  });

  it('said back as lifted, passes', () => {
    expect(claims('You don\'t have to pay the penalty before challenging it.').map((c) => c.status)).toEqual(['supported']);
  });
});
