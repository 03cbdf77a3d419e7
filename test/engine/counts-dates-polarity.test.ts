// Counts that refer back to a list, refusals about support for a thing, a month abbreviation in
// capitals, a bare day of the month, a code name with its kind, "one" as a count, a volume from the
// dose of the claim before, negations that do not flip a claim, rates per year and per calendar
// month, anniversaries, days between two dates, opposite words said of something else, the period
// that marks a figure's slot, a total of what earlier claims worked out and a share worked out in
// words (support/listed-count.ts, verify/false-refusal.ts, text/split-sentences.ts,
// context/day-of-month.ts, verify/verify-fact.ts,
// quantities/number-words.ts, compute/dose-volume.ts, support/polarity-conflict.ts,
// compute/unit-rate.ts, quantities/frequencies.ts, compute/date-span.ts, support/antonym-conflict.ts,
// support/slot-value.ts, compute/recompute.ts, compute/written-equations.ts). Inputs and expectations
// written by hand: 150 mg at 250 mg in 5 ml is 3 ml; two months at 2,400 zorins a month is 4,800
// zorins; 3 to 6 March counts four days, both ends included; 2,000 + 3,000 is 5,000; 60% of 80
// hours is 48 hours.
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/quantities/quantities.ts';
import { findFrequencies } from '../../src/engine/quantities/frequencies.ts';
import { splitSentences } from '../../src/engine/text/split-sentences.ts';
import { firstShippedClaim, shippedClaimOf } from '../helpers/shipped-statuses.ts';

const first = firstShippedClaim;

/** The claim whose text includes `part`. */
function claimWith(context: string[], answer: string, part: string, question = '') {
  return shippedClaimOf({ question, context, answer }, part);
}

describe('a count that refers back to a list ("of the three")', () => {
  const plans = ['Quillfern Broadband offers the Basic, Plus and Max plans.', 'Basic costs 20 zorins a month. Plus costs 30 zorins a month. Max costs 45 zorins a month.'];
  it('takes "Of the three plans" as stated where a passage lists three plans', () => {
    expect(first(plans, 'Of the three plans, Basic costs 20 zorins a month.')?.status).toBe('supported');
  });

  it('still leaves a count no list gives ("Of the four plans") not stated', () => {
    expect(first(plans, 'Of the four plans, Basic costs 20 zorins a month.')?.status).toBe('not_stated');
  });
});

describe('a refusal about support for a thing, or a thing done while another', () => {
  const cache = ['Tarnwick Cache works with Postgres and MySQL. Setup takes ten minutes.'];
  it('catches "doesn\'t mention any support for MySQL" where a passage names MySQL', () => {
    expect(first(cache, 'The documentation doesn\'t mention any support for MySQL.')?.status).toBe('contradicted');
  });

  it('cuts the topic at "while": "driving while taking Dornex" is about driving', () => {
    const leaflet = ['Dornex tablets may cause drowsiness. Do not drive or operate machinery if you feel drowsy after taking Dornex.'];
    expect(first(leaflet, 'The leaflet doesn\'t say anything about driving while taking Dornex.')?.status).toBe('contradicted');
  });

  it('still leaves a true refusal unchecked', () => {
    expect(first(cache, 'The documentation doesn\'t mention any support for Oracle.')?.status).toBe('not_checked');
    const quiet = ['Dornex tablets may cause drowsiness. Take one tablet at night.'];
    expect(first(quiet, 'The leaflet doesn\'t say anything about driving while taking Dornex.')?.status).toBe('not_checked');
  });
});

describe('a month abbreviation written in capitals', () => {
  const split = (text: string) => splitSentences(text).map(([a, b]) => text.slice(a, b));
  it('ends the sentence after "APR." before a capital', () => {
    expect(split('The Brisco card charges purchases at 27.9 percent APR. That interest starts on the day you buy.'))
      .toEqual(['The Brisco card charges purchases at 27.9 percent APR.', 'That interest starts on the day you buy.']);
  });

  it('still reads "Jan. 5" and "Dec. 12" as abbreviations', () => {
    expect(split('The fair opens on Jan. 5 and closes a week later.')).toEqual(['The fair opens on Jan. 5 and closes a week later.']);
    expect(split('Payment is due by Dec. 12 at the latest.')).toEqual(['Payment is due by Dec. 12 at the latest.']);
  });
});

