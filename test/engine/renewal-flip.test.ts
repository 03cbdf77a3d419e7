// Renewal turned round (support/renewal-flip.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('renewal turned round', () => {
  it('contradicts "ends unless both agree to renew" against automatic renewal, and supports it said right', () => {
    const context = ['The membership renews automatically for successive one-year terms unless the member cancels at least 14 days before the renewal date.'];
    const ask = (answer: string) => shippedStatuses({ question: 'Does my membership renew?', context, answer });
    expect(ask('The membership ends after one year unless you agree to renew it.')).toEqual(['contradicted']);
    expect(ask('The membership renews automatically each year unless you cancel 14 days before the renewal date.')).toEqual(['supported']);
  });

  it('contradicts automatic renewal where the permit must be renewed', () => {
    const context = ['Parking permits must be renewed each year before 31 March.'];
    expect(shippedStatuses({ question: 'Does my permit renew?', context, answer: 'Your parking permit renews automatically every year.' })).toEqual(['contradicted']);
  });
});
