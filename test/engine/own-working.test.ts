// A figure the answer works out in the same breath from figures it gives (compute/own-working.ts):
// one product or quotient, checked by hand (45,000 ÷ 100 = 450; 450 ÷ 60 = 7.5; 450 ÷ 600 = 0.75
// minutes = 45 seconds; 18,000 ÷ 4 = 4,500), is the answer's own step, not an invented figure. A
// figure no such step gives, or one whose kinds do not fit (days over tablets are no packs), stays
// not stated.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LIMITS = ['Rate limits. Free tier: 60 requests per minute. Pro tier: 600 requests per minute. Batch endpoints accept up to 100 items and count as one request.'];
const ASKED = 'I need to sync 45,000 records. How long on the free tier using batch?';

function statusOf(answer: string, part: string, context = LIMITS, question = ASKED): string | undefined {
  return shippedClaims({ question, context, answer }).find((k) => k.text.includes(part))?.status;
}

describe('a figure the answer works out itself', () => {
  it('is a step when it is the user figure over the passage figure the claim names', () => {
    expect(statusOf('With batches of 100, 45,000 records need 450 batch requests.', '450')).toBe('unverified_step');
  });

  it('is a step when it is an earlier claim figure over a rate in time, in the rate unit or another', () => {
    const answer = 'With batches of 100, 45,000 records need 450 batch requests. At 60 requests a minute, that takes 7.5 minutes. At 600 a minute it would take 45 seconds.';
    expect(statusOf(answer, '7.5 minutes')).toBe('unverified_step');
    expect(statusOf(answer, '45 seconds')).toBe('unverified_step');
  });

  it('is not stated when no single step gives it', () => {
    expect(statusOf('With batches of 100, 45,000 records need 520 batch requests.', '520')).toBe('not_stated');
  });

  it('is no step when the kinds do not fit', () => {
    const leaflet = ['Pelvatin 20 mg tablets. After 4 weeks your doctor may increase the dose to 40 mg once a day (two tablets). Each pack contains 28 tablets.'];
    const answer = 'Over 12 weeks that is 84 days, and with 28 tablets in a pack you will need 3 packs.';
    expect(statusOf(answer, '3 packs', leaflet, 'How many packs for 12 weeks at 40 mg?')).not.toBe('unverified_step');
  });

  it('takes working written out over passage figures as a step', () => {
    const lease = ['Rent: £18,000 per year payable quarterly in advance on the usual quarter days.'];
    expect(statusOf('Quarterly rent is £18,000 ÷ 4 = £4,500.', '£4,500', lease, 'What do we pay each quarter day?')).toBe('unverified_step');
  });
});

describe('a span of years the answer works out', () => {
  const context = ['The ministry has approved the wind farm. Construction is due to start in 2026, with first power in 2029.'];
  const answer = (span: string) => `Building starts in 2026 and the first electricity is expected in 2029, so about ${span} years.`;

  it('is a step when it is the gap between the years it names (2029 − 2026 = 3)', () => {
    expect(statusOf(answer('three'), 'years', context, 'How long from construction to first power?')).toBe('unverified_step');
  });

  it('is not stated when no two years give it', () => {
    expect(statusOf(answer('five'), 'years', context, 'How long from construction to first power?')).toBe('not_stated');
  });
});

describe('a share of the answer amount', () => {
  it('is a step with the one rate the window gives (12% of £60,000 = £7,200)', () => {
    const policy = ['Annual bonus. For a Manager the target bonus is 12% of base salary, paid in March.'];
    expect(statusOf('On £60,000 that target would be £7,200.', '£7,200', policy, 'My base pay is £60,000. What is my target bonus?')).toBe('unverified_step');
  });

  it('is no step with one of several rates (4.10% of £5,000 is the 2-year bond, not the 1-year)', () => {
    const rates = ['Savings rates. 1-Year Fixed Bond: 4.25% AER. 2-Year Fixed Bond: 4.10% AER.'];
    const answer = 'The 1-Year Fixed Bond pays 4.25% AER, against 4.10% on the 2-Year. £5,000 in the 1-year bond would earn about £205 over the year.';
    expect(statusOf(answer, '£205', rates, 'What would £5,000 earn in the 1-year bond?')).not.toBe('unverified_step');
  });
});
