// Arithmetic is only named as the right result when a reader could have meant it: no 0% share,
// no bound read as a result, no figure multiplied by its own restatement, no percentage change
// between durations in different units. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const claimsOf = (question: string, context: string[], answer: string) => shippedClaims({ question, context, answer });

describe('no garbled arithmetic in a contradiction', () => {
  it('holds a wrong deadline without a "0% × 24 months" reason', () => {
    const context = ['Balance transfers get 0% interest for 24 months. The transfer must be made within 60 days of opening the account.'];
    const [c] = claimsOf('How long is the 0% deal?', context, 'You need to make the transfer within 90 days of opening the account to get 0% for 24 months.');
    expect(['contradicted', 'not_stated']).toContain(c?.status);
    expect(c?.checks.join(' ')).not.toMatch(/0% ×/);
  });

  it('does not read a cap ("no more than 5%") as a change between two durations', () => {
    const context = ['On renewal, the fee may rise by no more than 5%. We give 60 days\' notice of any change, and each term lasts 12 months.'];
    const claims = claimsOf('Can the renewal fee go up a lot?', context, 'Renewal fees can\'t rise by more than 5%, and you get 60 days\' notice.');
    expect(claims.map((c) => c.checks.join(' '))).not.toContain(expect.stringMatching(/result is/));
    expect(claims.some((c) => c.status === 'contradicted')).toBe(false);
  });

  it('never multiplies a duration by its own restatement', () => {
    const context = ['Northmere University has won £4.8 million over four years to study coastal erosion.'];
    const [c] = claimsOf('How big is the grant?', context, 'Northmere University has won £4.8 million over four years to study coastal erosion, about £1.6 million a year.');
    expect(['contradicted', 'not_stated']).toContain(c?.status);
    expect(c?.checks.join(' ')).not.toMatch(/four years × four years/);
  });
});
