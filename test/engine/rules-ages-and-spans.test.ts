// Written by hand, 2026-12-07 (2.48.0): correct claims that were held, and the errors each change
// must still catch.
// - operations.ts (withoutLeadingCondition): "If heavy rain, strong wind or frost means your visit
//   is postponed, ..." works nothing out: its "means" is no cue for a sum of 2 days and 7 days;
// - operations.ts (addProductSums) and recompute.ts (period): "24 plonets a month, plus a 15
//   plonets joining fee ... Over twelve months that comes to 303 plonets" is 12 × 24 + 15, the
//   twelve counted from the span in the rate's period, never from any count in sight;
// - permission-flip.ts (forbiddingClauseNames): "..., and the deduction must not take your pay below
//   the minimum wage" forbids nothing of joining;
// - negated-twin.ts (thingNamedElsewhere, pronounSubject): "so they must not be bought with the
//   equipment allowance" is said of laptops, not of the monitor the allowance can be spent on;
// - verify-fact.ts (statesDescribedUnit): "two home working days a week" states "two days a week";
// - verify-fact.ts (statesAge) and context-index.ts (sameAge): "under 12 years old" is the age of
//   "Not for children under 12"; "I'm 16" gives the user's age;
// - quantities.ts: "a 1500-word contract" counts words, it is no year;
// - verify-fact.ts (otherSideOfRule): "As it isn't urgent, there's no 25 percent surcharge" applies
//   "Urgent orders carry a surcharge of 25%" to the case it leaves out;
// - segment-swap.ts: "costs" says a figure is a price, not what it is the price of;
// - operations.ts: "over the same period" is a span, no cue for a difference; "in interest" is one;
// - subject-swap.ts: "Before construction starts, Northwind has to ..." has Northwind for its doer;
// - earlier-total.ts (anaphoricTotal): "the two large items come to 160 plonets and the two bedside
//   tables to 50 plonets. That makes 200 plonets for the whole visit" is 160 + 50;
// - recompute.ts: "That gives you 13 paid days ... Having used 6 already, you have 8 paid days left"
//   takes the 13 paid days and the bare 6 (days) as its operands, not two weeks less 6.
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/quantities/quantities.ts';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

/** The shipped statuses of an answer's claims, with their texts, for one question and context. */
const statusesAsked = (question: string, context: string[]) => (answer: string) => shippedClaims({ question, context, answer }).map((k) => [k.text, k.status]);

describe('a leading condition worded with "means"', () => {
  const context = [
    'ClearPane price list. You pay by direct debit after each visit and we email your invoice within 2 days.',
    "We clean in all weather except heavy rain, high winds or frost. If we have to postpone your visit because of the weather, we will come back within 5 working days at no extra charge. To pause or cancel your round, give us 7 days' notice by phone or through the app; there is no cancellation fee.",
  ];
  const of = statusesAsked('What if it rains on my cleaning day?', context);
  const lead = 'We email the invoice within 2 days. If heavy rain, strong wind or frost means your visit is postponed, the cleaner will come back within';

  it('does not make a misquoted figure a sum of two others (2 days + 7 days)', () => {
    const [, second] = of(`${lead} 9 working days.`);
    expect(second?.[1]).toBe('not_stated');
  });

  it('keeps the right figure supported (guard)', () => {
    expect(of(`${lead} 5 working days.`).map(([, s]) => s)).toEqual(['supported', 'supported']);
  });
});

