// A citizen named by the regular adjective of a country a passage lists ("Ostrevian" for
// "Citizens of Ostrevia") is stated (demonyms.ts placesOf); an adjective of a country no passage
// names is not.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('an adjective of a place formed the regular way', () => {
  it('states a citizen named by the adjective of a listed country, and no other', () => {
    const context = ['Entry requirements. Citizens of Ostrevia, Lundmark and the Kessel Islands may enter Valmora without a visa for visits of up to 30 days.'];
    expect(shippedStatuses({ question: 'Do I need a visa?', context, answer: 'As an Ostrevian citizen, you can enter Valmora without a visa.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'Do I need a visa?', context, answer: 'As a Brenovian citizen, you can enter Valmora without a visa.' })).toEqual(['not_stated']);
  });
});
