// Written by hand, 2026-12-07 (2.49.0): errors that were passed and correct claims that were held,
// each rule with the guard that keeps it off correct answers.
// - polarity-conflict.ts (withoutReason): "You will need to phone our team to end the plan, since it can't
//   be done online" asserts the phoning; the "not" of its reason is not the claim's, so "Ending a
//   plan is done from the app ... and does not need a phone call" contradicts it. A reason that names what the sentence denies
//   (", because lost parcels can't be refunded" / "we cannot refund parcels") keeps its negation, and
//   an answer word with no clause before it ("Usually yes, because ... doesn't ...") is all reason.
// - contact-swap.ts (contactsWith): "You'll need to text the engineer about 30 minutes before they
//   arrive" is turned round by "the engineer will text you about 30 minutes before arriving" even when
//   the claim's support rests on other sentences that name the engineer ("If the engineer arrives and
//   cannot get in ..."); with no sentence of contacting in its windows, any sentence of the passages
//   counts, and one giving the claim's direction still leaves it alone.
// - verify-fact.ts (USER_RESTATED) and context-index.ts (SAID_OF_PERSON): "Your son is 11 years old"
//   for "My son is 11", "Your child is 10 years old" for "my 10-year-old" say the user's situation
//   back: an unverified step, never contradicted by "Not for children under 12" or the 12-and-over row;
// - band-lookup.ts (inYearsAfter): "Adults and children 14 and over: 3 tablets a day" after rows in
//   years is the table's next row, so "For a 10-year-old, the dose is 3 tablets a day" is contradicted
//   (10 falls in "9 to 13 years: 2 tablets"); a row with no value of its own ("Not suitable for
//   children under 7") is not joined to it, nor a bare age inside their span ("Children 6 and over
//   can chew ..."), nor a count of something else ("Give up to 4 doses in 24 hours"), and the rows'
//   shared opening word names no band; a limit alone in a sentence after the rows ("Not for children
//   under 4 years"), out of their order, leaves the rows with values of their own a table.
// - quantities.ts (NEGATED_BOUND): "The Walker will not walk more than 4 dogs at a time" is at most
//   4, as "will never take more than 4 dogs" is, whatever the verb after the modal's "not"; a bound
//   after a noun ("doesn't apply to orders over 50") stays the noun's.
// - negated-twin.ts (reach): "is not included and costs 12 quibs extra" denies the including; the
//   claim "costs an extra 12 quibs" split off "... is not part of the pass and costs ..." stands.
// - slot-value.ts (namedInSentence): a figure given in a clause whose sentence names the claim's thing
//   ("Family lodges ... 140 quibs per night on Friday and Saturday") or its compound word
//   ("Part-time staff may take up to 8 hours") is no other row's figure, however many words the
//   other row's clause shares ("Full-time staff may take up to 16 hours of paid ... time").
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/quantities/quantities.ts';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

/** The shipped statuses of an answer's claims, with their texts, for one question and context. */
const statusesAsked = (question: string, context: string[]) => (answer: string) => shippedClaims({ question, context, answer }).map((k) => [k.text, k.status]);

describe('a trailing reason with a "not" of its own', () => {
  const context = [
    'Ending a Larkspur plan. Ending a plan is done from the Larkspur app under Settings and does not need a phone call. There is no exit fee, and any credit left is refunded within 2 working days.',
  ];
  const of = statusesAsked('Do I have to ring to end my plan?', context);

  it('contradicts the claim the reason argues for', () => {
    expect(of("You will need to phone our team to end the plan, since it can't be done online.")).toEqual([
      ["You will need to phone our team to end the plan, since it can't be done online", 'contradicted'],
    ]);
  });

  it('still contradicts it without the reason', () => {
    expect(of('You will need to phone our team to end the plan.')).toEqual([['You will need to phone our team to end the plan', 'contradicted']]);
  });

  it('leaves a correct claim with a reason alone', () => {
    expect(of("You don't need to phone anyone, because the plan can be ended in the app.")).toEqual([
      ["You don't need to phone anyone, because the plan can be ended in the app", 'supported'],
    ]);
  });
});

describe('a reason that says what the sentence denies', () => {
  const context = [
    'Returning an order. For change-of-mind returns you pay the return postage and choose the carrier; we suggest a tracked service, as we cannot refund parcels lost in transit. Faulty items come back free with the prepaid label we email you.',
  ];
  const of = statusesAsked('How should I send my return?', context);

  it('is not read as the claim asserting a refund', () => {
    expect(of("It's best to use a tracked service, because parcels lost in transit can't be refunded.")).toEqual([
      ["It's best to use a tracked service, because parcels lost in transit can't be refunded", 'supported'],
    ]);
  });
});

