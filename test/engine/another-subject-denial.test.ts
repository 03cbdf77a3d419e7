// A denial said of another thing (polarity-conflict.ts negatedObject): "A tourist tax ... is not
// included in room rates" denies nothing of "Wi-Fi is included in the room rate". Inputs and
// expectations written by hand; the guard keeps "The warranty covers water damage" contradicted by
// "The warranty does not cover ... water damage", where the subject is the same.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('a denial of another subject', () => {
  it('does not contradict "Wi-Fi is included in the room rate" with the tax that is not included in room rates', () => {
    const context = ['Lake View double room: 185 euros per night. Rates are per room and include Wi-Fi. A tourist tax of 3 euros per adult per night is payable on arrival and is not included in room rates.'];
    expect(shippedStatuses({ question: 'Is Wi-Fi extra?', context, answer: 'Wi-Fi is included in the room rate.' })).toEqual(['supported']);
  });

  it('still contradicts a claim about the subject the sentence denies (guard)', () => {
    const context = ['Warranty. The warranty does not cover accidental damage, water damage or cosmetic wear. It covers manufacturing defects for 2 years.'];
    expect(shippedStatuses({ question: 'Is water damage covered?', context, answer: 'The warranty covers water damage.' })).toEqual(['contradicted']);
  });
});
