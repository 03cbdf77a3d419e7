// Denials said another way, and claims that are no comparison or sum (support/contrast-denial.ts,
// support/opposite-denial.ts, support/polarity-conflict.ts, verify/verify-comparison.ts,
// verify/verify-claim.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedClaims } from '../helpers/shipped-statuses.ts';

const first = firstShippedClaim;

describe('a denial the passage says another way', () => {
  const ferry = ['Ferry (Lindholm Line): from €35, 5 h 20 min, 2 sailings a day, not on Sundays. Flight (Skyhop): from €79.'];
  it('reads a contrast "not on Sundays" as the claim\'s "doesn\'t sail on Sundays"', () => {
    expect(first(ferry, 'The ferry doesn\'t sail on Sundays.')?.status).toBe('supported');
    expect(first(ferry, 'The ferry doesn\'t sail on Mondays.')?.status).not.toBe('supported');
  });

  it('reads "unlimited" as "no cap", and a stated cap as none', () => {
    expect(first(['Pro lets you sync across an unlimited number of devices.'], 'With Pro there\'s no cap on devices.')?.status).toBe('supported');
    expect(first(['Pro lets you sync across up to 3 devices.'], 'With Pro there\'s no cap on devices.')?.status).not.toBe('supported');
  });

  it('reads "will keep its current hours" as "aren\'t changing", over a sentence about other hours being cut', () => {
    const library = ['Kelby Council will cut opening hours at its six branch libraries from 48 to 36 hours a week. The central library will keep its current hours.'];
    expect(first(library, 'The central library\'s hours aren\'t changing.')?.status).toBe('supported');
  });

  it('reads "you\'ll have to wait before changing the email" as "you cannot change your email within 7 days"', () => {
    const c = first(['For security, you cannot change your email within 7 days of changing your password.'], 'If you changed your password in the last week, you\'ll have to wait before changing the email.');
    expect(c?.status).toBe('supported');
  });
});

describe('claims that are no comparison and no sum', () => {
  const slot = ['If your delivery arrives more than 60 minutes after the end of your booked slot, we will refund your delivery charge automatically within 48 hours.'];
  it('reads "more than an hour" as a bound, not as a comparison with the later "two days"', () => {
    expect(first(slot, 'When a delivery is more than an hour past the end of the booked slot, the delivery charge is refunded automatically within two days.')?.status).toBe('supported');
    expect(first(slot, 'When a delivery is more than an hour past the end of the booked slot, the delivery charge is refunded automatically within five days.')?.status).toBe('contradicted');
  });

  it('takes a total the passage calls the budget, whatever the parts it names add up to', () => {
    const budget = ['Merrin City Council approved a budget of 800 million dravs for next year. Schools will receive 240 million dravs, roads 120 million and social care 200 million, and the rest is split between housing and parks.'];
    expect(first(budget, 'Merrin\'s budget totals 800 million dravs.')?.status).toBe('supported');
    expect(first(['Sales were 150 units in March, 120 in April and 130 in May.'], 'Sales totalled 150 units over the three months.')?.status).not.toBe('supported');
  });
});

describe('limits and bands', () => {
  const leaflet = ['Corvatrel 5 mg tablets. Adults: one tablet once a day. Do not take more than 2 tablets (10 mg) in 24 hours.'];
  it('contradicts a misquoted limit even where its conversion is right', () => {
    const c = first(leaflet, 'Never go above 3 tablets, which is 15 mg, in 24 hours.');
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toBe('The answer gives the limit as 3 tablets; p0 gives 2 tablets.');
    expect(first(leaflet, 'Never go above 2 tablets, which is 10 mg, in 24 hours.')?.status).toBe('supported');
  });

  it('places an age in years in a table of ages', () => {
    const inhaler = ['Tessacort inhaler. Adults and children aged 12 and over: 2 puffs twice a day. Children aged 5 to 11: 1 puff twice a day.'];
    const c = first(inhaler, 'For your 8-year-old, the dose is 2 puffs twice a day.', 'How many puffs can my 8-year-old have?');
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Use 1: 8-year falls in 5 to 11.');
  });

  it('places the user\'s balance in the unit the table counts', () => {
    const rates = ['Easy Saver rates. Balances of 1 to 9,999 vells: 3.10% a year. Balances of 10,000 to 49,999 vells: 3.60% a year.'];
    const q = 'I have 12,000 vells in my Easy Saver. What rate do I get?';
    expect(first(rates, 'With 12,000 vells, the rate on your balance is 3.10% a year.', q)?.status).toBe('contradicted');
    expect(first(rates, 'With 12,000 vells, the rate on your balance is 3.60% a year.', q)?.status).not.toBe('contradicted');
  });
});

describe('a flipped negation beside a clause with a denying word', () => {
  it('contradicts "included" where the clause stating the climb says "not included", though the other clause says "free"', () => {
    const pass = ['Oldmere City Pass. The pass gives free entry to 14 museums and galleries, including the Harbour Museum. The cathedral is free to visit for everyone, but the cathedral tower climb is not included in the pass and costs 8 zorins.'];
    expect(first(pass, 'The cathedral tower climb is included in the pass.')?.status).toBe('contradicted');
    expect(first(pass, 'The cathedral tower climb is not included in the pass.')?.status).toBe('supported');
  });
});

