// A rate per unit a passage gives times an amount in that unit (compute/unit-rate.ts). Inputs and
// expectations written by hand: 120 miles at 45p a mile is £54, 20 kg at 15 mg per kilogram is
// 300 mg, 500 minutes at $0.008 a minute is $4.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const claimsOf = (question: string, context: string[], answer: string) => shippedClaims({ question, context, answer });

const mileage = ['Business mileage is reimbursed at 45p per mile.'];

describe('a rate per unit times an amount in that unit', () => {
  it('reads a right product on the user\'s figure as a step resting on it', () => {
    const [c] = claimsOf('I drove 120 miles for work. How much will I get?', mileage, 'For 120 miles you get £54.');
    expect(c?.status).toBe('unverified_step');
    expect(c?.checks[0]).toContain('120 miles');
  });

  it('contradicts a wrong product and names the right one', () => {
    const [c] = claimsOf('I drove 120 miles for work. How much will I get?', mileage, 'For 120 miles you get £64.');
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Replace £64 with £54.');
  });

  it('converts the amount into the rate\'s unit (kg for "per kilogram")', () => {
    const context = ['The dose for children is 15 mg per kilogram of body weight, given up to four times a day.'];
    expect(claimsOf('My son weighs 20 kg. How much per dose?', context, 'At 15 mg per kilogram, a 20 kg child needs 300 mg per dose.')[0]?.status).toBe('unverified_step');
    expect(claimsOf('My son weighs 20 kg. How much per dose?', context, 'At 15 mg per kilogram, a 20 kg child needs 350 mg per dose.')[0]?.status).toBe('contradicted');
  });

  it('supports a product over an amount the passages state', () => {
    const context = ['Extra build minutes cost $0.008 per minute. This month the team used 500 extra minutes.'];
    expect(claimsOf('What do the extra minutes cost?', context, 'The 500 extra minutes cost $4.')[0]?.status).toBe('supported');
  });

  it('reads the rate of the thing the claim names, not whichever rate fits', () => {
    const context = ['Adults pay €18 per night and children pay €9 per night.'];
    const [wrong] = claimsOf('What does my son pay for 2 nights?', context, 'For a child, 2 nights cost €36.');
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.checks[0]).toBe('The answer says €36; 2 nights at €9 per night is €18 (2 × €9).');
    expect(claimsOf('What does my son pay for 2 nights?', context, 'For a child, 2 nights cost €18.')[0]?.status).toBe('unverified_step');
  });
});

describe('tiered rates of one unit', () => {
  const MILEAGE = ['Mileage is paid at 45p per mile for the first 10,000 business miles in a tax year, and 25p per mile after that.'];

  it('read the tier that holds the amount (240 miles at 45p is £108)', () => {
    const [right] = shippedClaims({ question: 'I drove 240 miles. What can I claim?', context: MILEAGE, answer: '240 miles comes to £108.' });
    expect(right?.status).toBe('unverified_step');
    const [wrong] = shippedClaims({ question: 'I drove 240 miles. What can I claim?', context: MILEAGE, answer: '240 miles comes to £60.' });
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.fix).toBe('Replace £60 with £108.');
  });
});