describe('an answer word before its reason', () => {
  const context = ['Pollenex tablets. Pollenex does not usually cause drowsiness, but a few people do feel drowsy, so check how it affects you before driving.'];
  const of = statusesAsked('Can I drive after taking Pollenex?', context);

  it('keeps the reason as the claim', () => {
    expect(of("Usually yes, because Pollenex doesn't normally make people sleepy.")).toEqual([
      ["Usually yes, because Pollenex doesn't normally make people sleepy", 'supported'],
    ]);
  });
});

describe('who contacts whom, said outside the support windows', () => {
  const passage = (contact: string) => [
    `Booking a visit. Visits can be booked up to 30 days ahead. You choose a morning window (08:00 to 12:00) or an afternoon window (12:00 to 17:00), and ${contact} about 30 minutes before arriving. Someone aged 18 or over must be at the property for the whole visit. You can reschedule free of charge up to 24 hours before your window starts; changes made later than that cost 20 plonets. If the engineer arrives and cannot get in because nobody is home, a call-out fee of 35 plonets is charged and the visit must be rebooked.`,
  ];
  const claim = "You'll need to text the engineer about 30 minutes before they arrive to confirm you're home";

  it('contradicts the turned-round direction', () => {
    expect(statusesAsked('What happens on the day?', passage('the engineer will text you'))(`${claim}.`)).toEqual([[claim, 'contradicted']]);
  });

  it('leaves the claim alone where the passage gives its direction', () => {
    expect(statusesAsked('What happens on the day?', passage('you should text the engineer'))(`${claim}.`)).not.toEqual([[claim, 'contradicted']]);
  });
});

describe("the user's situation said back", () => {
  const context = [
    'Soothex cream. Adults and children aged 12 years and over: apply twice a day for up to 7 days. Children aged 10 and 11 years: apply once a day for up to 5 days. Not for children under 10 years.',
  ];

  it('is the user\'s word, not a row to check ("My son is 11")', () => {
    expect(statusesAsked('My son is 11. How often can he use it?', context)('Your son is 11 years old.')).toEqual([['Your son is 11 years old', 'unverified_step']]);
  });

  it('is not denied by an age limit ("my 9-year-old")', () => {
    expect(statusesAsked('Can my 9-year-old use this?', context)('Your child is 9 years old.')).toEqual([['Your child is 9 years old', 'unverified_step']]);
  });

  it('still checks an age the user did not give', () => {
    expect(statusesAsked('My son is 11. How often can he use it?', context)('Your son is 12 years old.')).not.toEqual([['Your son is 12 years old', 'unverified_step']]);
  });
});

