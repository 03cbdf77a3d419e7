// Two doers swapped between the clauses of one sentence ("the seller pays the transfer tax and
// the buyer pays the notary fees"): each swap is contradicted, the faithful answer supported.
// Needs the shipped tagger (short sentences where "fixes" is read as a noun), so it runs the
// default engine. Texts and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const sale = ['Under the sale agreement, the seller pays the 2% transfer tax and the buyer pays the notary fees.'];
const flat = ['The landlord fixes the boiler, while the tenant replaces the light bulbs.'];

describe('doers swapped between clauses', () => {
  it('contradicts each swapped doer and supports the faithful answer', () => {
    expect(shippedStatuses({ question: 'Who pays what?', context: sale, answer: 'The buyer is responsible for the 2% transfer tax, and the seller covers the notary fees.' })).toEqual(['contradicted', 'contradicted']);
    expect(shippedStatuses({ question: 'Who pays what?', context: sale, answer: 'The seller pays the 2% transfer tax, and the buyer covers the notary fees.' })).toEqual(['supported', 'supported']);
  });

  it('reads a verb the tagger calls a noun in a short sentence', () => {
    expect(shippedStatuses({ question: 'Who fixes the boiler?', context: flat, answer: 'The tenant fixes the boiler.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'Who fixes the boiler?', context: flat, answer: 'The landlord fixes the boiler.' })).toEqual(['supported']);
  });
});
