// Dates and totals an answer works out from its own last step: the last of 28 tablets started on
// 1 June is taken on 28 June (day N is the start plus N - 1), "around 22 June" allows a day either
// side, a date the answer gave just before is a start for the claim's own duration, and "over a
// full year" is twelve months. Worked by hand: 1 June + 27 days = 28 June; 28 June - 7 days =
// 21 June; £8.50 × 12 = £102. Each has a wrong value beside it. And a passage's duration about
// something else ("request your repeat 7 days before") is no step of a claim about the last tablet.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PACK = ['Each pack lasts 28 days (one tablet a day). Request your repeat prescription 7 days before you run out.'];
const QUESTION = 'I start a new pack on 1 June. When should I order the next one?';
const statusOf = (answer: string, part: string) => shippedClaims({ question: QUESTION, context: PACK, answer }).find((k) => k.text.includes(part))?.status;

describe('days counted from a start', () => {
  it('takes the last of 28 tablets on the 28th day', () => {
    expect(statusOf('Starting on 1 June, your last tablet would be on 28 June.', '28 June')).not.toBe('contradicted');
    expect(statusOf('Starting on 1 June, your last tablet would be on 2 July.', '2 July')).toBe('contradicted');
  });

  it('counts back from the date the answer gave just before, a day either side for "around"', () => {
    const answer = (day: string) => `Starting on 1 June, your last tablet would be on 28 June. Requesting 7 days before running out means putting the repeat in around ${day}.`;
    expect(statusOf(answer('22 June'), '22 June')).not.toBe('contradicted');
    expect(statusOf(answer('14 June'), '14 June')).toBe('contradicted');
  });
});

describe("a passage's duration about something else", () => {
  it('is no step of the claim', () => {
    const claims = shippedClaims({ question: QUESTION, context: ['Each pack holds 28 tablets. Request your repeat prescription 7 days before you run out.'], answer: 'Starting on 1 June, your last tablet would be on 28 June.' });
    expect(claims[0]?.checks.join(' ')).not.toContain('7 days after 1 June');
  });
});

describe('a monthly price over a full year', () => {
  const PLAN = ['The boiler service plan costs £8.50 a month. A one-off service without the plan costs £65.'];
  const status = (total: string) => shippedClaims({ question: 'What does the plan cost?', context: PLAN, answer: `Cost: £8.50 a month, which is ${total} over a full year.` }).find((k) => k.text.includes(total))?.status;

  it('is twelve months of it', () => {
    expect(['supported', 'unverified_step']).toContain(status('£102'));
    expect(['contradicted', 'not_stated']).toContain(status('£112'));
  });
});