describe('a monthly rate over a span plus a one-off fee', () => {
  const context = [
    'Membership options. Off-Peak membership costs 24 plonets a month and gives access on weekdays. Anytime membership costs 36 plonets a month. Both monthly memberships carry a joining fee of 15 plonets. If you pay for a year upfront, the joining fee is waived: an annual Off-Peak membership costs 240 plonets and an annual Anytime membership costs 360 plonets.',
    'Cancelling. New monthly members agree to a minimum term of three months. Annual memberships are not refundable, except where you move home to more than 25 km from your club. In that case we refund the unused full months, minus an administration fee of 20 plonets.',
  ];
  const of = statusesAsked('Would I save money by paying for Off-Peak annually rather than monthly for a year?', context);
  const lead = 'Off-Peak costs 24 plonets a month, plus a 15 plonets joining fee on the monthly plan. Over twelve months that comes to';

  it('is 12 × 24 + 15', () => {
    expect(of(`${lead} 303 plonets.`).map(([, s]) => s)).toEqual(['supported', 'supported']);
  });

  it('still contradicts a wrong total (guard)', () => {
    expect(of(`${lead} 313 plonets.`)[1]?.[1]).toBe('contradicted');
  });

  it('takes no count that is not the span in the rate\'s period (guard: 3 days × 5 days + 3 days is no share of leave)', () => {
    const leave = statusesAsked("I'm moving to part-time, working 3 days a week. How much annual leave will I get?", ['Annual leave. Full-time employees, who work five days a week, receive 25 days of annual leave per year plus public holidays. Part-time employees receive leave pro rata.']);
    const claims = leave('A full-time employee works five days a week and receives 25 days of leave a year. At three days a week, your share works out to 18 days a year.');
    expect(claims.at(-1)?.[1]).toBe('contradicted');
  });
});

describe('a prohibition in another clause of the sentence', () => {
  const context = ['Cycle to work scheme. The maximum package value is 2000 druvels for a standard bicycle. To join, you must be aged 18 or over, have a permanent contract and have passed your probation period, and the deduction must not take your pay below the minimum wage. Applications open twice a year, in March and September.'];
  const of = statusesAsked('Who can join the cycle to work scheme?', context);

  it('does not forbid what the other clause allows', () => {
    expect(of("You can join if you're 18 or older, on a permanent contract and past your probation period.")[0]?.[1]).toBe('supported');
  });

  it('still forbids what its own clause names (guard)', () => {
    expect(of('The deduction can take your pay below the minimum wage.')[0]?.[1]).toBe('contradicted');
  });
});

describe('a denial said of a pronoun', () => {
  const context = [
    'Home working equipment allowance. If your contract includes at least two home working days a week, you can claim a one-off allowance of 400 druvels to set up your home workspace. The allowance can be spent on a desk, chair, monitor, keyboard, mouse, headset or desk lamp.',
    'IT equipment for home working. Laptops, docking stations and mobile phones are supplied by the IT Service Desk and remain company property, so they must not be bought with the equipment allowance.',
  ];
  const of = statusesAsked('How do I get a laptop and a monitor?', context);

  it('is not of a thing another sentence allows', () => {
    expect(of('A monitor, on the other hand, is something you can buy with your home working equipment allowance.')[0]?.[1]).toBe('supported');
  });

  it('still denies it of the things it refers to (guard)', () => {
    expect(of('A laptop is something you can buy with your home working equipment allowance.')[0]?.[1]).toBe('contradicted');
  });

  it('still denies what a sentence denies of a noun subject, whatever other sentences name (guard)', () => {
    const overtime = statusesAsked('Do store managers get paid overtime?', ['Overtime policy. Store colleagues on grades R1 to R3 are paid overtime at 1.5 times their hourly rate. Store managers and assistant managers (grades M1 and M2) are not eligible for paid overtime; instead, they may take time off in lieu for additional hours. All overtime must be authorised in advance.']);
    expect(overtime('Store managers and assistant managers on grades M1 and M2 are paid overtime at the same rates.')[0]?.[1]).toBe('contradicted');
  });

  it('reads "two home working days a week" as two days a week', () => {
    expect(of('The allowance is a one-off 400 druvels if you work from home at least two days a week.')[0]?.[1]).toBe('supported');
    expect(of('The allowance is a one-off 400 druvels if you work from home at least three days a week.')[0]?.[1]).toBe('not_stated');
  });
});