describe('words of being let in against "excluded"', () => {
  const policy = ['Price match requests must be made within 14 days of purchase. Online marketplace sellers are excluded.'];
  it('contradicts "eligible" where the passage says "excluded", and supports "excluded"', () => {
    expect(first(policy, 'Online marketplace sellers are eligible.')?.status).toBe('contradicted');
    expect(first(policy, 'Online marketplace sellers are excluded.')?.status).toBe('supported');
  });
});

describe('one of the question\'s two options called cheaper', () => {
  const accounts = ['Ashcombe Bank packaged accounts. Plus account: monthly fee 12 vells, includes travel insurance. Premier account: monthly fee 20 vells, includes travel insurance and breakdown cover.'];
  const q = 'Which Ashcombe account costs less over a year, Plus or Premier?';
  it('supports the option with the lower fee and contradicts the other, naming both fees', () => {
    expect(first(accounts, 'Going by fees alone, Plus is cheaper.', q)?.status).toBe('supported');
    const c = first(accounts, 'Premier is cheaper.', q);
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toBe('The answer says Premier is cheaper; p0 gives Premier 20 vells and p0 gives Plus 12 vells.');
  });
});

describe('a condition alone', () => {
  it('is not contradicted by a negated sentence that names its words ("If you miss a dose")', () => {
    const leaflet = ['If you forget a dose, take it as soon as you remember. Do not take two doses together to make up for a missed one.'];
    const claims = shippedClaims({ question: '', context: leaflet, answer: 'If you miss a dose, take it when you remember.' });
    expect(claims.filter((c) => c.status === 'contradicted' || c.status === 'not_stated').map((c) => c.text)).toEqual([]);
  });
});

describe('a restriction dropped by a word of unrestricted scope', () => {
  const bond = ['Fixed Bond. Early closure is allowed only on death or serious financial hardship, with a charge of 90 days\' interest.'];
  it('contradicts "for any reason" where the sentence allows it only on some grounds', () => {
    const c = first(bond, 'You can close the bond early for any reason, with a charge of 90 days\' interest.');
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toMatch(/^The answer says this holds for any reason; p0 restricts it/);
    expect(first(bond, 'Early closure is allowed only on death or serious financial hardship.')?.status).toBe('supported');
  });
});

describe('dates worked out', () => {
  const sale = ['Lumen Lamps spring sale: the sale runs from 14 April to 27 April, both days included. Price-match requests can be made up to 14 days after the sale ends.'];
  it('counts "14 days after the sale ends" from the last day of the sale', () => {
    expect(first(sale, 'Price-match requests are accepted until 11 May.')?.status).toBe('supported');
    expect(first(sale, 'Price-match requests are accepted until 12 May.')?.status).not.toBe('supported');
  });

  it('counts "the 60th day after" from the user\'s date, as a step on the user\'s figure', () => {
    const clause = ['Clause 12. The Member may end this agreement at any time by written notice. Termination takes effect on the 60th day after the day the notice is received.'];
    const q = 'If you receive my cancellation email on 15 May 2026, when does my membership end?';
    const c = first(clause, 'Counting from 15 May 2026, that\'s 14 July 2026.', q);
    expect(c?.status).toBe('unverified_step');
    expect(c?.checks[0]).toBe('Uses 15 May 2026 from the question; the passages do not state it.');
    expect(first(clause, 'Counting from 15 May 2026, that\'s 16 July 2026.', q)?.status).not.toBe('unverified_step');
  });
});

describe('a count of the user\'s own', () => {
  it('makes a worked total a step on the user\'s figure though a passage writes a 3 elsewhere (€3.50)', () => {
    const hotel = ['Hotel Marisol, Port Ellery, room rates for June. Standard double room: €140 per night, room only. Sea-view double: €175 per night, room only. The Port Ellery city tax of €3.50 per person per night is paid at the hotel on departure.'];
    const claims = shippedClaims({ question: 'How much will 3 nights at Hotel Marisol cost for two adults in a double room?', context: hotel, answer: 'A standard double is €140 a night, so 3 nights comes to €420.' });
    const c = claims.find((k) => k.text.includes('€420'));
    expect(c?.status).toBe('unverified_step');
    expect(c?.checks[0]).toMatch(/from the question/);
  });
});

describe('leaflet phrases', () => {
  it('reads "Never double up to make up for a forgotten tablet" as "Do not take two doses together to make up for a missed one"', () => {
    const leaflet = ['Dolvarin 200 mg tablets. Take one tablet twice a day, with or just after food. Swallow the tablet whole with a glass of water; do not crush or chew it. If you forget a dose, take it as soon as you remember unless it is nearly time for your next dose. Do not take two doses together to make up for a missed one. Dolvarin 400 mg tablets are taken once a day at bedtime.'];
    expect(first(leaflet, 'Never double up to make up for a forgotten tablet.')?.status).toBe('supported');
  });
});
