// Rows told apart by an age band or an opening name, refusals that name what a passage says, and
// readings that must not contradict (support/row-swap.ts, support/slot-value.ts,
// verify/false-refusal.ts, support/antonym-conflict.ts, support/preposition-flip.ts,
// support/cost-polarity.ts, support/segment-swap.ts, text/speech-act.ts). Inputs and
// expectations written by hand.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedClaims } from '../helpers/shipped-statuses.ts';

const first = firstShippedClaim;

describe('an age band written without its unit', () => {
  const syrup = ['Dosing for Korrin syrup (ibumol 100 mg per 5 ml). Children aged 1 to 3 years: 2.5 ml up to three times in 24 hours. Children aged 3 to 7 years: 5 ml up to three times in 24 hours. Children aged 7 to 12 years: 11 ml up to three times in 24 hours.'];
  it('reads "aged 3 to 7" as the "3 to 7 years" row, though the next band starts at 7', () => {
    expect(first(syrup, 'For a child aged 3 to 7, the dose is 5 ml, up to three times in 24 hours.')?.status).toBe('supported');
    expect(first(syrup, 'For a child aged 3 to 7, the dose is 11 ml, up to three times in 24 hours.')?.status).toBe('contradicted');
  });
});

describe('a name opening the sentence of another row', () => {
  const repairs = ['Tessel Water call-out times. Bronze plan members who report a leak get an engineer visit within 4 days of the report. Silver plan members get an engineer visit within 1 day. Gold plan members get a visit the same day.'];
  it('takes "Bronze plan ..." as another plan\'s row, though it words the claim more fully', () => {
    expect(first(repairs, 'On the Silver plan, an engineer will visit within 1 day of your report.')?.status).toBe('supported');
    expect(first(repairs, 'On the Silver plan, an engineer will visit within four days of your report.')?.status).toBe('contradicted');
  });
});

describe('refusals that leave out what a passage says', () => {
  const gym = ['Members may bring a guest twice a month. Towel hire is available at reception for 2 pelts a visit.'];
  it('catches "doesn\'t mention any towel service" where the passage offers towel hire', () => {
    expect(first(gym, 'The page doesn\'t mention any towel service.')?.status).toBe('contradicted');
  });

  const reports = ['The new ferry route opened on Monday.', 'Tickets on the ferry cost 6 pelts for adults and 3 for children.'];
  it('catches "Neither report says anything about tickets on the new route"', () => {
    expect(first(reports, 'Neither report says anything about tickets on the new route.')?.status).toBe('contradicted');
  });

  it('still leaves a true refusal unchecked', () => {
    expect(first(reports, 'Neither report says anything about parking.')?.status).toBe('not_checked');
  });
});

describe('readings that are no contradiction', () => {
  it('does not set an age ("a 31-year-old striker") against a contract length ("a three-year deal")', () => {
    const signing = ['Harlow Town have signed striker Pim Oster on a three-year deal. Oster, 31, joins from Dunmere.'];
    expect(first(signing, 'Harlow Town have signed 31-year-old striker Pim Oster.')?.status).toBe('supported');
  });

  it('does not read the whole ("58 of the 90 delegates") as the part\'s figure', () => {
    const vote = ['At the congress vote on the harbour motion, 58 delegates voted in favour, 20 against and 12 abstained. All 90 delegates were present.'];
    expect(first(vote, '58 of the 90 delegates voted for the motion.')?.status).toBe('supported');
  });

  it('reads "the men\'s race" as the "Men\'s winner" the sentence opens with, not the women\'s', () => {
    const race = ['Men\'s winner Eli Strand finished in 31 minutes 5 seconds, while women\'s winner Ada Voss finished in 34 minutes 40 seconds.'];
    expect(first(race, 'Eli Strand won the men\'s race in 31 minutes 5 seconds.')?.status).toBe('supported');
  });

  it('reads "during treatment and for 5 days after" as saying "after" the treatment too', () => {
    const course = ['Avoid alcohol during treatment and for 5 days after.'];
    expect(first(course, 'Avoid alcohol for five days after the treatment ends.')?.status).toBe('supported');
  });

  it('reads "includes 500 texts" as an allowance, not a claim that the plan is free', () => {
    const plan = ['The Orbit plan costs 12 pelts a month, with 500 texts and 10 GB of data.'];
    expect(first(plan, 'The Orbit plan includes 500 texts a month.')?.status).toBe('supported');
  });

  it('sets aside what comes after "rather than"', () => {
    const moves = ['Transfers in cash normally complete within 10 working days; transfers of share holdings in their current form can take up to 30 days.'];
    expect(first(moves, 'Moving your shares across as they are, rather than as cash, can take as long as 30 days.')?.status).toBe('supported');
  });

  it('leaves "I can share what the guide says" unchecked', () => {
    const guide = ['The application fee is 40 pelts for adults; there is no fee for children.'];
    expect(first(guide, 'I can share what the registry guidance says.')?.status).toBe('not_checked');
  });
});

