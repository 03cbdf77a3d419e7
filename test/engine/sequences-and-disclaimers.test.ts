// Written by hand, 2026-12-07 (2.47.0): correct claims that were contradicted or held, and the
// errors each change must still catch.
// - split-claims.ts: "and then" / "and also" before a verb opens a claim of its own, as "and"
//   does ("The agreement lasts 24 months and then renews for 12 months");
// - speech-act.ts: "general information rather than legal advice" is a disclaimer, not a comparison;
// - instruction-flip.ts (instructionDenied): "Stop taking the tablets immediately" where the leaflet
//   says "do not stop the tablets until you have spoken to them";
// - wh-refusal.ts: "doesn't say how / what / who / where / why P" is false where one sentence holds
//   all of P's words, as "doesn't say whether P" was; never a sentence that leaves P open ("an
//   investigation into the cause would begin");
// - cost-polarity.ts: "Full livery at 160 tarvens per week includes the same facilities" says nothing
//   free of full livery itself; "On Free, each monitor ..." names a plan;
// - scope-dropped.ts: "the buoyancy aid provided at all times" restricts nothing ("provided" is no
//   "provided that");
// - passage-swap.ts: a passage giving the claim's value under another bound ("up to 24 hours" for
//   "at least 24 hours") gives it too: no other passage's figure is put against it;
// - limit-misquoted.ts: "For two verrucas, that's at most 8 treatments" is the limit of 4 per
//   verruca worked out for two, not a misquoted limit;
// - split-claims.ts: "can't be shared, sublet or transferred" is one claim (a list of verbs after
//   one auxiliary), so "sublet or transferred" does not lose its negation;
// - polarity-conflict.ts: "Not if you signed them with a timestamp" is an elliptical answer whose
//   "not" denies the question;
// - written-equations.ts: "Half of 600 druvels is 200 druvels", a share in words, is recomputed;
// - wh-refusal.ts: "from", "into", "about" say nothing of what a whether-refusal asks;
// - earlier-total.ts (anaphoricTotal): "Two adult returns come to 64 quibs, and two child returns
//   come to 32 quibs. That's 86 quibs in total." is 64 + 32 = 96, however else 86 could be reached;
// - payer-swap.ts: each clause of a sentence gives its own costs a payer ("The first exam attempt
//   is paid for by the company; any resits are paid for by the employee");
// - no-denial.ts: "There is a hosepipe ban" against "there is no hosepipe ban at present" (the
//   claim's denying word is the thing denied);
// - split-claims.ts: "I'm afraid not, the licence is personal to you" checks the licence;
// - condition-waived.ts: "including if you cancel" waives the case as "even if" does.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf, shippedClaims } from '../helpers/shipped-statuses.ts';

/** The shipped claim an answer's first twelve characters name, for one question and context. */
const claimsAsked = (question: string, context: string[]) => (answer: string) => shippedClaimOf({ question, context, answer }, answer.slice(0, 12));

describe('"and then" before a verb', () => {
  const context = ['Vending placement agreement. The Host provides a power socket and pays for electricity. The agreement lasts 24 months and renews automatically for 12 months unless either party gives 60 days of written notice.'];
  const question = 'What notice do we need to end it?';

  it('splits the sequence, so each figure is read in its own part', () => {
    const claims = shippedClaims({ question, context, answer: 'The agreement lasts 24 months and then renews automatically for 12 months.' });
    expect(claims.map((k) => k.text)).toEqual(['The agreement lasts 24 months', 'renews automatically for 12 months']);
    expect(claims.map((k) => k.status)).toEqual(['supported', 'supported']);
  });

  it('splits "and also" the same way', () => {
    const claims = shippedClaims({ question, context, answer: 'The Host provides a power socket and also pays for electricity.' });
    expect(claims.map((k) => k.text)).toEqual(['The Host provides a power socket', 'pays for electricity']);
  });

  it('still contradicts a wrong figure in the second part (guard)', () => {
    const claims = shippedClaims({ question, context, answer: 'The agreement lasts 24 months and then renews automatically for 6 months.' });
    expect(claims.map((k) => k.status)).toEqual(['supported', 'contradicted']);
    expect(claims[1]?.checks[0]).toMatch(/6 months/);
  });
});

