// Correct claims the shipped engine once contradicted: a house number read as a figure, "not ...
// without consent" read as denying the consent, a cap the result is compared with read as an
// operand, a total over a rate per guest per night read as the rate's slot, an age read as a
// duration to multiply. Needs the vectors and WordNet, so it runs the default engine. Texts and
// expectations written by hand (the age case uses a dev6 case's text).
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('false contradictions', () => {
  it('reads a phrasal verb by its particle: "come off" is no opposite of "leave in place"', () => {
    const context = ['Apply one patch and leave it in place for 72 hours, then remove it and apply a new patch to a different area of skin.'];
    expect(shippedStatuses({ question: 'When do I change it?', context, answer: 'Each patch should come off after 72 hours.' })).not.toContain('contradicted');
  });

  it('reads "leaves out clearance sales" as the exclusion the policy states', () => {
    const context = ["Price Match. We don't match marketplace sellers, membership-only prices or clearance sales."];
    expect(shippedStatuses({ question: 'Will you match a clearance price?', context, answer: 'The price match leaves out clearance sales.' })).toEqual(['supported']);
  });

  it('reads "don\'t let it freeze" as "do not freeze", and "25 degrees C" as a temperature', () => {
    const context = ['How to store: below 25 degrees C; do not freeze. Throw away 2 months after first opening.'];
    expect(shippedStatuses({ question: 'How do I store it?', context, answer: "Keep it below 25°C and don't let it freeze." })).toEqual(['supported']);
    // The negation still counts: letting it freeze is what the leaflet forbids.
    expect(shippedStatuses({ question: 'How do I store it?', context: ['Do not let the child swallow the tablets.'], answer: 'Let your child swallow the tablets.' })).toEqual(['contradicted']);
  });

  it('reads "14 Wharf Street" as an address, not a count to compare with the parties\' numbering', () => {
    const context = ['Clause 21: Notices must be delivered to the registered office of the receiving party.', 'Parties: (1) Calder Freight Ltd, registered office 14 Wharf Street, Leeds; (2) Morrow Packaging Ltd, registered office Unit 5, Brickfield Estate, Hull.'];
    expect(shippedStatuses({ question: 'Where does notice to Calder go?', context, answer: "It goes to Calder's registered office at 14 Wharf Street, Leeds." })).toEqual(['supported']);
  });

  it('does not read "shall not assign ... without the Landlord\'s consent" as denying the consent', () => {
    const context = ["Clause 12: The Tenant shall not assign the whole of the Premises without the Landlord's consent, such consent not to be unreasonably withheld. The Tenant shall not assign part only of the Premises."];
    expect(shippedStatuses({ question: 'Can we assign?', context, answer: "You can't assign part of the premises, and assigning the whole needs the landlord's consent." })).not.toContain('contradicted');
  });

  it('does not add the cap a result is compared with to the sum', () => {
    const context = ['The first 2 hours are free. After that, parking costs £1.20 per hour, up to a daily maximum of £8.'];
    const statuses = shippedStatuses({ question: "I'll park for 5 hours. What will it cost?", context, answer: 'The first two hours are free, so you pay for three hours at £1.20 each, which comes to £3.60, well under the £8 daily cap.' });
    expect(statuses).not.toContain('contradicted');
  });

  it('reads a total over the claim\'s counts of a rate per guest per night as worked out, not as the rate\'s slot', () => {
    const context = ['Room rate: £95 per night. Tourist levy: £2.50 per guest per night.', 'Booking #K12: 2 guests, 4 nights.'];
    expect(shippedStatuses({ question: 'How much is the levy?', context, answer: 'The levy for two guests over four nights adds £20.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'How much is the levy?', context, answer: 'The levy for two guests over four nights adds £25.' })).not.toContain('supported');
  });

  it('reads "an 8-year-old" as an age, not as a duration to multiply (text of fixtures/cases/dev6.jsonl, med_child_daily_total)', () => {
    const context = ['Children 6-11 years: 5 ml three times a day. Children under 6: not recommended.'];
    expect(shippedStatuses({ question: 'How much per day for my 8-year-old?', context, answer: 'For an 8-year-old the dose is 5 ml three times a day, so 15 ml in total each day.' })).not.toContain('contradicted');
  });

  it('does not read a thing in another part of the claim as what the figure is said of', () => {
    const context = ['Economy Standard adds one cabin bag up to 10 kg (55 x 40 x 23 cm). Economy Flex includes the same cabin bag plus two 23 kg checked bags. Economy Standard passengers may check in one bag of up to 23 kg for a fee.'];
    const answer = 'On Economy Standard you get a cabin bag up to 10 kg measuring no more than 55 x 40 x 23 cm, and you can check in one bag of up to 23 kg for a fee.';
    expect(shippedStatuses({ question: 'What bags come with Economy Standard?', context, answer })).not.toContain('contradicted');
  });

  it('does not read a place the claim sets aside ("outside London") as the place the figure is said of', () => {
    const context = ['Hotel costs are reimbursed up to £140 per night in London and £95 per night elsewhere in the UK, including breakfast.'];
    expect(shippedStatuses({ question: 'What hotel rate can I claim in Bristol?', context, answer: 'Outside London, you can claim up to £95 a night for the hotel, breakfast included.' })).not.toContain('contradicted');
    expect(shippedStatuses({ question: 'What hotel rate can I claim in London?', context, answer: 'In London, you can claim up to £95 a night for the hotel.' })).toContain('contradicted');
  });

  it('does not read "free to cancel" as the price "free" against "the amount paid"', () => {
    // Text of fixtures/cases/dev8.jsonl, fin_direct_debit_wrong_amount.
    const context = ["Refunds on Direct Debits. If an error is made in the payment of your Direct Debit by the organisation or by Harlow Building Society, you are entitled to a full and immediate refund of the amount paid from your bank. If you receive a refund you are not entitled to, you must pay it back when the organisation asks you to. You can cancel a Direct Debit at any time by simply contacting us; please also notify the organisation."];
    expect(shippedStatuses({ question: 'Can I cancel?', context, answer: "You're also free to cancel the Direct Debit whenever you like by contacting Harlow, and it's a good idea to tell the gym too." })).not.toContain('contradicted');
  });

  it('does not carry a negation in a leading condition over to the main clause', () => {
    const context = ["If your breathing gets worse quickly and the inhaler doesn't help, get emergency medical help immediately."];
    expect(shippedStatuses({ question: 'What if it gets worse?', context, answer: 'Get emergency help right away.' })).not.toContain('contradicted');
  });

  it('reads "need X before" as what "may not ... without X" says', () => {
    const context = ["The Customer may not assign or transfer this Agreement without the Supplier's prior written consent."];
    expect(shippedStatuses({ question: 'Can we transfer the contract?', context, answer: "You'd need the supplier's written consent before transferring the agreement." })).not.toContain('contradicted');
  });
});

describe('relation words across a hyphened figure', () => {
  it('contradicts "3 days after your 14-day trial ends" where the email comes 3 days before', () => {
    const context = ["New members get a 14-day free trial. We'll email you a reminder 3 days before the trial ends."];
    expect(shippedStatuses({ question: 'When is the reminder?', context, answer: "You'll get a reminder email 3 days after your 14-day trial ends." })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'When is the reminder?', context, answer: "You'll get a reminder email 3 days before your 14-day trial ends." })).toEqual(['supported']);
  });
});

describe('a negation the passage words otherwise', () => {
  it('reads a negation on a verb the passage words otherwise as the passage\'s own ("shouldn\'t be mixed with" / "Do not take ... with")', () => {
    const context = ['Do not take Corvalin with the antibiotic dextamycin, as it can raise corvalin levels.'];
    expect(shippedStatuses({ question: 'Can I take it with antibiotics?', context, answer: "Corvalin shouldn't be mixed with dextamycin, because it can raise corvalin levels." })).not.toContain('contradicted');
    // The flip is still caught when the claim asserts the verb the passage negates.
    expect(shippedStatuses({ question: 'Can I take it with antibiotics?', context, answer: 'You can take Corvalin with dextamycin.' })).toContain('contradicted');
  });
});

describe('an infinitive after a passive verb', () => {
  it('keeps its own voice: "are being told to avoid" is no swap of "advised people to avoid"', () => {
    const context = ['Officials advised people to avoid strenuous activity between 11am and 4pm.'];
    expect(shippedStatuses({ question: 'What is the advice?', context, answer: 'People are being told to avoid strenuous activity between 11am and 4pm.' })).not.toContain('contradicted');
  });
});

describe("a figure with its own slot named beside it", () => {
  const CARD = ['Card rates. Balance transfers: 0% for 18 months, then the purchase rate. Purchase rate: 22.9% APR variable. Cash withdrawals: 29.9% APR.'];

  it('is said of that slot, not of the claim\'s subject', () => {
    expect(shippedStatuses({ question: 'What happens after the balance transfer offer?', context: CARD, answer: 'Balance transfers then move to the 22.9% purchase rate.' })).not.toContain('contradicted');
  });

  it('is still a swap when the claim gives it to another slot', () => {
    expect(shippedStatuses({ question: 'What happens after the balance transfer offer?', context: CARD, answer: 'Cash withdrawals are charged at 22.9% APR.' })).toContain('contradicted');
  });
});

describe('a negation in another clause of the sentence', () => {
  const PLANS = ["You can change plan from Settings > Billing on the web; plan changes can't be made from the phone app."];

  it('does not deny the clause that states the claim', () => {
    expect(shippedStatuses({ question: 'Where do I change plan?', context: PLANS, answer: 'You can change your plan under Settings > Billing on the website.' })).not.toContain('contradicted');
  });

  it('still denies what its own clause states', () => {
    expect(shippedStatuses({ question: 'Where do I change plan?', context: PLANS, answer: 'Plan changes can be made from the phone app.' })).toContain('contradicted');
  });
});

describe('a "non-" noun naming a class', () => {
  const GIFTS = ['Gifts between $50 and $200 must be recorded in the Gifts Register within 5 working days. Deposits are not refundable.'];

  it('asserts no "not" ("non-cash gifts")', () => {
    expect(shippedStatuses({ question: 'What about bigger gifts?', context: GIFTS, answer: 'Non-cash gifts between $50 and $200 must be logged in the Gifts Register within 5 working days.' })).toEqual(['supported']);
  });

  it('while a "non-" adjective still denies ("non-refundable")', () => {
    expect(shippedStatuses({ question: 'Can I get my deposit back?', context: ['Deposits are refunded within 14 days.'], answer: 'Deposits are non-refundable.' })).not.toContain('supported');
  });
});

describe('working written out rightly', () => {
  it('is not contradicted by another reading of its figures ("leaving 200 GB x $0.05 = $10.00")', () => {
    const context = ['Pricing. Storage: $0.020 per GB-month. Egress: first 100 GB per month free, then $0.05 per GB.'];
    const statuses = shippedStatuses({ question: 'We store 2,000 GB and egress 300 GB.', context, answer: 'Storage is 2,000 GB x $0.020 = $40.00. The first 100 GB of egress are free, leaving 200 GB x $0.05 = $10.00.' });
    expect(statuses).not.toContain('contradicted');
  });
});

describe('an un- word with its suffix', () => {
  it('is stated by "cannot be" + the stem ("unparseable" / "cannot be parsed")', () => {
    const context = ['parse_duration(text) returns seconds. It raises ValueError if the string cannot be parsed.'];
    expect(shippedStatuses({ question: 'What happens on bad input?', context, answer: 'Unparseable input raises a ValueError.' })).toEqual(['supported']);
  });
});

describe('a figure after "vs"', () => {
  const PLANS = ['Plans\nGold: premium $40/month; deductible $3,000; out-of-pocket max $6,500.\nSilver: premium $95/month; deductible $1,500; out-of-pocket max $4,000.'];

  it('is the other thing\'s, not a swap', () => {
    expect(shippedStatuses({ question: 'Which plan has the lower deductible?', context: PLANS, answer: 'Silver has the lower deductible ($1,500 vs $3,000).' })).not.toContain('contradicted');
  });

  it('still shows a swapped pair', () => {
    expect(shippedStatuses({ question: 'Which plan has the lower deductible?', context: PLANS, answer: 'Silver has the lower deductible ($3,000 vs $1,500).' })).toContain('contradicted');
  });
});
