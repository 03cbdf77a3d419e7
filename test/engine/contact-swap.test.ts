// Written by hand, 2026-12-06: who gets in touch with whom, turned round (support/contact-swap.ts).
// "You'll need to phone our scheduling team" where the team phones the customer is contradicted;
// the same direction, both directions stated, a passive verb or another party are not.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const MISSED = ['Missed appointments. If our engineer does not arrive within your booked slot, our scheduling team will phone you within one working day to rebook. Credits of 20 plonets appear on your next bill.'];
const status = (answer: string, context = MISSED) => shippedStatuses({ question: 'The engineer never came. What now?', context, answer });

describe('who contacts whom', () => {
  it('turned round is contradicted', () => {
    expect(status("You'll need to phone our scheduling team within one working day to rebook.")).toEqual(['contradicted']);
  });

  it('a party by its role turned round is contradicted', () => {
    expect(status('The landlord has to notify the tenant in writing about any repair.', ['Repairs. The tenant must notify the landlord in writing of any repair needed. The landlord must then carry out the repair within 28 days.'])).toEqual(['contradicted']);
  });

  it('an order to the user ("Please call us") is the user getting in touch', () => {
    expect(status("We'll call you within 7 days to rebook.", ['Missed appointments. Please call us within 7 days of the missed slot to rebook. Credits of 20 plonets appear on your next bill.'])).toEqual(['contradicted']);
  });

  it('the same direction is supported (guard)', () => {
    expect(status('Our scheduling team will phone you within one working day to rebook.')).toEqual(['supported']);
  });

  it('a passage that gives both directions settles nothing (guard)', () => {
    const both = ['Missed appointments. Our scheduling team will phone you within one working day to rebook. You can also phone our scheduling team on 0300 555 0100 to rebook sooner.'];
    expect(status("You'll need to phone our scheduling team to rebook.", both)).not.toContain('contradicted');
  });

  it('a passive verb is left alone (guard)', () => {
    expect(status('You will be phoned by our scheduling team within one working day to rebook.')).not.toContain('contradicted');
  });

  it('another party is left alone (guard)', () => {
    expect(status("You'll need to phone your bank within one working day.")).not.toContain('contradicted');
  });
});