describe('an age row written bare after rows in years', () => {
  const context = [
    'Zinvita chewable tablets. Children 4 to 8 years: 1 tablet a day. Children 9 to 13 years: 2 tablets a day. Adults and children 14 and over: 3 tablets a day. Do not exceed the stated dose.',
  ];
  const of = statusesAsked('My daughter is 10. How many can she have each day?', context);

  it('contradicts the next row\'s dose for a child in an earlier row, naming the right one', () => {
    const [claim] = shippedClaims({ question: 'My daughter is 10. How many can she have each day?', context, answer: 'For a 10-year-old, the dose is 3 tablets a day.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks.join(' ')).toContain('9 to 13 years, for which the passage gives 2.');
  });

  it('supports the right row', () => {
    expect(of('For a 10-year-old, the dose is 2 tablets a day.')).toEqual([['For a 10-year-old, the dose is 2 tablets a day', 'supported']]);
  });
});

describe('an age limit with no value of its own after rows in years', () => {
  const context = [
    'Voyacalm tablets. Adults and children aged 12 years and over: take 2 tablets 30 minutes before the journey, then 1 tablet every 6 hours if needed; do not take more than 6 tablets in 24 hours. Children aged 7 to 11 years: give 1 tablet 30 minutes before the journey, then half a tablet every 6 hours if needed; do not give more than 3 tablets in 24 hours. Not suitable for children under 7.',
  ];

  it('is no row whose value is the 24 hours before it', () => {
    expect(statusesAsked('How many can my 9-year-old have on a long car trip?', context)("Don't give more than 3 tablets in 24 hours.")).toEqual([["Don't give more than 3 tablets in 24 hours", 'supported']]);
  });
});

describe('a bare age that overlaps the rows in years', () => {
  const context = ['Zinvita chewable tablets. Children 4 to 8 years: 1 tablet a day. Children 9 to 13 years: 2 tablets a day. Adults: 3 tablets a day. Children 6 and over can chew the tablets: 1 glass of water with each.'];

  it('is left out of their table, which still reads the rows', () => {
    expect(statusesAsked('My daughter is 10. How many each day?', context)('For a 10-year-old, the dose is 1 tablet a day.')).toEqual([['For a 10-year-old, the dose is 1 tablet a day', 'contradicted']]);
  });
});

describe('a bare count of something else after rows in years', () => {
  const context = ['Febrella suspension 120 mg/5 ml. Age 2 to 4 years: 5 ml. Age 4 to 6 years: 7.5 ml. Age 6 to 8 years: 10 ml. Give up to 4 doses in 24 hours, at least 4 hours apart.'];

  it('is no age row, so the table still reads its rows', () => {
    expect(statusesAsked('My son is 5. How much should I give?', context)('For a 5-year-old, the dose is 10 ml.')).toEqual([['For a 5-year-old, the dose is 10 ml', 'contradicted']]);
  });
});

describe('an age limit said after the rows, out of their order', () => {
  const context = ['Zinvita chewable tablets. Children 4 to 8 years: 1 tablet a day. Children 9 to 13 years: 2 tablets a day. Adults and children 14 and over: 3 tablets a day. Do not exceed the stated dose. Not for children under 4 years. A tub of 30 tablets costs 7 sobins.'];

  it('leaves the rows a table', () => {
    expect(statusesAsked('My daughter is 10. How many each day?', context)('For a 10-year-old, the dose is 3 tablets a day.')).toEqual([['For a 10-year-old, the dose is 3 tablets a day', 'contradicted']]);
  });
});

describe('a bound inside a row, out of the rows\' order', () => {
  const context = ['Harbury Council small business rate relief. Properties with a rateable value of £12,000 or less receive 100% relief. For rateable values between £12,001 and £15,000, relief reduces by 1 percentage point for every £30 of rateable value above £12,000. Apply within 6 months of the start of the year.'];

  it('is no limit to drop: no table is read', () => {
    expect(statusesAsked('Can my shop get rate relief?', context)('Between £12,001 and £15,000 the relief drops by one percentage point for each £30 above £12,000.')).toEqual([
      ['Between £12,001 and £15,000 the relief drops by one percentage point for each £30 above £12,000', 'supported'],
    ]);
  });
});

describe('a bound after a modal\'s "not" and any verb', () => {
  const context = ["Dog walking agreement, clause 3. The Walker will keep each dog on a lead in public areas. The Walker will not walk more than 4 dogs at a time. The Walker will hold insurance for third-party injury."];

  it('reads as the same limit as the claim\'s', () => {
    expect(statusesAsked('How many dogs will be walked together?', context)('The walker will never take more than 4 dogs out at once.')).toEqual([
      ['The walker will never take more than 4 dogs out at once', 'supported'],
    ]);
  });

  it('is at most the figure', () => {
    expect(extractQuantities('The Walker will not walk more than 4 dogs at a time.').map((q) => q.hedge)).toEqual(['lt']);
    expect(extractQuantities("The discount doesn't apply to orders over 50 quibs.").map((q) => q.hedge)).toEqual(['gt']);
  });
});

describe('a negation before "and" and a second verb', () => {
  const context = ['CityRide pass: what is included. Every pass includes audio commentary and entry to the Clock Tower. The harbour night cruise, which sails at 9 pm on Saturdays, is not included and costs 14 quibs extra.'];
  const of = statusesAsked('Is the night cruise included?', context);

  it('does not deny the second verb', () => {
    expect(of('The harbour night cruise is not part of the pass and costs an extra 14 quibs.')).toEqual([
      ['The harbour night cruise is not part of the pass', 'supported'],
      ['costs an extra 14 quibs', 'supported'],
    ]);
  });

  it('still denies what it falls on', () => {
    expect(of('The harbour night cruise is included in every pass.')).toEqual([['The harbour night cruise is included in every pass', 'contradicted']]);
  });
});

describe('a row named in its sentence, not in the clause with the figure', () => {
  const context = ['Brackenmoor holiday lodges. Standard lodges sleep 2 adults and cost 70 quibs per night from Sunday to Thursday and 90 quibs per night on Friday and Saturday. Family lodges sleep 2 adults and 2 children and cost 110 quibs per night from Sunday to Thursday and 140 quibs per night on Friday and Saturday. Bedding and towels are included in every stay.'];
  const of = statusesAsked('What does a Saturday night cost for a family of four?', context);

  it('keeps the figure to the row the sentence names', () => {
    expect(of('On a Saturday night, a Family lodge costs 140 quibs.')).toEqual([['On a Saturday night, a Family lodge costs 140 quibs', 'supported']]);
  });

  it('still contradicts another row\'s figure', () => {
    expect(of('On a Saturday night, a Family lodge costs 90 quibs.')).toEqual([['On a Saturday night, a Family lodge costs 90 quibs', 'contradicted']]);
  });
});

describe('a row named by a compound word', () => {
  const context = ['Time off for appointments. Staff get paid time off for medical, dental and optician appointments. Full-time staff may take up to 16 hours of paid appointment time per calendar year. Part-time staff may take up to 8 hours per calendar year. Give your manager 3 working days of notice.'];
  const of = statusesAsked('I work part-time. How many paid hours do I get?', context);

  it('keeps the figure to its row', () => {
    expect(of('As a part-time employee, you can take up to 8 hours of paid appointment time each calendar year.')).toEqual([
      ['As a part-time employee, you can take up to 8 hours of paid appointment time each calendar year', 'supported'],
    ]);
  });
});
