// Working the answer does in one claim (compute/own-working.ts), checked by hand: a figure worked
// out may feed the claim's next step (3 weeks × 10 years = 30 weeks; 30 × £700 = £21,000), two
// figures written with "×" multiply whatever their kinds (20 mg × 15 kg = 300 mg; 300 ÷ 2 = 150),
// and a small count of the user's own case is an operand (3 × £350 = £1,050). Each is an unverified
// step; the same sentence with a result no step gives is not.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf, shippedStatusOf } from '../helpers/shipped-statuses.ts';

const statusOf = (context: string[], question: string, answer: string, part: string) => shippedStatusOf({ question, context, answer }, part);

describe('a chain of steps in one claim', () => {
  const policy = ['Enhanced redundancy pay is three weeks of pay for each complete year of service, capped at 20 years. It is paid with the final salary.'];
  const asked = 'I have 10 years of service and my weekly pay is £700. What enhanced redundancy pay would I get?';

  it('takes the first result as the operand of the second', () => {
    expect(statusOf(policy, asked, 'Three weeks for each of your 10 years is 30 weeks, which comes to £21,000.', '£21,000')).toBe('unverified_step');
  });

  it('is no step when the last result follows from nothing (30 × £700 is £21,000, not £24,000)', () => {
    expect(statusOf(policy, asked, 'Three weeks for each of your 10 years is 30 weeks, which comes to £24,000.', '£24,000')).not.toBe('unverified_step');
  });
});

describe('figures written with a multiplication sign', () => {
  const leaflet = ['Dosing for children: 20 mg per kg of body weight per day, given as two divided doses. Do not exceed 1,000 mg a day.'];
  const asked = 'My son weighs 15 kg. How much should he have?';

  it('multiply whatever their kinds, and the result may be split by a count', () => {
    const claim = shippedClaimOf({ question: asked, context: leaflet, answer: 'Working it out: 20 mg × 15 kg gives 300 mg a day, split into two doses of 150 mg each.' }, '300 mg');
    expect(claim?.status).toBe('unverified_step');
    expect(claim?.checks.join(' ')).toContain('150 mg is 300 ÷ 2');
  });

  it('give no step for a product they do not make (20 × 15 is 300, not 350)', () => {
    expect(statusOf(leaflet, asked, 'Working it out: 20 mg × 15 kg gives 350 mg a day, split into two doses of 175 mg each.', '350 mg')).not.toBe('unverified_step');
  });
});

describe('a small count of the user\'s own case', () => {
  const rules = ['Compensation for a cancelled flight of 1,500 to 3,500 km is £350 per passenger, unless the cancellation was caused by extraordinary circumstances.'];
  const asked = 'My flight of 2,000 km was cancelled. I was travelling with my two children. What can we claim?';

  it('is an operand of the total (3 × £350 = £1,050)', () => {
    expect(statusOf(rules, asked, 'Each passenger can claim £350. For the three of you, that comes to £1,050.', '£1,050')).toBe('unverified_step');
  });

  it('gives no step for a total it does not make (£1,200)', () => {
    expect(statusOf(rules, asked, 'Each passenger can claim £350. For the three of you, that comes to £1,200.', '£1,200')).not.toBe('unverified_step');
  });
});

describe('an age', () => {
  it('is never a result worked out from other figures (a 10-year-old is no 30 ÷ 3)', () => {
    const leaflet = ['Chewzinc chewable tablets. Children 4 to 13 years: 2 tablets a day. Adults and children 14 and over: 3 tablets a day. Each tub holds 30 tablets.'];
    const claim = shippedClaimOf({ question: 'How long will a 30-tablet tub last my daughter? She is ten.', context: leaflet, answer: 'For a 10-year-old, the dose is 3 tablets a day.' }, '3 tablets');
    expect(claim?.checks.join(' ')).not.toContain('works this out');
    expect(claim?.status).not.toBe('supported');
  });
});
