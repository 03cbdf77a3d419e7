// "by" after a plain verb says how ("You can pay by credit card"), not who: it is no agent swapped
// against "You can pay by debit or credit card". A participle's "by" still names who does it
// ("approved by your line manager" against "approved by the department head"), and every agent
// joined by "and" ("used by adults and children") is one of them.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const status = (context: string[], answer: string) => shippedClaims({ question: 'How does it work?', context, answer }).map((c) => c.status);

describe('"by" after a verb', () => {
  it('of a plain verb is the means, no agent', () => {
    const context = ['Paying your renewal. You can pay by debit or credit card, or set up a monthly direct debit.'];
    expect(status(context, 'You can pay by credit card.')).toEqual(['supported']);
  });

  it('of a participle names every agent joined by "and"', () => {
    const context = ['Felcorin 10 mg can be used by adults and children aged 12 and over.'];
    expect(status(context, 'It can be used by children aged 12 and over.')).toEqual(['supported']);
  });

  it('of a participle still names who does it', () => {
    const context = ['Expense claims. Claims are approved by the department head and paid with the next monthly salary. Your line manager checks the receipts first.'];
    expect(status(context, 'Claims are approved by your line manager.')).toEqual(['contradicted']);
  });
});
