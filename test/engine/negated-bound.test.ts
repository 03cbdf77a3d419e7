// A negation that governs a bound on a figure ("can't return items more than 30 days after
// delivery", "can't bring more than 2 bags") says what the passage's bound says; it does not deny
// the action. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const status = (context: string, answer: string) => shippedClaims({ question: 'What are the rules?', context: [context], answer })[0]?.status;

describe('a negated bound', () => {
  it('is the passage\'s bound said the other way round', () => {
    expect(status('Items can be returned within 30 days of delivery.', "You can't return items more than 30 days after delivery.")).toBe('supported');
    expect(status('Each passenger may bring up to 2 checked bags.', "You can't bring more than 2 checked bags.")).toBe('supported');
    expect(status('Employees must stay in the role for at least 12 months before applying.', "You can't apply before you've been in the role for 12 months.")).toBe('supported');
  });

  it('still contradicts another figure', () => {
    expect(status('Items can be returned within 30 days of delivery.', "You can't return items more than 14 days after delivery.")).toBe('contradicted');
    expect(status('Each passenger may bring up to 2 checked bags.', "You can't bring more than 3 checked bags.")).toBe('contradicted');
    expect(status('Employees must stay in the role for at least 12 months before applying.', "You can't apply before you've been in the role for 6 months.")).toBe('contradicted');
  });

  it('leaves a plain denial of the action contradicted', () => {
    expect(status('Items can be returned within 30 days of delivery.', "Items can't be returned after delivery.")).toBe('contradicted');
  });
});