describe('a figure of another version family', () => {
  const pools = ['lumen-client 4.x: connection pools. Each client keeps a pool of sockets (default 8, maximum 64).', 'lumen-client 3.x: connection pools (legacy). Each client keeps a pool of sockets (default 4, maximum 32). Idle sockets are never closed in 3.x.'];
  it('catches the 3.x default given for 4.x, and names the 4.x value', () => {
    const wrong = first(pools, 'In 4.x, each client keeps 4 sockets in its pool by default.');
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.fix).toBe('Replace 4 with 8.');
    expect(first(pools, 'In 4.x, each client keeps 8 sockets in its pool by default.')?.status).toBe('supported');
  });
});

describe('giver and receiver of a payment swapped', () => {
  const ruling = ['Brannock Mills has been ordered to pay 900,000 dovals to its former landlord, Kestrel Estates, after a tribunal found the lease was broken.'];
  it('catches "ordered Kestrel Estates to pay ... to Brannock Mills" and names both sides', () => {
    const wrong = first(ruling, 'The tribunal ordered Kestrel Estates to pay 900,000 dovals to Brannock Mills.');
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.checks[0]).toContain('Kestrel Estates pay Brannock Mills');
    expect(first(ruling, 'The tribunal ordered Brannock Mills to pay 900,000 dovals to Kestrel Estates.')?.status).toBe('supported');
  });
});

describe('a thing the passage lists as left out', () => {
  const promise = ['Corvel Sports matches a lower price from a local shop on the same item. Auction listings, ex-display stock and trade prices are excluded.'];
  it('catches "trade prices count too" and lets an item not on the list through', () => {
    expect(first(promise, 'Trade prices count too.')?.status).toBe('contradicted');
    expect(first(promise, 'Sale prices from a local shop qualify for a match.')?.status).not.toBe('contradicted');
  });

  const returns = ['Unworn shoes can be returned within 30 days. Custom-fitted or monogrammed shoes cannot be returned unless they are faulty.'];
  it('catches "monogrammed shoes can be returned" against "cannot be returned unless faulty"', () => {
    expect(first(returns, 'Monogrammed shoes can be returned within 30 days if unworn.')?.status).toBe('contradicted');
  });

  const fares = ['Basic fare: cabin bags are not included.', 'Plus fare: includes one cabin bag up to 10 kg.'];
  it('leaves an item another passage includes to the rules that know which case it is', () => {
    expect(first(fares, 'On the Plus fare a cabin bag is included.')?.status).toBe('supported');
  });
});

describe('a reminder is no denial', () => {
  it('reads "Don\'t forget to bring your boarding pass" as "bring your boarding pass"', () => {
    const gate = ['Bring your boarding pass and photo ID to the gate.'];
    expect(first(gate, 'Don\'t forget to bring your boarding pass to the gate.')?.status).toBe('supported');
  });
});

describe('placing a figure in a band of a table', () => {
  const refunds = ['Under the Velmar Rail charter, passengers on trains arriving 2 hours or more late are owed a refund: 20 dorins for journeys up to 200 km, 35 dorins for journeys of 200 to 600 km, and 50 dorins for longer journeys.'];
  it('takes the band a 340 km journey falls in, named by its range, as a step on the table', () => {
    expect(first(refunds, 'At 340 km, your journey falls in the 200 to 600 km band.')?.status).toBe('unverified_step');
    expect(first(refunds, 'At 140 km, your journey falls in the 200 to 600 km band.')?.status).toBe('contradicted');
  });

  it('reads the value written before its range, though the sentence opens with another kind of range ("2 hours or more")', () => {
    const claims = shippedClaims({ question: '', context: refunds, answer: 'At 340 km, your journey falls in the 200 to 600 km band, so the refund would be 35 dorins.' });
    expect(claims.map((c) => c.status)).toEqual(['unverified_step', 'supported']);
    const wrong = shippedClaims({ question: '', context: refunds, answer: 'At 340 km, your journey falls in the 200 to 600 km band, so the refund would be 20 dorins.' });
    expect(wrong[1]?.status).toBe('contradicted');
    expect(wrong[1]?.fix).toContain('35');
  });
});
