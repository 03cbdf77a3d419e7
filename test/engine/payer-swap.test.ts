// Who pays, turned round (support/payer-swap.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const claimsOf = (context: string[], answer: string) => shippedClaims({ question: 'Who pays?', context, answer });

describe('the payer turned round', () => {
  it('contradicts "We cover the return shipping costs" where the customer pays them', () => {
    const [c] = claimsOf(['Return shipping costs are paid by the customer unless the item is faulty.'], 'We cover the return shipping costs.');
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toMatch(/^The answer says we pay; p0 says the customer does/);
  });

  it('contradicts the landlord paying for what is at the tenant\'s expense, and supports the tenant', () => {
    const context = ['Repairs to fixtures are carried out at the tenant\'s expense.'];
    expect(claimsOf(context, 'The landlord pays for repairs to fixtures.')[0]?.status).toBe('contradicted');
    expect(claimsOf(context, 'You pay for repairs to fixtures.')[0]?.status).toBe('supported');
  });
});
