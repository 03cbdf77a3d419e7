// Written by hand, 2026-12-04.
// Framing recognised by its shape (speech-act.ts): praise of the reader's question, timing or
// step opening the claim ("Good on you for planning ahead", "Great to hear you're ..."), an offer
// with "happy to" and a few words, working announced with "Let's ..." on the reader's own
// figures, "Well done", an invitation to reach out to a named helpline, and any of these after
// a leading condition ("If any of your plans change, feel free to get back in touch"), and sympathy
// said of the reader's situation ("That's a really natural worry when you're new"). Not
// checked, so they never hold an answer. A claim after the praise that says why is still checked.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const CONTEXT = ['Corlea Bank Regular Saver. Pays 5.1% AER on balances up to £3,000. You can pay in between £25 and £300 a month.'];
const Q = 'Is the Regular Saver worth opening?';

describe('framing by its shape', () => {
  for (const answer of [
    'Good on you for planning ahead.',
    "Great to hear you're saving regularly.",
    'Good questions to ask before you open an account.',
    'Happy to break that down for you.',
    "Let's run the numbers for your family.",
    "Let's compare the two.",
    'Well done, and good luck with the saving.',
    'Please do reach out to our savings team whenever you need it.',
    'If any of your plans change, feel free to get back in touch.',
    "That's a really natural worry when you're new to saving.",
    'That sounds like a really unsettling time.',
  ]) {
    it(`is not checked: "${answer}"`, () => {
      expect(shippedStatuses({ question: Q, context: CONTEXT, answer })).toEqual(['not_checked']);
    });
  }

  it('still checks a referral after a condition that goes on to say why', () => {
    const context = ['Tolnarin tablets. If you have asthma, talk to your doctor before taking Tolnarin, as it can trigger an asthma attack in some people.'];
    expect(shippedStatuses({ question: 'Can I take Tolnarin?', context, answer: 'If you have asthma, check with your doctor first, because it can trigger an attack in some people.' })).not.toEqual(['not_checked']);
  });
});
