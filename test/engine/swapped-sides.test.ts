// A change told the other way round by the word beside its figure (support/signed-change.ts) and
// two parties swapped around a possessive (support/possessive-swap.ts). Each with the same claim
// told right beside it. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (context: string[], answer: string) => shippedStatuses({ question: 'What does it say?', context, answer });

describe('a change told the other way round', () => {
  const BUDGET = ['Spending on public transport increases by €40 million, while the parks budget is cut by €3 million.'];

  it('is contradicted', () => {
    expect(statuses(BUDGET, 'Key points:\n- Parks: €3m extra')).toContain('contradicted');
    expect(statuses(BUDGET, 'Public transport spending is down €40 million.')).toContain('contradicted');
  });

  it('is supported told the same way', () => {
    expect(statuses(BUDGET, 'Key points:\n- Parks: €3m less')).not.toContain('contradicted');
    expect(statuses(BUDGET, 'Public transport gets €40 million more.')).not.toContain('contradicted');
  });
});

describe('two parties swapped around a possessive', () => {
  const RULING = ["The Court of Appeal dismissed Orrin Holdings' appeal. Orrin was ordered to pay Tavener's costs of the appeal."];

  it('is contradicted', () => {
    expect(statuses(RULING, "Tavener was ordered to cover Orrin's costs of the appeal.")).toEqual(['contradicted']);
  });

  it('is supported the right way round', () => {
    expect(statuses(RULING, "Orrin was ordered to cover Tavener's costs of the appeal.")).toEqual(['supported']);
  });
});

describe('a sort order told the other way round', () => {
  const DOCS = ['List endpoints return results in reverse chronological order (newest first). Use the limit parameter to set the page size.'];

  it('is contradicted', () => {
    expect(statuses(DOCS, 'List endpoints give you results oldest first.')).toEqual(['contradicted']);
  });

  it('is supported the same way round', () => {
    expect(statuses(DOCS, 'List endpoints give you the newest results first.')).not.toContain('contradicted');
  });
});

describe('buyer and target swapped around an apposition', () => {
  // "Castrel Foods, the frozen-food maker, has agreed to buy Pellow Bakeries": Castrel buys, Pellow is bought.
  const DEAL = ['Castrel Foods, the frozen-food maker, has agreed to buy Pellow Bakeries for 210 million pounds in cash, the companies said on Monday.'];

  it('is contradicted', () => {
    expect(statuses(DEAL, 'Pellow Bakeries has agreed to buy Castrel Foods.')).toEqual(['contradicted']);
  });

  it('is supported told the right way round', () => {
    expect(statuses(DEAL, 'Castrel Foods has agreed to buy Pellow Bakeries.')).toEqual(['supported']);
  });
});

describe('a priced plan that comes with a free extra', () => {
  // "108 pounds per year ... plus a free bag of beans": the plan costs 108 pounds; the bag is the free part.
  const PLANS = ['Monthly plan: 11 pounds per month, cancel any time. Annual plan: 108 pounds per year, paid upfront, same benefits plus a free bag of beans every quarter.'];

  it('is not read as free', () => {
    expect(statuses(PLANS, 'The Annual plan costs 108 pounds paid upfront.')).toEqual(['supported']);
  });

  it('still contradicts calling the priced plan free', () => {
    expect(statuses(PLANS, 'The Annual plan is free of charge.')).toContain('contradicted');
  });
});

describe('a negation of a sibling row', () => {
  // "Economy Basic: no checked bag included" is Basic's row; Classic's row gives 1 bag up to 23 kg.
  const BAGS = ['Checked baggage (long-haul). Economy Basic: no checked bag included; first bag 60 euro. Economy Classic: 1 bag up to 23 kg. Premium Economy: 2 bags up to 23 kg each.'];

  it('does not contradict the claim about its sibling', () => {
    expect(statuses(BAGS, 'Economy Classic includes one checked bag of up to 23 kg.')).not.toContain('contradicted');
  });

  it('still contradicts the claim about its own row', () => {
    expect(statuses(BAGS, 'Economy Basic includes one checked bag.')).toContain('contradicted');
  });
});
