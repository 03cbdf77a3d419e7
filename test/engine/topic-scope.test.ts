// The sibling the user names as their own ("I'm a Premium member", "we're on Team"): a clause about
// another sibling is no evidence against a claim about the user's. And a figure a yes/no question asks about is checked, not excused as the user's.
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (question: string, context: string[], answer: string) => shippedStatuses({ question, context, answer });

const GYM = ['Membership benefits. Basic members get 3 guest passes a month and can book classes 3 days ahead. Premium members get 8 guest passes a month and can book classes 14 days ahead. Guest passes do not roll over.'];
const FARES = ['Baggage by fare. Saver fares include one small under-seat bag only. Classic fares add one 8 kg cabin bag and one 20 kg checked bag. Plus fares include the same cabin bag and two 20 kg checked bags.'];
const STORAGE = ['Storage limits. Starter projects include 2 GB of storage; Scale projects include 50 GB. Logs older than 14 days are deleted automatically on Starter projects. Scale projects can keep logs for up to 180 days.'];

describe("the user's own sibling", () => {
  it("supports the user's row where another row gives another figure", () => {
    expect(statuses("I'm on a Classic fare. What bags can I take?", FARES, 'You can take an 8 kg cabin bag and check in one bag of up to 20 kg.')).toEqual(['supported']);
    expect(statuses("We're on Scale. How much storage do we get?", STORAGE, 'Your project includes 50 GB of storage.')).toEqual(['supported']);
  });

  it("does not hold a claim against a clause about another sibling", () => {
    const claims = shippedClaims({ question: "We're on Scale. Can we keep logs for half a year?", context: STORAGE, answer: 'Yes, keeping logs for 180 days is possible.' });
    expect(claims.map((c) => c.status)).not.toContain('contradicted');
  });

  it("holds another row's figure given with the user's own row named", () => {
    expect(statuses("I'm a Premium member. How many guest passes do I get?", GYM, 'As a Premium member you get 3 guest passes a month.')).toEqual(['contradicted']);
    expect(statuses("I'm a Premium member. How far ahead can I book?", GYM, 'You can book classes 14 days ahead.')).toEqual(['supported']);
  });

  it('lets an answer say what another sibling gives', () => {
    expect(statuses("I'm on a Classic fare. What bags can I take?", FARES, 'If you upgrade to a Plus fare, you get the same cabin bag, and you can check in two 20 kg bags.')).toEqual(['supported', 'supported']);
  });

  it('still holds a wrong sibling when the question only asks about it', () => {
    // "common" in a yes/no question is what the user asks about, not their own situation.
    const context = ['Common side effects (up to 1 in 10 people): headache, nausea. Rare side effects (up to 1 in 1,000 people): liver problems, severe skin reactions.'];
    expect(statuses('Are liver problems a common side effect?', context, 'Yes, liver problems are a common side effect.')).toContain('contradicted');
  });
});

describe('a figure the question asks about', () => {
  it('is checked against the passages, not taken as the user\'s word', () => {
    expect(statuses('Do Basic members get 8 guest passes?', GYM, 'Yes, Basic members get 8 guest passes a month.')).toEqual(['contradicted']);
  });

  it("is the user's own figure in a clause of their situation", () => {
    const context = ['Delay compensation. If your train arrives 60 minutes or more late, you can claim 50% of the single fare.'];
    expect(statuses('Can I claim anything if my train was 75 minutes late?', context, 'Yes: at 75 minutes late you can claim 50% of your single fare.')).not.toContain('contradicted');
  });
});