describe('a bare day of the month ("the 26th")', () => {
  it('is the user\'s date when the question gives 26 December', () => {
    const fares = ['Skyrell Air lets you change a flight free of charge up to 48 hours before departure.'];
    const got = first(fares, 'Your flight leaves on the 26th.', 'My flight to Orvella leaves on 26 December. Can I still change it?');
    expect(got?.status).toBe('unverified_step');
    expect(got?.checks[0]).toContain('26th');
  });

  const sale = ['The Brackley depot holds its winter sale on 26 December.'];
  it('is stated when a passage gives 26 December, with no "on" before it ("the sale day is the 26th")', () => {
    expect(first(sale, 'The winter sale day is the 26th.')?.status).toBe('supported');
  });

  it('still leaves a day no date gives ("the 27th") not stated', () => {
    expect(first(sale, 'The winter sale day is the 27th.')?.status).toBe('not_stated');
  });
});

describe('a code name with the kind of thing it is ("the --all flag")', () => {
  it('supports "Add the --all flag" from "Add --all to ..."', () => {
    const push = ['Pelkit copies files to the server. Add --all to include hidden files.'];
    expect(first(push, 'Add the --all flag.')?.status).toBe('supported');
  });

  it('supports "Set the keep_old option to true" from "set keep_old to true"', () => {
    const keep = ['Pelkit copies files to the server. To keep old copies, set keep_old to true.'];
    expect(first(keep, 'Set the keep_old option to true.')?.status).toBe('supported');
  });

  it('still leaves a word that only starts like a kind ("flagship") not stated', () => {
    const push = ['Pelkit copies files to the server. Add --all to include hidden files.'];
    expect(first(push, 'Add the --all flagship.')?.status).toBe('not_stated');
  });
});

describe('"one" before a word and a counted noun', () => {
  it('reads "one checked bag" and "one free night" as a count of one', () => {
    expect(extractQuantities('The fare includes one checked bag up to 23 kg.').map((q) => [q.raw, q.dim, q.value])).toEqual([['one', 'count', 1], ['23 kg', 'mass', 23]]);
    expect(extractQuantities('Members get one free night after ten stays.').map((q) => [q.raw, q.dim, q.value])).toEqual([['one', 'count', 1], ['ten', 'count', 10]]);
  });

  it('still reads "no one" and "one of them" as no count', () => {
    expect(extractQuantities('No one came.')).toEqual([]);
    expect(extractQuantities('Pick one of them.')).toEqual([]);
  });

  it('takes the "one checked bag up to 23 kg" row as the one the answer gives', () => {
    const fares = ['Skyrell Air fares: the Light fare includes a small cabin bag only; the Classic fare includes one checked bag up to 23 kg; the Flex fare includes two checked bags up to 32 kg each.'];
    expect(first(fares, 'With the Classic fare you can check in one bag of up to 23 kg.', 'I booked the Classic fare. How much luggage can I check in?')?.status).toBe('supported');
  });
});

describe('a volume worked out from the dose the claim before gave', () => {
  const leaflet = ['Pyrelin oral suspension 250 mg/5 ml. Dose for children: 30 mg per kg of body weight per day, split into 3 doses.'];
  const question = 'My son weighs 15 kg. How much Pyrelin should he take per dose?';
  const working = 'A 15 kg child needs 450 mg a day. Split into three doses, that\'s 150 mg per dose.';
  it('contradicts 2 ml: 150 mg at 250 mg in every 5 ml is 3 ml', () => {
    const got = claimWith(leaflet, `${working} At 250 mg in every 5 ml, each dose is 2 ml.`, 'each dose is', question);
    expect(got?.status).toBe('contradicted');
    expect(got?.checks[0]).toContain('3 ml');
  });

  it('takes the right volume as a step on the claim before', () => {
    expect(claimWith(leaflet, `${working} At 250 mg in every 5 ml, each dose is 3 ml.`, 'each dose is', question)?.status).toBe('unverified_step');
  });

  it('does not take a body weight in the claim before as the dose', () => {
    expect(claimWith(leaflet, 'Your son weighs 15 kg. At 250 mg in every 5 ml, each dose is 2 ml.', 'each dose is', question)?.status).not.toBe('contradicted');
  });
});

