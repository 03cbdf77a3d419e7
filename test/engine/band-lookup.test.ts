// Tables of bands (compute/band-lookup.ts): a figure put in the wrong band, or given another band's
// value, is contradicted; the right band, and figures that are two rules rather than one table,
// are left to the other rules. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (question: string, context: string[], answer: string) => shippedStatuses({ question, context, answer });

const GRADES = ['Annual leave by grade. Grades 1 to 3: 25 days. Grades 4 to 6: 27 days. Grade 7 and above: 30 days.'];
const FLIGHTS = ['If your flight arrives 3 hours or more late you can claim per passenger: flights up to 1,500 km, €250; flights of 1,500 to 3,500 km, €400; flights over 3,500 km, €600.'];
const LOANS = ['Representative APR by amount: £1,000–£7,499: 9.9%. £7,500–£25,000: 6.4%. Over £25,000: not available online.'];
const MARKS = ['Grade boundaries: A 70%+, B 60-69%, C 50-59%, D 40-49%.'];
// Rows given by their upper bounds alone, with a size written before each price.
const POSTAGE = ['Postal rates. Letter - up to 100g, max 24 x 16 x 0.5cm: £0.85. Large letter - up to 750g, max 35 x 25 x 3cm: £1.55. Small parcel - up to 2000g, max 45 x 35 x 16cm: £3.20.'];

