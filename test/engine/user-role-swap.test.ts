// A claim about "you" where the question or answer makes the user a party of the passage's rules
// ("you as tenant") is also read with the party for "you": a swap of who does what to whom is
// contradicted. Written by hand, 2026-12-03 (user-role.ts, check-answer.ts).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEASE = ['Lease - Unit 9, Marsh Lane Studios. Clause 6.1: The Landlord is responsible for the roof and structure. Clause 6.2: The Tenant shall reimburse the Landlord for the cost of buildings insurance, invoiced each April.'];

describe('a claim about "you", the user being a party', () => {
  it('is contradicted when it swaps who pays whom', () => {
    const statuses = shippedStatuses({ question: "I'm the tenant. Who pays for the buildings insurance?", context: LEASE, answer: 'The landlord must reimburse you for the buildings insurance.' });
    expect(statuses).toEqual(['contradicted']);
  });

  it('is not contradicted when it keeps them', () => {
    const statuses = shippedStatuses({ question: "I'm the tenant. Who pays for the buildings insurance?", context: LEASE, answer: 'You must reimburse the landlord for the buildings insurance.' });
    expect(statuses).not.toContain('contradicted');
  });
});