describe('negations that do not deny the claim', () => {
  it('reads "for verified users ... for unverified users" as two rows, not a denial', () => {
    const wallet = ['Corvane Wallet moves money between Corvane accounts at no cost. The daily payment limit is 3,000 zorins for verified users and 300 zorins for unverified users.'];
    expect(first(wallet, 'As a verified user, you can pay out up to 3,000 zorins a day.')?.status).toBe('supported');
  });

  it('leaves a negation a few words into a trailing "if" clause to the clause', () => {
    const filter = ['Flush the Vetrix filter with clean water before first use, and again if the filter has not been used for a month.'];
    expect(first(filter, 'Flush the filter with clean water before first use.')?.status).toBe('supported');
  });

  it('does not flip a claim of an exemption or a waiver against "No X is due for ..."', () => {
    const repay = ['Staff who leave within a year of a funded course repay half its cost. No repayment is due for courses costing less than 300 pelts.'];
    expect(first(repay, 'The repayment exemption only applies to courses costing less than 300 pelts.')?.status).toBe('supported');
    const club = ['No booking fee is due for members of the Orla Theatre Club.'];
    expect(first(club, 'The booking fee is waived for members of the Orla Theatre Club.')?.status).toBe('supported');
  });

  it('reads "capped at 4 percent" as what "may not increase by more than 4 percent" says', () => {
    const lease = ['Under the Halbury tenancy, the rent may not increase by more than 4 percent in any year.'];
    expect(first(lease, 'Any yearly rent increase is capped at 4 percent.')?.status).toBe('supported');
  });

  it('still contradicts a plain flip', () => {
    expect(first(['Refunds are not given for opened software.'], 'Refunds are given for opened software.')?.status).toBe('contradicted');
    expect(first(['No booking fee is due for members of the Orla Theatre Club.'], 'A booking fee is due for members of the Orla Theatre Club.')?.status).toBe('contradicted');
  });
});

describe('a rate per year or per calendar month', () => {
  const budget = ['Each engineer at Moldra Systems has a personal training budget of 1,200 zorins per year. Courses must be approved by a team lead.', 'An engineer who leaves within 12 months of completing a funded course must repay 50 percent of the course cost.'];
  const asked = 'My course costs 900 zorins. If I leave 6 months after it ends, do I owe anything?';
  it('does not multiply a moment ("six months after finishing it") by a yearly rate', () => {
    expect(claimWith(budget, 'So if you left six months after finishing it, you\'d owe 450 zorins.', '450', asked)?.status).not.toBe('contradicted');
  });

  it('still multiplies an amount of time ("over six months") by the yearly rate', () => {
    const got = claimWith(['Each engineer at Moldra Systems has a personal training budget of 1,200 zorins per year.'], 'So over six months, you\'d get 450 zorins.', '450', 'How much budget do I get in 6 months?');
    expect(got?.status).toBe('contradicted');
    expect(got?.fix).toBe('Replace 450 zorins with 600 zorins.');
  });

  it('reads "2,400 zorins per calendar month" as a monthly rate: two months is 4,800 zorins', () => {
    const lease = ['Lease of Shop 2, Tarrow Lane. The rent is 2,400 zorins per calendar month, payable in advance. The tenant pays a deposit equal to two months\' rent before moving in.'];
    expect(first(lease, 'The deposit is two months\' rent, which comes to 4,800 zorins.')?.status).toBe('supported');
    const wrong = first(lease, 'The deposit is two months\' rent, which comes to 5,000 zorins.');
    expect(wrong?.status).not.toBe('supported');
    expect(wrong?.fix).toBe('Replace 5,000 zorins with 4,800 zorins.');
  });
});

describe('"each anniversary" as once a year', () => {
  it('reads "on each anniversary of the start date" as the frequency "every year" is', () => {
    const [anniversary] = findFrequencies('The fee is reviewed on each anniversary of the joining date.');
    const [yearly] = findFrequencies('The fee is reviewed every year.');
    expect(anniversary?.perDay).toBeDefined();
    expect(anniversary?.perDay).toBe(yearly?.perDay);
  });

  const review = ['The Tarrow Lane rent is reviewed on each anniversary of the start date, when it may rise by up to 3 percent.'];
  it('supports "reviewed every year" from "reviewed on each anniversary of the start date"', () => {
    expect(first(review, 'The rent is reviewed every year.')?.status).toBe('supported');
  });

  it('does not support "reviewed every month" from it', () => {
    expect(first(review, 'The rent is reviewed every month.')?.status).not.toBe('supported');
  });
});

