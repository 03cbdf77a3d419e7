// A refusal whose source is named with a possessive ("The Herald's article doesn't mention ...")
// is a refusal like "The article doesn't mention ..." (classify-claim.ts REFUSALS). Inputs and
// expectations written by hand; a false one is still caught by the refusal rules.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const BRIDGE = ['The new footbridge over the Wyre opens on Monday. It is free to use for pedestrians and cyclists.'];
const ask = (answer: string) => shippedStatuses({ question: 'Is there a toll on the footbridge?', context: BRIDGE, answer });

describe('a refusal naming its source with a possessive', () => {
  it('reads "The Herald\'s article doesn\'t mention any toll or charge" as a refusal', () => {
    expect(ask('The Herald\'s article doesn\'t mention any toll or charge.')).toEqual(['not_checked']);
  });

  it('still contradicts one whose topic the passage names (guard)', () => {
    expect(ask('The Herald\'s article doesn\'t mention cyclists.')).toEqual(['contradicted']);
  });
});
