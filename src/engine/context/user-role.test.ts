// Written by hand, 2026-12-03.
import { describe, expect, it } from 'vitest';
import { asParty, userRole } from './user-role.ts';

const LEASE = ['Clause 8.3: The Tenant shall reimburse the Landlord\'s costs of insuring the building.'];

describe('userRole', () => {
  it.each([
    ["I'm the tenant of unit 4. Who pays for insurance?", '', 'tenant'],
    ['Who pays for insurance?', 'Internal repairs are down to you as tenant.', 'tenant'],
    ['Who pays?', "As the tenant, you pay for decoration.", 'tenant'],
  ])('finds the party in %j / %j', (question, answer, role) => {
    expect(userRole(question, answer, LEASE)).toBe(role);
  });

  it('finds none when two parties are named, or the passages name none', () => {
    expect(userRole("I'm the tenant and my brother is the landlord", 'You as landlord must insure.', LEASE)).toBeNull();
    expect(userRole("I'm the borrower", '', LEASE)).toBeNull();
    expect(userRole('Who pays for insurance?', 'The landlord insures the building.', LEASE)).toBeNull();
  });
});

describe('asParty', () => {
  it('reads "you" as the party', () => {
    expect(asParty('The landlord must reimburse you for what you spend on your insurance', 'tenant')).toBe("The landlord must reimburse the tenant for what the tenant spend on the tenant's insurance");
    expect(asParty("you're responsible for repairs", 'tenant')).toBe('the tenant is responsible for repairs');
  });
});
