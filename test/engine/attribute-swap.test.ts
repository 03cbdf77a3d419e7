// A named thing given what the passage gives to another named thing (support/attribute-swap.ts).
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a quality given to the wrong named thing', () => {
  it('contradicts "The Basic plan includes phone support" where phone support is the Premium plan\'s', () => {
    const context = ['The Premium plan includes phone support; the Basic plan includes email support only.'];
    const ask = (answer: string) => shippedStatuses({ question: 'What support do I get on Basic?', context, answer });
    expect(ask('The Basic plan includes phone support.')).toEqual(['contradicted']);
    expect(ask('The Basic plan includes email support.')).toEqual(['supported']);
  });

  it('contradicts a warning given to the place that has an alert', () => {
    const context = ['The agency issued a flood warning for Ashmoor and a flood alert for Colbridge.'];
    const ask = (answer: string) => shippedStatuses({ question: 'Is Colbridge at risk?', context, answer });
    expect(ask('Colbridge is under a flood warning.')).toEqual(['contradicted']);
    expect(ask('Colbridge is under a flood alert.')).toEqual(['supported']);
  });

  it('leaves a list said once for several names alone ("Birch Bank\'s rose 9%, and Cedar Bank\'s fell 2%")', () => {
    const context = ['Alder Bank\'s mortgage lending rose 5%, Birch Bank\'s rose 9%, and Cedar Bank\'s fell 2%.'];
    expect(shippedStatuses({ question: 'How did Cedar do?', context, answer: 'Cedar\'s mortgage lending fell by 2%.' })).not.toContain('contradicted');
  });
});