describe('ages', () => {
  it('"under 12 years old" is the age of "Not for children under 12"', () => {
    const of = statusesAsked('Can my 10-year-old take Ferrovita?', ['Not for children under 12. Each tablet contains 14 mg of iron. Take 1 tablet a day with water.']);
    expect(of("Ferrovita isn't for children under 12 years old.")[0]?.[1]).toBe('supported');
    expect(of("Ferrovita isn't for children under 14 years old.")[0]?.[1]).toBe('not_stated');
  });

  it('never takes the other side of the age for the same one (guard: "aged 12 and over" states no "under 12 years old")', () => {
    const of = statusesAsked('Can my 10-year-old take Ferrovita?', ['Adults and children aged 12 and over: take 1 tablet a day with water. Each tablet contains 14 mg of iron.']);
    expect(of('Ferrovita is for children under 12 years old.')[0]?.[1]).not.toBe('supported');
  });

  it('"I\'m 16" in the question gives the user\'s age', () => {
    const context = ['House rules. Guests must be aged 18 or over to stay in a dormitory; under-18s may stay only in a private room with a parent or guardian. Check-in is from 15:00 to 23:00.'];
    const answer = "At 16 years old, you'd need to stay in a private room with your mum instead.";
    expect(statusesAsked("I'm 16 and my mum is coming with me. Can we stay in a dorm?", context)(answer)[0]?.[1]).toBe('unverified_step');
    expect(statusesAsked('My mum is coming with me. Can we stay in a dorm?', context)(answer)[0]?.[1]).toBe('not_stated');
  });
});

describe('a count written before a hyphen and its noun', () => {
  it('is a count, not a year', () => {
    expect(extractQuantities('A 1500-word contract is 15 blocks of 100 words').map((q) => q.dim)).toEqual(['count', 'count', 'count']);
    expect(extractQuantities('the 2024-style plan')[0]?.dim).toBe('year');
  });
});

describe('the other side of a stated rule', () => {
  const context = ['Schedule A: Fees. The Translator will charge 12 tarvens per 100 words of source text for standard documents and 18 tarvens per 100 words for certified legal or medical documents. A minimum fee of 40 tarvens applies to each order. Urgent orders, meaning delivery within 24 hours of acceptance, carry a surcharge of 25% on the fee.'];
  const of = statusesAsked("How much would a 1500-word certified legal contract cost if it isn't urgent?", context);

  it('is a step when a denied reason is the rule\'s condition', () => {
    expect(of('Certified legal documents are charged at 18 tarvens per 100 words. A 1500-word contract is 15 blocks of 100 words, so the fee would be 270 tarvens. As it isn\'t urgent, there\'s no 25 percent surcharge.').map(([, s]) => s))
      .toEqual(['supported', 'unverified_step', 'unverified_step', 'unverified_step']);
  });

  it('is no step when the denial is of the rule itself, or its reason is not denied (guards)', () => {
    expect(of("There's no 25 percent surcharge on urgent orders.")[0]?.[1]).toBe('not_stated');
    expect(of("As it's urgent, there's no 25 percent surcharge.")[0]?.[1]).toBe('not_stated');
  });
});

describe('"costs" beside a price', () => {
  const context = ['Postwing email API plans. Free plan: 100 emails per day. Starter plan: 25 zennos per month for 50000 emails per month, 3 sending domains and 7 days of log retention; extra emails cost 1 zenno per 1000. Growth plan: 80 zennos per month for 200000 emails per month, 10 sending domains and 30 days of log retention; extra emails cost 1 zenno per 2000.'];
  const of = statusesAsked('What do I get on the Starter plan?', context);

  it('does not send the price to the part that says "cost"', () => {
    expect(of('Starter costs 25 zennos a month.')[0]?.[1]).toBe('supported');
  });

  it('still finds the other row\'s price and a price put on extra emails (guards)', () => {
    expect(of('Starter costs 80 zennos a month.')[0]?.[1]).toBe('contradicted');
    expect(of('On Starter, extra emails cost 25 zennos per 1000.')[0]?.[1]).toBe('contradicted');
  });
});

