// A figure the user gave is their situation: another slot's figure in the passages never
// contradicts it, while a wrong comparison of it with a stated limit still is. Written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (question: string, context: string[], answer: string) => shippedStatuses({ question, context, answer });

const RAIL = ['First-class travel is permitted only for journeys over 3 hours or with prior written approval from a director.'];
const BUS = ['The Airport Express bus runs every 20 minutes from 05:00 to 23:40 between the airport and Central Station.'];
const MEALS = ['Evening meals may be claimed up to £30 per person, excluding alcohol.'];

describe("the user's own figure", () => {
  it.each([
    ['Can I book first class for my 2-hour train?', RAIL, "For a two-hour journey you'd need a director to approve it in writing beforehand."],
    ["We land at 22:50. Can we get the bus?", BUS, 'Landing at 22:50, you can still catch the Airport Express, as it runs until 23:40.'],
    ['My dinner cost £25. Can I claim it?', MEALS, 'Your £25 dinner is within the limit.'],
  ])('is not contradicted by another slot: %s', (question, context, answer) => {
    expect(statuses(question, context, answer)).not.toContain('contradicted');
  });

  it('set against the limit the passage states, the wrong way round, is contradicted', () => {
    expect(statuses('My dinner cost £35. Can I claim it all?', MEALS, 'Your £35 dinner is within the limit.')).toContain('contradicted');
  });
});

describe("the ages the user gives", () => {
  const PASS = ['City Pass prices. 48 hours: adult EUR 45, child (6-17) EUR 23. Children under 6 go free with a paying adult.'];
  it('are the user\'s word when the answer says "your 12-year-old"', () => {
    // The question gives 12 and 4 as ages: "your 12-year-old" restates them, it is no figure to find in the passages.
    expect(statuses('Two adults and kids aged 12 and 4. How much for 48 hours?', PASS, 'Your 12-year-old needs a child pass at EUR 23, and your 4-year-old goes free.')).not.toContain('not_stated');
  });

  it('are not a figure the user gave when the question gives none', () => {
    expect(statuses('How much are passes for children?', PASS, 'Your 12-year-old needs a child pass at EUR 23.')).not.toEqual(['supported']);
  });
});


it("a figure the answer calls the user's own is not read as another slot's", () => {
  // 10 June to 24 June is a 14-day stay; the passage's "180-day period" is another thing.
  const context = ['Visitors from eligible countries can stay visa-free for up to 90 days in any 180-day period.'];
  expect(statuses("I'm flying on 10 June and leaving on 24 June. Am I OK?", context, 'Your 14-day stay is well within the 90 days allowed visa-free.')).not.toContain('contradicted');
});

it('reads "16- to 24-year-olds" as the ages a passage gives as "aged 16 to 24"', () => {
  const context = ['Youth unemployment, for those aged 16 to 24, fell to 11.2% from 12.6%.'];
  expect(statuses('How did youth unemployment move?', context, 'For 16- to 24-year-olds it fell to 11.2%.')).toEqual(['supported']);
});