describe('a count of days between two dates', () => {
  const strike = ['The Ostrel Port dock strike will run from Monday 3 March to Thursday 6 March 2025, the union said. About half of all sailings will be cancelled.'];
  const days = (count: string) => claimWith(strike, `The strike runs from Monday 3 March to Thursday 6 March 2025, which is ${count}.`, 'which is');
  it('supports "which is four days" for 3 to 6 March', () => {
    expect(days('four days')?.status).toBe('supported');
  });

  it('contradicts "which is six days" and names the four days', () => {
    const got = days('six days');
    expect(got?.status).toBe('contradicted');
    expect(got?.checks[0]).toContain('4 days');
  });

  it('leaves working days to other rules', () => {
    expect(days('six working days')?.status).not.toBe('contradicted');
  });
});

describe('opposite words that say nothing against the claim', () => {
  const trail = ['The Osmer Ridge Walk is 30 kilometres long and is done in two stages. Stage 1 from Brell to Coyle is 18 km and Stage 2 from Coyle to Dunmere is 12 km.'];
  it('does not set a comparative the claim writes ("Stage 2 is shorter") against "30 kilometres long"', () => {
    expect(first(trail, 'Stage 2 is shorter, at 12 km.')?.status).toBe('supported');
  });

  const path = ['Because of bridge repairs, the riverside path between Hallam Lock and Pike Mill will be closed from 4 to 19 May. A signed detour adds about 1 km to the walk. All other sections of the path remain open as usual.'];
  it('does not oppose "closed from 4 to 19 May" with another sentence\'s "remain open"', () => {
    expect(first(path, 'The riverside section of the path is closed from 4 to 19 May.')?.status).toBe('supported');
  });

  it('still contradicts the opposite word said with the claim\'s own figures', () => {
    expect(first(path, 'The riverside section of the path is open from 4 to 19 May.')?.status).toBe('contradicted');
  });
});

describe('the period a figure is given for marks its slot', () => {
  const saver = ['The Brindle Junior Saver pays 4 percent on balances up to 5,000 zorins. Deposits are limited to 200 zorins per month, and the account is opened by a parent for a child under 16.'];
  it('reads "up to 200 zorins a month" as the monthly deposit limit, not the balance cap', () => {
    expect(first(saver, 'You can pay in up to 200 zorins a month.')?.status).toBe('supported');
  });
});

describe('a total of what the earlier claims worked out', () => {
  const pension = ['Staff pay 4% of salary into the pension and the company adds 6%.'];
  const answer = (total: string) => `On 50,000 zorins, your 4% is 2,000 zorins, and the company's 6% is 3,000 zorins. Together that's ${total} zorins a year.`;
  it('contradicts "Together that\'s 5,500 zorins" after 2,000 and 3,000, naming 5,000', () => {
    const got = claimWith(pension, answer('5,500'), 'Together', 'My salary is 50,000 zorins.');
    expect(got?.status).toBe('contradicted');
    expect(got?.checks[0]).toContain('5,000');
  });

  it('takes "Together that\'s 5,000 zorins" as a step on the earlier claims', () => {
    expect(claimWith(pension, answer('5,000'), 'Together', 'My salary is 50,000 zorins.')?.status).toBe('unverified_step');
  });
});

describe('a share of an amount worked out in words', () => {
  const leave = ['Staff on a 60% contract get public holidays pro rata. Full-time staff get 80 hours of public holiday a year.'];
  it('contradicts "60% of 80 hours is 40 hours" with 48 hours, whatever gave the 60%', () => {
    const got = claimWith(leave, 'You work 60% of full time. Public holidays are pro-rated too: 60% of 80 hours is 40 hours.', '60% of 80 hours');
    expect(got?.status).toBe('contradicted');
    expect(got?.fix).toBe('Replace 40 hours with 48 hours.');
  });

  it('does not contradict the right share, nor a hedged one within rounding', () => {
    expect(claimWith(leave, 'Public holidays are pro-rated too: 60% of 80 hours is 48 hours.', '60% of 80 hours')?.status).not.toBe('contradicted');
    expect(claimWith(leave, 'Public holidays are pro-rated too: 60% of 80 hours is about 50 hours.', '60% of 80 hours')?.status).not.toBe('contradicted');
  });
});