describe('spans and interest in worked figures', () => {
  it('"over the same period" asks for no difference', () => {
    const of = statusesAsked('How much will the fund be worth?', ['Northwind has agreed to a community benefit fund of 3 million morvas a year for 25 years, to be run by the county council. Council leader Maria Okafor welcomed the fund but said the council had asked for 5 million morvas a year.']);
    const lead = 'Northwind will pay 3 million morvas a year into the fund for 25 years. The council had asked for 5 million morvas a year, which would have meant';
    expect(of(`${lead} 125 million morvas over the same period.`).at(-1)?.[1]).toBe('supported');
    expect(of(`${lead} 120 million morvas over the same period.`).at(-1)?.[1]).toBe('not_stated');
  });

  it('"in interest" is what is repaid less what is borrowed', () => {
    const of = statusesAsked('How much interest on £2,000?', ['Example repayments over 24 months. £2,000 at 1% a month: £94.15 a month, total repayable £2,259.60. £5,000 at 0.75% a month: £228.42 a month, total repayable £5,482.08.']);
    const lead = "Borrowing £2,000 over 24 months, you'd repay £2,259.60 in total. By comparison, £2,000 over that term costs";
    expect(of(`${lead} £259.60 in interest.`).at(-1)?.[1]).toBe('supported');
    expect(of(`${lead} £269.60 in interest.`).at(-1)?.[1]).toBe('not_stated');
  });
});

describe('a doer after a leading clause', () => {
  it('is the main clause\'s subject, not the leading clause\'s', () => {
    const of = statusesAsked('What happens next?', ["What happens next. Before construction can begin, Northwind must complete a marine survey of the cable route and agree a fisheries liaison plan with the Coastal Fishermen's Association. The onshore substation will be built first."]);
    expect(of('Before construction starts, Northwind has to complete a marine survey of the cable route.')[0]?.[1]).toBe('supported');
  });
});

describe('totals and what is left of them', () => {
  const furniture = statusesAsked('I need a wardrobe, a double bed and two bedside tables assembled. What will it cost?', ['Assembly prices. Small items, such as bedside tables, chairs and shelving units under one metre tall, cost 25 plonets each. Medium items, such as desks and single beds, cost 45 plonets each. Large items, such as wardrobes, double beds and corner sofas, cost 80 plonets each. Every booking has a minimum charge of 50 plonets. Fixing an item to the wall costs an extra 15 plonets per item.']);
  const parts = 'A wardrobe and a double bed are both large items at 80 plonets each. Bedside tables are small items at 25 plonets each. So the two large items come to 160 plonets and the two bedside tables to 50 plonets.';

  it('adds the parts of a claim whose second part leaves its verb out', () => {
    const [text, status] = furniture(`${parts} That makes 200 plonets for the whole visit.`).at(-1) ?? [];
    expect([text, status]).toEqual(['That makes 200 plonets for the whole visit', 'contradicted']);
    expect(furniture(`${parts} That makes 210 plonets for the whole visit.`).at(-1)?.[1]).toBe('supported');
  });

  const leave = statusesAsked("My father died and I've already used 6 of my bereavement days. The funeral is abroad. How many paid days do I have left?", ['Bereavement leave. If a close family member dies, you are entitled to 10 working days of paid bereavement leave. Where a funeral takes place abroad, you may take up to 3 additional days of paid travel leave. On your return, HR can arrange a phased return of up to two weeks on reduced hours. If you need more time, you can ask for up to 5 further days of unpaid leave.']);
  const total = "You're entitled to 10 working days of paid bereavement leave. Because the funeral is abroad, you can also take up to 3 additional days of paid travel leave. That gives you 13 paid days altogether.";

  it('takes what is left from the total just named, less the bare count used', () => {
    const claims = shippedClaims({ question: "My father died and I've already used 6 of my bereavement days. The funeral is abroad. How many paid days do I have left?", context: ['Bereavement leave. If a close family member dies, you are entitled to 10 working days of paid bereavement leave. Where a funeral takes place abroad, you may take up to 3 additional days of paid travel leave. On your return, HR can arrange a phased return of up to two weeks on reduced hours. If you need more time, you can ask for up to 5 further days of unpaid leave.'], answer: `${total} Having used 6 already, you have 8 paid days left.` });
    expect(claims.at(-1)?.status).toBe('contradicted');
    expect(claims.at(-1)?.checks[0]).toMatch(/13 paid days − 6 is 7 paid days/);
    expect(leave(`${total} Having used 6 already, you have 7 paid days left.`).at(-1)?.[1]).toBe('unverified_step');
  });
});
