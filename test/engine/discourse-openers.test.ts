// A discourse phrase opening a claim (unit-facts.ts) says nothing to check: "As a reminder, you
// can't hold more than 15 hours at once" is the rule the passage states. A word that opens a claim
// without a comma after it is still the claim's. Written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TOIL = ['Time off in lieu. You can hold at most 15 hours of TOIL at any time. Unused TOIL is not paid when you leave.'];
const statuses = (answer: string) => shippedStatuses({ question: 'How does TOIL work?', context: TOIL, answer });

describe('a discourse phrase opening a claim', () => {
  it('is left out of what the claim says', () => {
    expect(statuses('As a reminder, you can\'t hold more than 15 hours at once.')).toEqual(['supported']);
    expect(statuses('Interestingly, unused TOIL is not paid when you leave.')).toEqual(['supported']);
  });

  it('does not excuse a word of the claim itself', () => {
    expect(statuses('A reminder email is sent before your TOIL expires.')).not.toEqual(['supported']);
  });
});