describe('a figure in the wrong band is contradicted', () => {
  it.each([
    ['How much leave do I get?', GRADES, 'At grade 5 you get 25 days.'],
    ['My 2,100 km flight was 4 hours late. What can I claim?', FLIGHTS, 'You can claim €250 per passenger.'],
    ['I want to borrow £7,000.', LOANS, '£7,000 falls in the £7,500 to £25,000 band, at 6.4%.'],
    ['I got 58%. What grade is that?', MARKS, '58% is a B.'],
    ['My envelope weighs 400g. What will it cost?', POSTAGE, 'Posting it will cost £3.20.'],
  ])('%s / %s', (question, context, answer) => {
    expect(statuses(question, context, answer)).toContain('contradicted');
  });

  it('reads rows given by their upper bounds alone, each starting where the one before ends', () => {
    const [claim] = shippedClaims({ question: 'My envelope weighs 400g. What will it cost?', context: POSTAGE, answer: 'Posting it will cost £0.85.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('£1.55');
    expect(statuses('My envelope weighs 400g. What will it cost?', POSTAGE, 'Posting it will cost £1.55.')).not.toContain('contradicted');
  });

  it('names the right band in the reason', () => {
    const [claim] = shippedClaims({ question: 'My 2,100 km flight was 4 hours late.', context: FLIGHTS, answer: 'You can claim €250 per passenger.' });
    expect(claim?.checks[0]).toContain('1,500 to 3,500 km');
    expect(claim?.checks[0]).toContain('€400');
  });
});

it('supports the right row of a table the claim reads itself', () => {
  expect(statuses('How much leave do I get?', GRADES, 'At grade 5 you get 27 days.')).toEqual(['supported']);
});

describe('the right band, and figures that are no table, are not contradicted', () => {
  it.each([
    ['How much leave do I get?', GRADES, 'At grade 5 you get 27 days.'],
    ['My 2,100 km flight was 4 hours late. What can I claim?', FLIGHTS, 'You can claim €400 per passenger.'],
    ['I got 58%. What grade is that?', MARKS, '58% is a C.'],
    // "16 and over" and "a maximum of 6" are two rules, not two bands of one table.
    ['How many caplets can I take?', ['Adults and young people aged 16 and over: 1 or 2 caplets every 6 hours. Maximum 6 caplets in any 24 hours.'], 'From 16, take one or two caplets every six hours, with a maximum of six in 24 hours.'],
    // A frequency word ("annual") before the first band is no band's value.
    ['I earn £28,000. What rise do I get?', ['Following the annual review, all salaries below £30,000 will rise by 4%. Salaries of £30,000 and above will rise by 3%.'], 'Because you earn under £30,000, you get the 4% rise.'],
  ])('%s / %s', (question, context, answer) => {
    expect(statuses(question, context, answer)).not.toContain('contradicted');
  });
});

it('leaves a figure worked out from the right band to the other rules', () => {
  // "5 ml twice a day" is the 6-11 band's; "10 ml in total" is worked out from it, not the adult band's 10 ml.
  const DOSES = ['Dosage: Children 2-5 years: 2.5 ml twice a day. Children 6-11 years: 5 ml twice a day. Adults and children 12 years and over: 10 ml once a day.'];
  expect(statuses('How much should my 7-year-old have?', DOSES, 'For a 7-year-old, the dose is 5 ml twice a day, so 10 ml in total across the day.')).not.toContain('contradicted');
  expect(statuses('How much should my 7-year-old have?', DOSES, 'For a 7-year-old, the dose is 10 ml once a day.')).toContain('contradicted');
});

describe('a table of ages beside a dosing interval', () => {
  // A 5-year-old is in the 4-6 years row (10 ml); 12.5 ml is the 6-8 years row. "every 4-6 hours" is no row of the age table.
  const leaflet = ['Dolarex Junior (120 mg/5 ml oral suspension). Dose by age, every 4-6 hours if needed, maximum 4 doses in 24 hours:\n6-24 months: 5 ml\n2-4 years: 7.5 ml\n4-6 years: 10 ml\n6-8 years: 12.5 ml\n8-10 years: 15 ml'];
  const check = (answer: string) => shippedClaims({ question: 'My daughter is 5. How much can she have?', context: leaflet, answer });

  it('reads the member age even when the claim also gives hours', () => {
    const [claim] = check('For a 5-year-old, the dose is 12.5 ml, which you can give every 4 to 6 hours, up to 4 times in 24 hours.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toMatch(/10 ml/);
  });

  it('supports the right row with the same hours beside it', () => {
    expect(check('For a 5-year-old, the dose is 10 ml, which you can give every 4 to 6 hours, up to 4 times in 24 hours.').map((k) => k.status)).not.toContain('contradicted');
  });
});

describe('a table of service bands with days as values', () => {
  // 6 years is over 5 (and not over 10): 30 days; 27 days is the 2 to 5 years row. Every row opens with "Service", which names no band.
  const policy = ['Annual Leave (full-time staff).\nService under 2 years: 25 days.\nService 2 to 5 years: 27 days.\nService over 5 years: 30 days.\nService over 10 years: 32 days.'];
  const check = (answer: string) => shippedClaims({ question: 'I have been here 6 years. How much leave do I get?', context: policy, answer });

  it('contradicts another row\'s days, naming the right row', () => {
    const [claim] = check('With 6 years of service, you get 27 days of annual leave.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toMatch(/30 days/);
  });

  it('does not contradict the right row', () => {
    expect(check('With 6 years of service, you get 30 days of annual leave.').map((k) => k.status)).not.toContain('contradicted');
  });
});

// Written by hand, 2026-12-04: a syrup's strength ("120 mg/5 ml") before an age table is no row's
// value; read as one, it shifted every row's dose one band down (7 years got 7.5 ml, the 4-5
// years dose). By hand: 7 years falls in "6-8 years: 10 ml".
describe('an age table after a strength', () => {
  const SYRUP = ["Dolphrin Children's Syrup 120 mg/5 ml, dosing by age: 2-3 years: 5 ml; 4-5 years: 7.5 ml; 6-8 years: 10 ml; 9-11 years: 15 ml. Give the dose up to 4 times in 24 hours."];
  const ask = (answer: string) => shippedClaims({ question: 'My son is 7. How much can I give him?', context: SYRUP, answer })[0];

  it('supports the row the age falls in', () => {
    expect(ask('For a 7-year-old, the dose is 10 ml.')?.status).toBe('supported');
  });

  it('contradicts the row below it, naming the right dose', () => {
    const c = ask('For a 7-year-old, the dose is 7.5 ml.');
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Use 10 ml: 7-year falls in 6-8 years.');
  });
});