describe('a disclaimer with "rather than"', () => {
  const context = ['Vending placement agreement. The agreement lasts 24 months and renews automatically for 12 months unless either party gives 60 days of written notice.'];
  const of = claimsAsked('What notice do we need?', context);

  it('is framing, not an unverified comparison', () => {
    expect(of('This is general information rather than legal advice.')?.status).toBe('not_checked');
    expect(of('Please treat this as general guidance rather than financial advice.')?.status).toBe('not_checked');
  });

  it('leaves a comparison of things with "rather than" alone (guard)', () => {
    expect(of('The notice must be written rather than spoken.')?.status).not.toBe('not_checked');
  });
});

describe('an instruction the leaflet forbids', () => {
  const context = ['Kelvox tablets. Swallow the tablets whole with water. If you become pregnant, contact your doctor straight away but do not stop the tablets until you have spoken to them. Store the pack below 25 degrees.'];
  const of = claimsAsked('I am pregnant. What should I do?', context);

  it('is contradicted, told as an imperative or after "you should"', () => {
    const claim = of('Stop taking the tablets immediately.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says to stop; p0 says not to: "If you become pregnant/);
    expect(of('You should stop the tablets right away.')?.status).toBe('contradicted');
  });

  it('leaves an instruction the leaflet gives alone (guard)', () => {
    expect(of('Swallow the tablets whole with water.')?.status).toBe('supported');
  });

  it('leaves a claim that sets its own condition against the prohibition\'s "until" (guard)', () => {
    expect(of('Stop taking the tablets immediately once your doctor agrees.')?.checks[0] ?? '').not.toMatch(/says to stop/);
  });

  it('leaves a verb the sentence also states without a negation (guard)', () => {
    const twice = ['Kelvox tablets. Stop taking the tablets if a rash appears, but do not stop the tablets for a mild headache.'];
    expect(shippedClaimOf({ question: 'What should I do?', context: twice, answer: 'Stop taking the tablets if a rash appears.' }, 'Stop')?.status).toBe('supported');
    // Without a condition of its own, the claim is no instruction the sentence forbids outright.
    expect(shippedClaimOf({ question: 'What should I do?', context: twice, answer: 'Stop taking the tablets immediately.' }, 'Stop')?.checks[0] ?? '').not.toMatch(/says to stop/i);
  });
});

describe('a refusal asking how, what or who', () => {
  const context = ['Larkmoor market news. The council approved the move of the market by 7 votes to 4. Spike protection is on by default: extra events in a spike are dropped and do not count against the quota.'];
  const of = claimsAsked('What happened?', context);

  it('is contradicted where a sentence holds every word of what it asks', () => {
    const claim = of('The article does not say how the council approved the move.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says the passages do not say how the council approved the move; p0 does: "The council approved/);
    expect(of("The docs don't explain what happens to extra events in a spike.")?.status).toBe('contradicted');
  });

  it('stays a true refusal where a sentence holds only part of it (guard)', () => {
    expect(of('The article does not say how the mayor voted on the move.')?.status).not.toBe('contradicted');
  });

  it('stays a true refusal where the sentence leaves the matter open (guard)', () => {
    const fire = ['Fire crews tackled a blaze at the factory on Tuesday night. No one was injured. The fire service said an investigation into the cause of the fire would begin once the site was safe.'];
    const claim = shippedClaimOf({ question: 'Why did the fire start?', context: fire, answer: "The article doesn't say what caused the fire." }, 'The article');
    expect(claim?.status).not.toBe('contradicted');
  });
});

describe('what a priced thing includes, and a plan called Free', () => {
  const context = ['Brackenfold Stables livery agreement. DIY livery at 45 tarvens per week includes a stable and shared grazing. Full livery at 160 tarvens per week includes the same facilities, and the Yard carries out feeding and daily turnout. Hay and bedding cost extra on DIY livery.'];
  const of = claimsAsked('How much is full livery?', context);

  it('does not read the price of the thing that includes them as a price of something free', () => {
    expect(of('Full livery costs 160 tarvens per week.')?.status).toBe('supported');
  });

  it('still contradicts a price for what the sentence says is included (guard)', () => {
    const claim = of('On full livery the shared grazing costs extra.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says it costs something; p0 says/);
  });

  it('reads "Free" inside a sentence as a plan\'s name', () => {
    const plans = ['Pulsewatch plans. Free includes 5 monitors checked every 5 minutes. Pro costs 12 zennos per month and includes 50 monitors checked every 1 minute.'];
    expect(shippedClaimOf({ question: 'How often are monitors checked?', context: plans, answer: 'On Free, each monitor is checked every 5 minutes, and on Pro every 1 minute.' }, 'On Free')?.status).toBe('supported');
  });
});

describe('"provided" as a participle', () => {
  const context = ['Safety rules. All paddlers must wear the buoyancy aid provided at all times on the water. Children may paddle alone provided they are over 12.'];
  const of = claimsAsked('What are the rules?', context);

  it('restricts nothing', () => {
    expect(of("Everyone has to wear the buoyancy aid provided whenever they're on the water.")?.status).toBe('supported');
  });

  it('still restricts as "provided they ..." (guard)', () => {
    const claim = of('Children may paddle alone whenever they like.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/restricts it/);
  });
});

describe('a value one passage gives under another bound', () => {
  const context = [
    'Skarvik Peak Cable Car: fares. Adult return 32 quibs, adult single 20 quibs. Book online at least a day ahead and save 10% on any fare. Dogs on a lead travel free.',
    'Weather and refunds. The cable car does not run in winds above 70 km/h. If we close before you travel, you can choose a full refund or use your ticket on any other day within 30 days. Tickets are not refundable if you simply change your mind, but they can be moved to another date up to 24 hours before your booked time.',
  ];
  const of = claimsAsked('Can I bring my dog on the cable car, and can I get a refund if I change my mind?', context);

  it('is stated by that passage, not swapped for another figure', () => {
    expect(of('You can move your ticket to another date, as long as you do it at least 24 hours before your booked time.')?.status).toBe('supported');
  });

  it('still contradicts a figure no passage gives for it (guard)', () => {
    expect(of('You can move your ticket to another date, as long as you do it at least 48 hours before your booked time.')?.status).toBe('contradicted');
  });
});

describe('a limit worked out for a count the user gives', () => {
  const context = ['Frostipod Freeze: instructions for use. Frostipod comes in two versions. Frostipod Verruca is for verrucas on the soles of the feet: hold the foam applicator on the verruca for 40 seconds. Frostipod Wart is for common warts on the hands: hold the applicator on the wart for 20 seconds. Do not use more than 4 treatments on the same verruca or wart. Each can contains enough for 12 treatments.'];
  const question = 'I have two verrucas. If each needs the maximum number of treatments, is one can of Frostipod Verruca enough?';
  const of = (second: string) => shippedClaimOf({ question, context, answer: `You can give up to 4 treatments to the same verruca. ${second}` }, second.slice(0, 12));

  it('is no misquoted limit', () => {
    expect(of("For two verrucas, that's at most 8 treatments.")?.status).not.toBe('contradicted');
  });

  it('still contradicts a limit that is no multiple the user gives (guard)', () => {
    const claim = of("For two verrucas, that's at most 6 treatments.");
    expect(of("For two verrucas, that's at most 16 treatments.")?.checks[0]).toBe('The answer gives the limit as 16 treatments; p0 gives 4 treatments.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer gives the limit as 6 treatments; p0 gives 4 treatments.');
  });
});

describe('a list of verbs after one negated auxiliary', () => {
  const context = ['Halden Street Market pitch licence. The licence is personal to the Trader: the pitch may not be sublet, shared or transferred. The Council decides where pitches are located.'];
  const question = 'Can I share my pitch with a friend?';

  it('stays one claim with its negation', () => {
    const claims = shippedClaims({ question, context, answer: "The pitch can't be shared, sublet or transferred." });
    expect(claims.map((k) => [k.text, k.status])).toEqual([["The pitch can't be shared, sublet or transferred", 'supported']]);
  });

  it('still splits a clause after a comma (guard)', () => {
    const claims = shippedClaims({ question, context, answer: 'The licence is personal to the Trader, and the Council decides where pitches are located.' });
    expect(claims).toHaveLength(2);
  });

  it('still contradicts the list said without the negation (guard)', () => {
    expect(shippedClaimOf({ question, context, answer: 'The pitch can be shared, sublet or transferred.' }, 'The pitch')?.status).toBe('contradicted');
  });
});

describe('an elliptical "Not if ..." answer', () => {
  const context = ['Timestamping. Always sign with a timestamp from our timestamp authority. Signatures that include a timestamp stay valid after the certificate expires.'];
  const question = 'Will my signed installers stop working when my certificate expires?';

  it('denies the question, not the case it names', () => {
    expect(shippedClaimOf({ question, context, answer: 'Not if you signed them with a timestamp.' }, 'Not if')?.status).not.toBe('contradicted');
  });

  it('still contradicts a claim that denies the case in a main clause (guard)', () => {
    expect(shippedClaimOf({ question, context, answer: 'You should not sign with a timestamp.' }, 'You should')?.status).toBe('contradicted');
  });
});

describe('a share written as a fraction in words', () => {
  const context = ['Training repayment. If you leave within 12 months of finishing a course, you repay half of the 600 druvels allowance.'];
  const of = claimsAsked('I finished 8 months ago. What would I repay?', context);

  it('is contradicted when wrong, with the right result', () => {
    const claim = of('Half of 600 druvels is 200 druvels.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer says half of 600 druvels is 200; half of 600 is 300.');
    expect(of('A quarter of 600 druvels is 200 druvels.')?.checks[0]).toBe('The answer says a quarter of 600 druvels is 200; a quarter of 600 is 150.');
  });

  it('is not contradicted when right (guard)', () => {
    expect(of('Half of 600 druvels is 300 druvels.')?.status).not.toBe('contradicted');
    expect(of('Two thirds of 600 druvels is 400 druvels.')?.status).not.toBe('contradicted');
  });
});

describe('a whether-refusal with a preposition in what it asks', () => {
  const context = ['Rent guarantee cover. We pay unpaid rent for up to 12 months. Arrears that existed before the policy started are not covered.'];

  it('is contradicted by the sentence that answers it', () => {
    const claim = shippedClaimOf({ question: 'Are old arrears covered?', context, answer: "The policy wording doesn't mention whether arrears from before the policy started are covered." }, 'The policy');
    expect(claim?.status).toBe('contradicted');
  });
});

describe('a total of what the previous sentence worked out', () => {
  const context = ['Skarvik Peak Cable Car fares. Adult return 32 quibs, adult single 20 quibs. Child (6 to 15 years) return 16 quibs, child single 10 quibs. A family return for 2 adults and 2 children costs 80 quibs.'];
  const question = 'We are 2 adults and 2 kids aged 7 and 12. Is the family return worth it?';
  const answer = (total: string) => `Two adult returns come to 64 quibs, and two child returns come to 32 quibs. That's ${total} quibs in total.`;
  const of = (total: string) => shippedClaimOf({ question, context, answer: answer(total) }, "That's");

  it('is contradicted when it is not their sum, with the sum', () => {
    const claim = of('86');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer says 86 quibs; 64 quibs + 32 quibs is 96 quibs.');
    expect(claim?.fix).toBe('Replace 86 quibs with 96 quibs.');
    expect(claim?.rests_on).toEqual(['c0.0', 'c0.1']);
  });

  it('is not contradicted when it is their sum (guard)', () => {
    expect(of('96')?.status).not.toBe('contradicted');
  });

  it('leaves a previous sentence of prices, not results, alone (guard)', () => {
    const claim = shippedClaimOf({ question, context, answer: "Adult returns are 32 quibs, and your budget is 100 quibs. That's 96 quibs in total." }, "That's");
    expect(claim?.checks.join(' ')).not.toMatch(/32 quibs \+ 100 quibs/);
  });

  it('leaves parts that are all passage prices alone: the total may count people (guard)', () => {
    const claim = shippedClaimOf({ question, context, answer: "An adult return comes to 32 quibs, and a child return comes to 16 quibs. That's 96 quibs in total." }, "That's");
    expect(claim?.checks.join(' ')).not.toMatch(/32 quibs \+ 16 quibs/);
  });
});

describe('who pays, clause by clause', () => {
  const context = ['Tessary Group language support. The first exam attempt at the end of a funded course is paid for by the company; any resits are paid for by the employee.'];
  const of = claimsAsked('Who pays for the exam?', context);

  it('contradicts the payer of the clause that names the cost', () => {
    const claim = of("You'll pay for the first exam attempt yourself.");
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says you pay; p0 says the company does/);
  });

  it('leaves the payer the clause gives alone (guard)', () => {
    expect(of("You'll pay for any resit exams.")?.status).not.toBe('contradicted');
    expect(of('The company pays for the first exam attempt.')?.status).not.toBe('contradicted');
  });
});

describe('a denying word asserted where the passage says there is none', () => {
  const context = ['Southmere Water has asked customers to avoid using hosepipes and sprinklers, but said there is no hosepipe ban at present. Reservoir levels are at 82% of capacity.'];
  const of = claimsAsked('Is there a hosepipe ban?', context);

  it('is contradicted', () => {
    const claim = of('There is a hosepipe ban.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toMatch(/^The answer says ban applies; p0 says there is no ban/);
    expect(of('Southmere Water has brought in a hosepipe ban.')?.status).toBe('contradicted');
  });

  it('leaves a denying word that is not the thing denied alone (guard)', () => {
    expect(of('Customers should avoid using hosepipes.')?.status).toBe('supported');
    const fees = ['Leaving the savings scheme. There is no exit fee when you leave the scheme.'];
    expect(shippedClaimOf({ question: 'Is there an exit fee?', context: fees, answer: 'The exit fee is waived when you leave the scheme.' }, 'The exit')?.status).not.toBe('contradicted');
  });
});

describe('"I\'m afraid not," before a claim', () => {
  const context = ['Greyholm Hotel, Saver rate. Saver bookings are prepaid and non-refundable, including if you cancel or do not arrive. Dates can be changed once up to 3 days before arrival.'];
  const question = 'Can I cancel my Saver booking and get a refund?';

  it('is framing: the claim after it is checked, and "even if" matches "including if"', () => {
    const claims = shippedClaims({ question, context, answer: "I'm afraid not, Saver bookings are non-refundable even if you cancel." });
    expect(claims.map((k) => [k.text, k.status])).toEqual([['Saver bookings are non-refundable even if you cancel', 'supported']]);
  });

  it('still contradicts a waiver of a condition the sentence sets (guard)', () => {
    const rule = ['Greyholm Hotel, Flex rate. Flex bookings are refundable if you cancel at least 3 days before arrival.'];
    const claim = shippedClaimOf({ question, context: rule, answer: 'Flex bookings are refundable even if you cancel on the day of arrival.' }, 'Flex');
    expect(claim?.status).toBe('contradicted');
  });
});
