// A duty given to the wrong party (support/duty-swap.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LEASE = 'Clause 11, Repairs. The landlord is responsible for keeping in repair the structure and exterior of the property, the boiler and heating system, and the water and gas installations. The tenant is responsible for replacing light bulbs and for unblocking sinks and drains where the blockage was caused by the tenant\'s misuse.';
const claimOf = (answer: string, question = 'The boiler has broken. Who has to fix it?') => shippedClaims({ question, context: [LEASE], answer })[0];

describe('a duty given to the wrong party', () => {
  it('contradicts the boiler put on the tenant, naming the landlord\'s clause', () => {
    const c = claimOf('Boiler repairs are your responsibility as the tenant.');
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toMatch(/^The answer gives this to the tenant; p0 gives it to the landlord: "The landlord is responsible for keeping in repair/);
  });

  it('reads "falls to" and the user\'s role from "my landlord" in the question', () => {
    expect(claimOf('Keeping the boiler working falls to you.', 'My landlord says the boiler is my problem. Is it?')?.status).toBe('contradicted');
  });

  it('contradicts the tenant\'s own duty given to the landlord, and supports each duty where the lease puts it', () => {
    expect(claimOf('Replacing light bulbs falls to the landlord.')?.status).toBe('contradicted');
    expect(claimOf('Replacing light bulbs is your job as the tenant.')?.status).toBe('supported');
    expect(claimOf('The boiler is the landlord\'s responsibility.')?.status).toBe('supported');
  });

  it('leaves a duty under the claim\'s own condition to the other rules', () => {
    const context = ['The landlord is responsible for keeping the boiler in repair. The tenant is responsible for damage caused by the tenant.'];
    const c = shippedClaims({ question: 'Who fixes the boiler?', context, answer: 'If you or a visitor caused the damage, the boiler repair falls to you as the tenant.' })[0];
    expect(c?.status).not.toBe('contradicted');
  });
});
