// Probes written by hand for this session's rules, each with its expectation decided before the
// engine ran: labelled rows ("Children 6-12 years: ...; do not give more than 4"), a limit said with
// a participle, places and their adjectives, a denial against a confirmation, coordinated subjects
// kept with their verb, a title before a name, and a direction word said of something else.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const claimsOf = (context: string[], answer: string, question = '') => shippedClaims({ question, context, answer });

const DOSES = ['Children 6-12 years: 1 tablet every 6 hours; do not give more than 4 tablets in 24 hours. Adults: 2 tablets every 4 to 6 hours; do not take more than 8 tablets in 24 hours.'];

describe('labelled rows', () => {
  it("contradicts a row's figure said of the other row, naming the right one", () => {
    const [claim] = claimsOf(DOSES, "Children shouldn't be given more than 8 tablets in 24 hours.");
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('4');
  });

  it("sends each row's own figure", () => {
    expect(claimsOf(DOSES, "Children shouldn't be given more than 4 tablets in 24 hours.").map((c) => c.status)).toEqual(['supported']);
  });

  it('does not read clause headings as rows', () => {
    const context = ['Clause 4.2: The Client shall pay the fees set out in Schedule 1 within 45 days of the invoice date. Clause 4.3: All fees are exclusive of VAT.', 'Schedule 1 – Fees: Build phase £60,000.'];
    expect(claimsOf(context, 'Schedule 1 puts the build phase at £60,000, plus VAT, since fees are quoted exclusive of it.').map((c) => c.status)).not.toContain('contradicted');
  });
});

describe('a limit said with a participle', () => {
  it('reads "shouldn\'t be used for more than 7 days" as the leaflet\'s "Do not use for more than 7 days"', () => {
    expect(claimsOf(['Do not use for more than 7 days in a row.'], "It shouldn't be used for more than 7 days in a row.").map((c) => c.status)).toEqual(['supported']);
  });
});

describe('places and their adjectives', () => {
  it('reads "English and Welsh law" as the laws of England and Wales', () => {
    const context = ['This Agreement shall be governed by the laws of England and Wales. The parties submit to the exclusive jurisdiction of the courts of England and Wales.'];
    expect(claimsOf(context, 'Disputes go to the courts of England and Wales, under English and Welsh law.').map((c) => c.status)).not.toContain('not_stated');
  });
});

describe('a denial is not a confirmation', () => {
  it('contradicts "has confirmed plans" against "has denied reports that it plans"', () => {
    const context = ["Brennan Valley Health Trust has denied reports that it plans to close the children's ward at St Aldric's Hospital."];
    expect(claimsOf(context, "The trust has confirmed plans to close the children's ward.").map((c) => c.status)).toEqual(['contradicted']);
    expect(claimsOf(context, "The trust has denied plans to close the children's ward.").map((c) => c.status)).toEqual(['supported']);
  });
});

describe('claim parts and names', () => {
  it('keeps coordinated subjects with their verb ("limescale build-up and accidental damage aren\'t covered")', () => {
    const context = ['The warranty does not cover limescale build-up, accidental damage, or use with non-UK voltage.'];
    expect(claimsOf(context, "Just bear in mind that limescale build-up and accidental damage aren't covered.").map((c) => c.status)).toEqual(['supported']);
  });

  it('reads a capitalised word opening the sentence before a name as no part of it', () => {
    const context = ['Pre-tax profit fell 11% to €48 million, which chief executive Idris Vantongeren blamed on higher energy and shipping costs.'];
    expect(claimsOf(context, 'Boss Idris Vantongeren blamed higher energy and shipping costs.').map((c) => c.status)).not.toContain('not_stated');
  });

  it('does not oppose a word the claim says of something else while saying the window\'s word too', () => {
    const context = ['Pre-tax profit fell 11% to €48 million, which chief executive Idris Vantongeren blamed on higher energy and shipping costs.'];
    expect(claimsOf(context, 'Idris Vantongeren put the fall down to rising energy and shipping costs.').map((c) => c.status)).not.toContain('contradicted');
  });
});

describe('negations said another way', () => {
  it('reads "exempt" as not paying', () => {
    const context = ['Vellmar city visitor levy: €3 per adult per night in hotels. Children under 16 are exempt.'];
    expect(claimsOf(context, "Under-16s don't pay.").map((c) => c.status)).toEqual(['supported']);
  });

  it('reads a figure of nought as none', () => {
    const context = ['Excess: £250 for accidental damage; £100 for theft; £0 for windscreen repair.'];
    expect(claimsOf(context, "There's no excess for windscreen repairs.").map((c) => c.status)).toEqual(['supported']);
  });

  it("does not read the user's situation in a leading reason as the claim's negation", () => {
    const context = ['After installing, run `heddle auth login` to connect your account; a browser window opens. On headless machines, use `heddle auth login --device`, which prints a code to enter at heddle.example/device.'];
    expect(claimsOf(context, 'Because your server has no browser, log in with `heddle auth login --device`: it prints a code.').map((c) => c.status)).not.toContain('not_stated');
  });
});

describe('a negation the window says with one word', () => {
  it('reads "isn\'t mandatory" and "isn\'t required" as "optional", and not as a duty', () => {
    const context = ['Remote work is optional for all members of the Product team.'];
    expect(claimsOf(context, "No, it isn't mandatory.").map((c) => c.status)).toEqual(['supported']);
    expect(claimsOf(context, "Remote work isn't required for the Product team.").map((c) => c.status)).toEqual(['supported']);
    expect(claimsOf(context, 'Remote work is required for the Product team.').map((c) => c.status)).toEqual(['contradicted']);
  });
});

