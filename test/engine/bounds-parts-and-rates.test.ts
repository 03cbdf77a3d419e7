// Written by hand, 2026-12-07 (2.45.0): readings that called correct claims contradicted, and a
// flipped prohibition that passed.
// - permission-flip.ts: a heading that only names the things ("Calmex antacid.") allows nothing,
//   "may want to" is advice and "could" a possibility, not leave; "do not take more than 6 tablets
//   in 24 hours" forbids going past a bound, not the thing: "you can take up to 6 tablets" stays
//   within it;
// - sentence-about.ts (cost-polarity): a sentence of ";" parts prices each part on its own;
// - unit-rate.ts: a rate's label words stop at a comma after the figure before it;
// - recompute.ts: a figure said per unit ("24 zells for each overtime hour") is no total of hours.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf } from '../helpers/shipped-statuses.ts';

describe('a permission that stays within a forbidden bound', () => {
  const context = ['Calmex antacid. Chew 1 tablet slowly every 4 to 6 hours as needed, and do not take more than 6 tablets in 24 hours. Not for children under 12.'];
  const of = (answer: string) => shippedClaimOf({ question: 'How many can I take?', context, answer }, answer.slice(0, 20));

  it('is supported: "up to 6" is what "not more than 6" allows', () => {
    expect(of('You can take up to 6 tablets in 24 hours.')?.status).toBe('supported');
  });

  it('is still contradicted when it grants past the bound (guard: another rule reads the negation)', () => {
    expect(of('You can take as many tablets as you like in 24 hours.')?.status).toBe('contradicted');
  });

  it('is still contradicted by a prohibition of the thing itself, whatever a heading names (guard)', () => {
    const context2 = ['Calmex antacid. Chew 1 tablet slowly every 4 to 6 hours as needed. Do not take Calmex with other antacids.'];
    for (const answer of ['You can also combine Calmex with other antacids.', 'Calmex can be taken with other antacids.']) {
      const claim = shippedClaimOf({ question: 'Can I combine it?', context: context2, answer }, 'Calmex');
      expect(claim?.status).toBe('contradicted');
      expect(claim?.checks[0]).toBe('The answer says this is allowed; p0 says it is not: "Do not take Calmex with other antacids."');
    }
  });

  it('is not read into "could", a possibility (guard)', () => {
    const context4 = ['No-claims protection. Protection keeps your discount after one claim. Protection does not stop your premium from rising after a claim.'];
    expect(shippedClaimOf({ question: 'Will my premium change?', context: context4, answer: 'Your premium could still go up after a claim, even with protection in place.' }, 'premium')?.status).not.toBe('contradicted');
  });

  it('is not contradicted by advice that something may be worth asking (guard)', () => {
    const context3 = ['Repairs. The repair warranty covers parts and labour for 90 days. It does not cover new accidental damage.'];
    expect(shippedClaimOf({ question: 'Is my damage covered?', context: context3, answer: 'You may want to ask in store about accidental damage.' }, 'ask')?.status).not.toBe('contradicted');
  });
});

describe('free or paid in a sentence of ";" parts', () => {
  const context = ["Holloway personal loan. You can make extra payments at any time free of charge; if you close the loan early, we charge 45 days' interest."];
  const of = (answer: string) => shippedClaimOf({ question: 'Are there fees?', context, answer }, answer.slice(0, 20));

  it('reads the part the claim speaks of: early closure is charged', () => {
    expect(of("If you close the loan early, there's a charge of 45 days' interest.")?.status).toBe('supported');
  });

  it('still contradicts a claim that calls the charged part free (guard)', () => {
    const claim = of('Closing the loan early is free of charge.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says it is free; p0 says/);
  });

  it('still contradicts a claim that calls the free part paid (guard)', () => {
    const claim = of('Making extra payments at any time comes with a fee.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says it costs something; p0 says/);
  });

  it('reads the whole sentence when the claim names words of both parts (guard)', () => {
    const loan = ["Holloway loan. Extra payments on the loan are free of charge; if you close the loan early, we charge 45 days' interest."];
    expect(shippedClaimOf({ question: 'Fees?', context: loan, answer: "Closing the loan early costs 45 days' interest." }, 'Closing')?.status).not.toBe('contradicted');
  });

  it('reads the whole sentence when the claim itself speaks of both parts (guard)', () => {
    const tickets = ['Old Town walking tour: daily at 10:00 from Guild Square. Tickets cost 12 paras; under-10s go free.'];
    expect(shippedClaimOf({ question: 'Prices?', context: tickets, answer: 'Tickets are 12 paras, and under-10s go free.' }, 'Tickets')?.status).toBe('supported');
  });
});

describe('a rate chosen by its own label words', () => {
  const context = ['Stowa storage. Hot storage costs 0.02 zennos per GB per month. Cold storage costs 0.005 zennos per GB per month, charges 0.03 zennos per GB retrieved, and keeps data for at least 60 days.'];

  it('does not take the retrieval rate for a monthly storage cost (its label is "charges", not the month before it)', () => {
    const input = { question: 'We keep 400 GB in Cold storage. What will it cost each month?', context, answer: "For 400 GB, that's 2 zennos a month." };
    expect(shippedClaimOf(input, '400 GB')?.status).not.toBe('contradicted');
  });

  it('still names a rate by label words after a comma (guard)', () => {
    const bikes = ['Bike hire. Adults pay 6 quibs per hour, children pay 3 quibs per hour.'];
    const claim = shippedClaimOf({ question: 'My son wants a bike for 4 hours. How much?', context: bikes, answer: 'For a child, 4 hours comes to 24 quibs.' }, 'child');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/12 quibs/);
  });
});

describe('a figure said per unit', () => {
  const context = ['Overtime at Pellow Docks. Hourly-paid crew in pay bands A and B can claim overtime for hours worked beyond 37.5 in a week. Band A crew are paid 1.5 times their hourly rate for weekday overtime and 2 times on Sundays. Band B crew are paid 1.25 times their hourly rate for weekday overtime and 1.75 times on Sundays. All overtime must be approved in advance, and claims must be submitted within 30 days of the work.'];
  const input = {
    question: "I'm band A on 16 zells an hour and worked 6 hours of weekday overtime. What will I get for it?",
    context,
    answer: "Band A weekday overtime is paid at 1.5 times your hourly rate. On 16 zells an hour, that's 24 zells for each overtime hour. For your 6 hours, the total comes to 154 zells.",
  };

  it('is not contradicted by a product with the hours it is per (16 × 1.5 is 24 an hour)', () => {
    expect(shippedClaimOf(input, '24 zells')?.status).not.toBe('contradicted');
  });

  it('leaves a total of the hours open to the product (guard)', () => {
    expect(shippedClaimOf(input, '154 zells')?.status).toBe('contradicted');
  });
});
