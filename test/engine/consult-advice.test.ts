// Written by hand, 2026-12-04.
// Advice to take the matter to someone else ("It would be worth going back to your optician",
// "An accountant could check everything for you") is a hedge about where to ask, not a claim the
// passages must state; advice about what to do with the thing itself is still checked.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Brevanol 5 mg tablets. Take one tablet each morning. Do not take more than one tablet in 24 hours. Store below 25°C.'];
const ask = (answer: string) => shippedStatuses({ question: 'How do I take Brevanol?', context: LEAFLET, answer });

describe('advice to ask someone else', () => {
  it.each([
    'It would be worth going back to your pharmacist.',
    'It may be worth getting independent medical advice.',
    'It might be worth raising it with your GP.',
    'A pharmacist could check everything for you.',
    'You might want to raise the dose with your doctor.',
    'Your GP would be a good person to talk this through with.',
    "If the dizziness doesn't settle, it's worth mentioning it to your pharmacist.",
  ])('"%s" is not checked', (answer) => {
    expect(ask(answer)).toEqual(['not_checked']);
  });

  it('still checks advice about the medicine itself (a guard: checked before too)', () => {
    expect(ask('It would be worth taking it with food.')).not.toEqual(['not_checked']);
  });

  // Written by hand, 2026-12-07: the framing model 1.4.0 reads these soft forms as framing; the
  // advice is about the tablets themselves, which the leaflet must give (text/thing-advice.ts).
  it.each(['It might be worth storing them in the fridge.', 'It may be worth splitting the tablet in half.'])('"%s" is checked: not stated', (answer) => {
    expect(ask(answer)).toEqual(['not_stated']);
  });
});