describe('certainty the source does not give', () => {
  it('contradicts "guaranteed" against "we may offer ... at our discretion"', () => {
    const context = ['If an item you bought drops in price during our seasonal sale within 14 days of your purchase, we may offer a one-time price adjustment at our discretion.'];
    expect(claimsOf(context, "You're guaranteed a price adjustment if it drops within 14 days.").map((c) => c.status)).toEqual(['contradicted']);
    expect(claimsOf(context, 'They may offer a one-time price adjustment if it drops within 14 days.').map((c) => c.status)).not.toContain('contradicted');
  });
});

describe('a name swapped among several', () => {
  const context = ['In the Nordmark regional election, the Green Alliance won 31% of the vote. The Civic Party fell to 27% from 33%. Green Alliance leader Hanne Vollrath said she would begin coalition talks with the Liberal Forum, which took 11%.'];
  it('contradicts the one name the stating sentence lacks, naming the sentence\'s own', () => {
    const [claim] = claimsOf(context, 'Green Alliance leader Hanne Vollrath plans to open coalition talks with the Civic Party.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('Liberal Forum');
  });
  it('sends the right name', () => {
    expect(claimsOf(context, 'Green Alliance leader Hanne Vollrath plans to open coalition talks with the Liberal Forum.').map((c) => c.status)).toEqual(['supported']);
  });
  it("does not read a contract's defined term as another name", () => {
    const contract = ["This clause forms part of the Agreement between Vantrell Systems Ltd (the 'Supplier') and Okada Retail plc (the 'Customer'). Where the Customer terminates during the Initial Term, the Customer shall pay the Supplier an early termination fee."];
    expect(claimsOf(contract, "If you terminate during the Initial Term, you'd owe Vantrell an early termination fee.").map((c) => c.status)).not.toContain('contradicted');
  });
});

describe('an exception the claim says nothing of', () => {
  const context = ['If you need money sooner, immediate access is not available, except in cases of bereavement or serious illness.'];
  it('does not stop a flipped negation being contradicted', () => {
    expect(claimsOf(context, 'Immediate access is available if you pay a penalty.').map((c) => c.status)).toEqual(['contradicted']);
  });
  it('still lets the exception itself through', () => {
    expect(claimsOf(context, 'Immediate access is available in cases of bereavement or serious illness.').map((c) => c.status)).not.toContain('contradicted');
  });
});

describe('negations that deny nothing the sentence says', () => {
  it('reads "unearthed" as no negation', () => {
    const context = ['Volunteers excavating at Clayhithe found a hoard of 212 Roman coins, the county archaeology service said.'];
    expect(claimsOf(context, 'Volunteers digging at Clayhithe unearthed 212 Roman coins.').map((c) => c.status)).not.toContain('contradicted');
  });
  it('reads a bug said fixed as the sentence\'s "no longer fail"', () => {
    const context = ['Fixed: uploads larger than 2 GB no longer fail on Windows.'];
    expect(claimsOf(context, 'A bug where uploads over 2 GB failed on Windows has been fixed.').map((c) => c.status)).not.toContain('contradicted');
  });
  it('reads "leave you haven\'t used" as describing the leave', () => {
    const context = ["Untaken annual leave may be taken during your notice period with your manager's agreement, or will be paid in your final salary."];
    expect(claimsOf(context, "Any annual leave you haven't used will be paid in your final salary.").map((c) => c.status)).not.toContain('contradicted');
  });
});

describe('words a figure says', () => {
  it('reads a date the window gives as the claim\'s "date"', () => {
    const context = ['Dividend: €0.42 per share, paid on 15/09/2025 to shareholders on record on 29/08/2025.'];
    const claims = claimsOf(context, "You'd get €210, provided you hold them on the record date of 29 August.", 'I have 500 shares. What dividend do I get?');
    expect(claims.find((c) => c.text.includes('record date'))?.status).toBe('supported');
  });
  it('reads a lower bound the window gives as the claim\'s "threshold"', () => {
    const context = ["Employees with at least 4 years' continuous service may take an unpaid sabbatical of up to 3 months."];
    const claims = claimsOf(context, "By March she'll have more than four years' continuous service, which meets the sabbatical threshold.", 'She started in January 2021. Can she take a sabbatical in March 2025?');
    expect(claims.find((c) => c.text.includes('threshold'))?.status).toBe('supported');
  });
});

describe('a coincidence is no computation', () => {
  it('does not take a share from one account and an amount from another to make the answer\'s figure', () => {
    const context = ['Harlow Everyday: no monthly fee; arranged overdraft at 39.9% EAR. Harlow Plus: £12 monthly fee; includes worldwide travel insurance; arranged overdraft at 29.9% EAR, first £250 interest-free. Harlow Premier: £22 monthly fee; all Plus benefits plus airport lounge passes.'];
    const claims = claimsOf(context, 'Plus costs £12 a month and Premier £22, so Premier is £10 a month more, which works out at £100 extra a year.', "What's the yearly cost difference between Plus and Premier?");
    expect(claims.find((c) => c.text.includes('£100'))?.status).not.toBe('supported');
  });
});
