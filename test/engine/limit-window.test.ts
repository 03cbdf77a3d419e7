// A figure of the user's case set against a window or limit a passage states (compute/limit-check.ts),
// checked by hand: 4 days is inside 7 days, 10 days is not; three weeks (21 days) is inside 45
// days; GBP 300 x 12 = GBP 3,600, under GBP 20,000; GBP 3,000 x 12 = GBP 36,000, over it.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PROMISE = ['Price Promise. If you find the same item cheaper at a UK retailer within 7 days of buying from us, we will refund the difference. Claims are normally reviewed within 3 working days.'];
const RETURNS = ['Returns. Unopened small appliances may be returned within 45 days of delivery for a full refund. Opened items can be returned within 30 days but are subject to a 10% restocking fee.'];
const ISA = ['ISA allowance. You can pay in up to GBP 20,000 each tax year (6 April to 5 April) across all your ISAs.'];

function statusOf(context: string[], question: string, answer: string, part: string): { status?: string; checks?: string[] } {
  const claim = shippedClaims({ question, context, answer }).find((k) => k.text.includes(part));
  return { status: claim?.status, checks: claim?.checks };
}

describe('the user\'s figure against a stated window', () => {
  it('is a step on the user\'s figure when it is inside the window', () => {
    const got = statusOf(PROMISE, 'I bought a grinder 4 days ago and it is now cheaper elsewhere. Can I claim?', 'Yes. You\'re within the 7-day window, so you can claim.', '7-day window');
    expect(got.status).toBe('unverified_step');
    expect(got.checks?.[0]).toMatch(/4 days/);
  });

  it('is contradicted when the user\'s figure is outside it', () => {
    const got = statusOf(PROMISE, 'I bought a grinder 10 days ago and it is now cheaper elsewhere. Can I claim?', 'Yes. You\'re within the 7-day window, so you can claim.', '7-day window');
    expect(got.status).toBe('contradicted');
  });

  it('stays a plain fact when the claim is about the policy, not the user', () => {
    const got = statusOf(PROMISE, 'I bought a grinder 4 days ago. Can I claim?', 'Claims must be made within the 14-day window.', '14-day window');
    expect(got.status).not.toBe('unverified_step');
    expect(got.status).not.toBe('supported');
  });

  it('reads "that window" as the limit said two claims before', () => {
    const answer = 'Since it is unopened, you have up to forty-five days after delivery to send it back, and you would get a full refund. Three weeks is comfortably inside that window.';
    expect(statusOf(RETURNS, 'I bought a blender 3 weeks ago, still unopened. Can I return it?', answer, 'Three weeks').status).toBe('unverified_step');
  });
});

describe('a worked-out figure set against a stated limit', () => {
  it('is the step when the figure is under the limit', () => {
    const got = statusOf(ISA, 'If I pay in GBP 300 a month, is that within the ISA limit?', 'You\'d be paying in GBP 3,600 a year, well within the GBP 20,000 ISA allowance.', 'GBP 3,600');
    expect(got.status).toBe('unverified_step');
  });

  it('is contradicted when the worked figure is over the limit the claim says it is within', () => {
    const got = statusOf(ISA, 'If I pay in GBP 3,000 a month, is that within the ISA limit?', 'You\'d be paying in GBP 36,000 a year, well within the GBP 20,000 ISA allowance.', 'GBP 36,000');
    expect(got.status).toBe('contradicted');
    expect(got.checks?.[0]).toMatch(/over it/);
  });
});

describe('"within that" after a claim giving a limit and a period', () => {
  // "up to 60 days in any 180-day period": the limit is 60 days; three weeks (21 days) is within it.
  it('reads the figure written as a limit', () => {
    const rules = ['Citizens of countries on List A may visit without a visa for up to 60 days in any 180-day period.'];
    const answer = 'As a List A citizen you can stay up to 60 days in any 180-day period visa-free, and three weeks is well within that.';
    expect(statusOf(rules, 'Do I need a visa for a three-week holiday?', answer, 'three weeks').status).toBe('unverified_step');
  });
});

describe('a figure by how much the user is over a limit', () => {
  // Checked by hand: 22 GB used against a 20 GB allowance is 2 GB over; 2,300,000 requests against
  // 2,000,000 is 300,000 over. "2 GB over" says by how much, not that 2 GB exceeds 20 GB.
  const PLAN = ['Flex plan: 20 GB of data a month for 15 glimmets. Extra data costs 3 glimmets per GB over the allowance. Checked bags may weigh up to 20 kg each.'];
  const API = ['Quillstack API pricing. Starter: 20 zennos a month including 200,000 requests; extra requests 0.15 zennos per 1,000. Growth: 90 zennos a month including 2,000,000 requests; extra requests 0.08 zennos per 1,000.'];

  it('reads "2 GB over your 20 GB allowance" as the excess, a step on the user\'s 22 GB', () => {
    const got = statusOf(PLAN, 'I used 22 GB last month. What will I pay?', 'You went 2 GB over your 20 GB allowance last month.', '2 GB over');
    expect(got.status).toBe('unverified_step');
    expect(got.checks?.[0]).toMatch(/22/);
  });

  it('reads "300,000 requests over that allowance" after the allowance as the excess', () => {
    const answer = 'The Growth plan is 90 zennos a month and includes 2,000,000 requests. You went 300,000 requests over that allowance.';
    const got = statusOf(API, 'On the Growth plan we made 2,300,000 requests last month. What will we pay?', answer, '300,000 requests over');
    expect(got.status).toBe('unverified_step');
    expect(got.checks?.[0]).toMatch(/2,300,000/);
  });

  it('still sets a figure joined by a verb against the limit (guard: "is under")', () => {
    const got = statusOf(PLAN, 'My bag weighs 23 kg. Is that allowed?', 'Your 23 kg bag is under the 20 kg limit.', '23 kg bag');
    expect(got.status).toBe('contradicted');
    expect(got.checks?.[0]).toMatch(/23 kg is over it/);
  });

  it('is a step on the user\'s figure when it is on the side the claim says', () => {
    const got = statusOf(PLAN, 'My bag weighs 23 kg. Is that allowed?', 'Your 23 kg bag is over the 20 kg limit.', '23 kg bag');
    expect(got.status).toBe('unverified_step');
  });

  it('contradicts a wrong side said of the user\'s figure an earlier claim restated', () => {
    const got = statusOf(PLAN, 'My bag weighs 23 kg. Is that allowed?', 'Your bag is 23 kg, which is under the 20 kg limit.', 'under the 20 kg');
    expect(got.status).toBe('contradicted');
  });
});
