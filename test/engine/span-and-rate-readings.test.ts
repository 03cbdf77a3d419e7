// Readings that kept correct claims from being held (written by hand, 2026-12-03):
// - one end of a weekday span is no single other day ("Monday to Thursday" holds Thursday);
// - "one in N" is a rounded rate (220 of 1,400 is one in 6.4: "about one in six");
// - a relation word hyphened into a name ("a Retry-After header") relates nothing;
// - a reassurance that carries the passage's own bound ("fine, as long as it's no more than two
//   cups a day") says what "avoid more than two cups a day" says;
// - a figure given by a passage whose title names the claim's year ("Rates 2026") is not another
//   row's because an archived passage gives another figure for the same thing.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('one end of a weekday span', () => {
  const COACH = ['Westway Night Coach - Harlow to Denby. Departs Harlow 23:10 Monday to Thursday, arriving Denby 05:40 the next morning. Boarding opens at 22:45.'];

  it('is no other day for the claim\'s day', () => {
    expect(shippedStatuses({ question: 'Can I take the night coach on Thursday?', context: COACH, answer: "Leaving Harlow at 23:10 on Thursday, you'd reach Denby at 05:40 on Friday morning." })).not.toContain('contradicted');
  });
});

describe('a "one in N" rate', () => {
  const NEWS = ['Larkfield Mills will close its Denby plant, cutting 220 of its 1,400 jobs, the company said on Friday. Staff will be offered redeployment where possible.'];

  it('is right when the share rounds to one in N', () => {
    expect(shippedStatuses({ question: 'How big is the cut?', context: NEWS, answer: "That's roughly one in six jobs across the company." })).toEqual(['supported']);
  });

  it('is held when it does not', () => {
    const [status] = shippedStatuses({ question: 'How big is the cut?', context: NEWS, answer: "That's roughly one in three jobs across the company." });
    expect(['contradicted', 'not_stated']).toContain(status);
  });
});

describe('a relation word inside a hyphened name', () => {
  const API = ['Parcelo API - Errors. When a client sends too many requests, the API answers with status 429 and a Retry-After header giving the seconds to wait before the next call.'];

  it('is no "after" to flip', () => {
    expect(shippedStatuses({ question: 'What happens if I send too many requests?', context: API, answer: 'You get a 429 response with a Retry-After header that tells you how many seconds to wait.' })).not.toContain('contradicted');
  });
});

describe('a reassurance that carries the passage\'s bound', () => {
  const LEAFLET = ['Kelvane 10 mg tablets - Patient leaflet. Take one tablet each morning. Avoid drinking more than one small glass of grapefruit juice a day while taking Kelvane, as it can increase the amount of medicine in your blood.'];

  it('is not a warning told as reassurance', () => {
    expect(shippedStatuses({ question: 'Can I drink grapefruit juice?', context: LEAFLET, answer: "A small glass of grapefruit juice in the morning should be fine, as long as it's no more than one small glass a day." })).not.toContain('contradicted');
  });

  it('is one without the bound', () => {
    expect(shippedStatuses({ question: 'Can I drink grapefruit juice?', context: LEAFLET, answer: 'Drinking grapefruit juice is fine while taking Kelvane.' })).toContain('contradicted');
  });
});

describe('a figure from the passage whose title names the claim\'s year', () => {
  const RATES = [
    'Halden & Co - Meal Allowance Rates 2026. The allowance is paid per full day away: Norvik €58; Ostby €49; all other places €44. Half days are paid at 50%.',
    'Halden & Co - Meal Allowance Rates 2025 (archived). The allowance per full day away was: Norvik €53; Ostby €45; all other places €40. These rates applied to trips that ended on or before 31 December 2025.',
  ];

  it('is not another passage\'s row', () => {
    expect(shippedStatuses({ question: 'What is the Norvik allowance this year?', context: RATES, answer: "For 2026 the Norvik rate is €58 for each full day you're away." })).not.toContain('contradicted');
  });
});
