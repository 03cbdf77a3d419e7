// A negated claim whose source says the same with an opposite word ("not mandatory" / "optional",
// "do not need" / "unnecessary") is supported; the same claims against sources that state the
// word itself stay held. Needs WordNet, so it runs the default engine. Texts and expectations
// written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const answerMandatory = 'Attendance at the induction session is not mandatory for returning staff.';
const answerNeed = 'Devices bought after March 2024 do not need the firmware update.';

describe('negations a source states with an opposite word', () => {
  it('supports "not mandatory" against "optional"', () => {
    const context = ['Attendance at the induction session is optional for returning staff.'];
    expect(shippedStatuses({ question: 'Do I have to go?', context, answer: answerMandatory })).toEqual(['supported']);
  });

  it('supports "do not need" against "unnecessary"', () => {
    const context = ['The firmware update is unnecessary for devices bought after March 2024.'];
    expect(shippedStatuses({ question: 'Do I need the update?', context, answer: answerNeed })).toEqual(['supported']);
  });

  it('contradicts the same claims against sources that state the word', () => {
    expect(shippedStatuses({ question: 'Do I have to go?', context: ['Attendance at the induction session is mandatory for returning staff.'], answer: answerMandatory })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'Do I need the update?', context: ['The firmware update is necessary for devices bought after March 2024.'], answer: answerNeed })).toEqual(['contradicted']);
  });

  it('contradicts "not excluded" against "does not include" (both negate, and what they negate are opposites)', () => {
    const context = ['The warranty does not include limescale damage.'];
    expect(shippedStatuses({ question: 'Is limescale covered?', context, answer: 'Limescale damage is not excluded from the warranty.' })).toEqual(['contradicted']);
    expect(shippedStatuses({ question: 'Is limescale covered?', context, answer: 'Limescale damage is excluded from the warranty.' })).toEqual(['supported']);
  });

  it('does not read an opening "No," as negating the claim after it', () => {
    const context = ['The warranty continues after the car is sold to a new owner.'];
    const statuses = shippedStatuses({ question: 'Does the warranty transfer?', context, answer: 'No, the warranty ends when the car is sold to a new owner.' });
    expect(statuses).not.toContain('supported');
  });
});
