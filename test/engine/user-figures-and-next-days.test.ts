// Written by hand, 2026-12-03: the user's own figure is no value of a passage's slot (slot-value);
// a day moved on by a next-day rule is a step, not a wrong count, and a rough time is not worked to
// the minute (recompute-calendar); an action named by a verb is not denied by "no" before a kind
// of thing it does not name (no-denial).
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const LOANS = ['Harbour Credit Union — Personal Loans. Loans from £500 to £15,000. Representative APR: 12.7% for loans under £3,000; 8.9% for loans of £3,000 to £15,000.'];
const ASKED = 'Does it come with insurance, and what\'s the APR on a £2,000 loan over 2 years?';

describe('the user\'s own figure', () => {
  it('"For a £2,000 loan" (the question\'s amount) is not told to be £15,000', () => {
    expect(shippedStatuses({ question: ASKED, context: LOANS, answer: 'For a £2,000 loan, the representative APR is 12.7%, because it\'s under the £3,000 threshold.' })).toEqual(['unverified_step']);
  });

  it('a wrong rate for that amount is still contradicted', () => {
    expect(shippedStatuses({ question: ASKED, context: LOANS, answer: 'For a £2,000 loan, the representative APR is 8.9%, because it\'s under the £3,000 threshold.' })).toEqual(['contradicted']);
  });
});

const RULES = ['Rule 10.3. (1) A defendant must file an acknowledgment of service within 21 days after the date of service. (2) Where the last day of a period falls on a public holiday, the period ends on the next day on which the court office is open.',
  'Public holidays 2025: 9 June; 23 June (Midsummer Day).'];

describe('a day moved on by a next-day rule', () => {
  const question = 'I was served on Monday 2 June 2025. When is my last day to file?';
  it('"ends on the next day the office is open, which is Tuesday 24 June" is a step, not 23 June', () => {
    const statuses = shippedStatuses({ question, context: RULES, answer: '21 days after 2 June is 23 June, which is a public holiday. The period then ends on the next day the court office is open, which is Tuesday 24 June.' });
    expect(statuses.at(-1)).toBe('unverified_step');
    expect(statuses).not.toContain('contradicted');
  });

  it('a date told as the plain count\'s end is still contradicted', () => {
    expect(shippedStatuses({ question, context: RULES, answer: 'You must file within 21 days after service, so by 25 June.' })).toContain('contradicted');
  });
});

describe('a time given roughly', () => {
  const context = ['Flight AL 412 departs 22:15 Lorrin time; flight time 8 hours 40 minutes. Lorrin is UTC+2; Port Adley is UTC-4.'];
  it('"just after midnight" after a worked arrival of 00:55 is not recomputed from 00:55 as 09:35', () => {
    const claims = shippedClaims({ question: 'When do I land?', context, answer: 'Port Adley is six hours behind Lorrin, as Lorrin is UTC+2 and Port Adley is UTC-4. Your 22:15 departure is 16:15 in Port Adley time. Adding the 8 hours 40 minutes of flying time gets you to 00:55. So you\'ll land just after midnight, early on Saturday morning, local time.' });
    const last = claims.at(-1);
    expect(last?.text).toContain('just after midnight');
    expect(last?.status).not.toBe('contradicted');
    expect(last?.checks.join(' ')).not.toContain('09:35');
  });
});

const CHANGELOG = ['3.2.0. Deprecated: the Grid component\'s \'gutter\' prop, to be removed in 4.0; use \'gap\' instead. No breaking API changes.'];

describe('"no" before a kind of thing', () => {
  it('"No breaking API changes" does not deny "switching to \'gap\'"', () => {
    expect(shippedStatuses({ question: 'Anything to change?', context: CHANGELOG, answer: 'It\'s worth switching to \'gap\' now.' })).not.toContain('contradicted');
  });

  it('but denies a claim of breaking API changes', () => {
    expect(shippedStatuses({ question: 'Anything to change?', context: CHANGELOG, answer: 'The release makes breaking API changes.' })).toEqual(['contradicted']);
  });

  it('and "No withdrawals or additions" still denies adding money', () => {
    const context = ['Fixed Rate Bond. No withdrawals or additions are permitted during the term.'];
    expect(shippedStatuses({ question: 'Can I top up?', context, answer: 'You can add more money at any point.' })).toEqual(['contradicted']);
  });
});

describe('days listed before their month', () => {
  it('"28, 29, 30 and 31 October" are dates, not a wrong result of the question\'s figures', () => {
    const context = ['Pinewood Lodge rates per room per night. High season (1 Apr–31 Oct): Lake View €210. Breakfast: €18 per person per night.'];
    const claims = shippedClaims({ question: 'Two adults, 4 nights arriving 28 October. What will it cost?', context, answer: 'Your nights are 28, 29, 30 and 31 October, and all four fall in high season.' });
    expect(claims[0]?.checks.join(' ')).not.toMatch(/The answer says 28; /);
    expect(claims[0]?.status).not.toBe('contradicted');
  });
});

describe('micrograms', () => {
  it('25 micrograms per capsule over a 4-capsule limit is no "6 capsules a day"', () => {
    const context = ['Solvit D3 capsules. Adults: one capsule daily. Do not take more than 4 capsules a day unless advised by a doctor. Each capsule contains 25 micrograms of vitamin D3.'];
    expect(shippedStatuses({ question: 'How many can I take?', context, answer: 'The upper limit without medical advice is 6 capsules a day.' })).not.toContain('supported');
  });
});

describe('a unit declared by a CLI placeholder', () => {
  const context = ['deploy options. --timeout <seconds>: abort if the deployment is not healthy in time (default 300). Exit codes: 0 on success, 3 on health-check timeout.'];
  it('"300 seconds" is stated by "--timeout <seconds>: ... (default 300)"', () => {
    expect(shippedStatuses({ question: 'What is the timeout?', context, answer: 'The timeout is 300 seconds unless you set --timeout.' })).toEqual(['supported']);
  });

  it('"300 minutes" is not', () => {
    expect(shippedStatuses({ question: 'What is the timeout?', context, answer: 'The timeout is 300 minutes unless you set --timeout.' })).not.toContain('supported');
  });
});

describe('money by the hour', () => {
  it('is not carried over every hour of a week ("£26.40 an hour" is no "£4,435 a week")', () => {
    const context = ['Pay rates. Basic hourly rate: £13.20. Overtime on Sundays: double time. Overtime is paid for hours worked over 40 in a week.'];
    const claims = shippedClaims({ question: 'I worked 40 hours plus 6 on Sunday. What is my gross pay?', context, answer: 'Your 40 basic hours at £13.20 come to £528. The 6 Sunday hours are paid at double time, £26.40 an hour, so £158.40. That gives gross pay of £686.40 for the week.' });
    expect(claims.flatMap((c) => c.checks).join(' ')).not.toContain('a week.');
    expect(claims.at(-1)?.status).not.toBe('contradicted');
  });
});
