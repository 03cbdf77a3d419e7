// A rule told as having no exception where a later sentence of the same passage refuses it under a
// condition, or has no time limit where the passage binds it to a clock time; and the user's own
// thing ("my kettle") spoken of by a policy's "your item". Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const statuses = (question: string, context: string[], answer: string) => shippedStatuses({ question, context, answer });

const LOST_CARD = ['Harlow Bank - Lost luggage cover. We pay up to £1,500 for luggage lost by an airline. We will not pay if the loss was not reported to the airline within 24 hours. Keep your boarding pass and the airline report.'];
const PARKING = ['Westgate Parking. A resident permit lets you park in any bay in Zone B. On weekdays between 08:00 and 18:00, visitors may stay for 2 hours only. Permits cost £60 a year.'];
const RETURNS = ['Ovenly Returns. If your item develops a fault within 24 months, we will repair it or send a replacement free of charge. Items damaged by misuse are not covered.'];

describe('an exception said in a later sentence', () => {
  it('contradicts "whatever the circumstances" when the passage refuses under a condition', () => {
    expect(statuses('', LOST_CARD, 'Harlow will pay up to £1,500 for luggage an airline loses, whatever the circumstances.')).toEqual(['contradicted']);
  });

  it('supports the rule told without the absolute', () => {
    expect(statuses('', LOST_CARD, 'Harlow will pay up to £1,500 for luggage an airline loses.')).toEqual(['supported']);
  });
});

describe('no time restrictions', () => {
  it('is contradicted by a rule of the passage bound to clock times', () => {
    expect(statuses('', PARKING, 'With a resident permit you can park in any Zone B bay, and there are no time restrictions.')).toContain('contradicted');
  });

  it('is left alone when said of the part of the week the rule spares', () => {
    expect(statuses('', PARKING, 'At weekends there are no time restrictions for visitors.')).not.toContain('contradicted');
  });
});

describe("the user's own thing", () => {
  it("is what a policy's \"your item\" speaks of", () => {
    expect(statuses('My Ovenly kettle stopped heating after a year. What happens now?', RETURNS, 'The kettle will be fixed or swapped for a new one at no cost.')).toEqual(['supported']);
  });

  it('is not stated when the question does not make it the user\'s', () => {
    expect(statuses('What happens if a kettle breaks?', RETURNS, 'The kettle will be fixed or swapped for a new one at no cost.')).toEqual(['not_stated']);
  });
});

describe('one side of a choice the passage leaves open', () => {
  const TABLETS = ['Dosing. Take one Veltrin tablet each morning. Veltrin can be taken with or without food. Do not crush the tablets.'];

  it('is contradicted when told as a rule', () => {
    expect(statuses('', TABLETS, 'Veltrin must be taken with food.')).toEqual(['contradicted']);
    expect(statuses('', TABLETS, 'You should always take Veltrin without food.')).toEqual(['contradicted']);
  });

  it('is supported when the answer keeps the choice', () => {
    expect(statuses('', TABLETS, 'You can take Veltrin with or without food.')).toEqual(['supported']);
  });
});

describe('a deadline told as a wait', () => {
  const CLAIMS = ['Expense claims. Submit receipts through the portal within 30 days of the purchase. Claims are paid with the next monthly salary.'];

  it('is contradicted', () => {
    expect(statuses('', CLAIMS, 'You can submit your receipts once 30 days have passed since the purchase.')).toEqual(['contradicted']);
  });

  it('is supported when told as the deadline', () => {
    expect(statuses('', CLAIMS, 'You have to submit your receipts within 30 days of buying.')).toEqual(['supported']);
  });

  it('is left alone when the passage negates the span into a wait itself', () => {
    const LOST = ['Parcels that have not arrived within 10 business days of dispatch can be reported as lost.'];
    expect(statuses('', LOST, 'Once 10 business days have passed since dispatch, you can report the parcel as lost.')).toEqual(['supported']);
  });
});

describe("a conversion of the answer's own", () => {
  const PACKS = ['Take one tablet a day. Each pack holds 28 tablets.'];

  it('is a step when right', () => {
    expect(statuses('I need it for 6 weeks.', PACKS, "Six weeks is 42 days.")).toEqual(['unverified_step']);
    expect(statuses('I will be away for two weeks.', PACKS, 'Two weeks is 10 working days.')).toEqual(['unverified_step']);
  });

  it('is not a step when wrong', () => {
    expect(statuses('I need it for 6 weeks.', PACKS, 'Six weeks is 45 days.')).not.toContain('unverified_step');
    expect(statuses('I will be away for two weeks.', PACKS, 'Two weeks is 14 working days.')).not.toContain('unverified_step');
  });
});

describe('"without" what the passage requires', () => {
  const ABROAD = ['Working from abroad requires HR approval in advance.'];

  it('is contradicted past a verb of asking ("without needing any approval")', () => {
    expect(statuses('', ABROAD, 'You can work abroad without needing any approval.')).toEqual(['contradicted']);
    expect(statuses('', ABROAD, 'You can work abroad without asking for approval.')).toEqual(['contradicted']);
  });

  it('is supported when the answer keeps the requirement', () => {
    expect(statuses('', ABROAD, 'Working from abroad needs HR approval in advance.')).toEqual(['supported']);
  });
});
