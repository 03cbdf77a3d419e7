// Three false contradictions of right answers: a noun that names a measure against a verb's
// opposite ("your speed drops" / "browsing slows"), the start of a span described by an -ing word
// against its end ("14 days, beginning on the day after delivery" / "before the period ends"), and
// a duty against a sentence that says what suffices ("it is enough that the notice is sent").
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DATA = ['Running out of data. Once your plan data runs out, browsing slows to 256 kbps until your next billing month starts. You can restore full speed by buying a top-up.'];
const CANCEL = ['The cancellation period for goods bought online is 14 days, beginning on the day after delivery. Notice of cancellation can be given by email or by letter, and it is enough that the notice is sent before the period ends.'];
const status = (context: string[], answer: string) => shippedClaims({ question: 'What happens?', context, answer }).map((c) => c.status);

describe('right answers that read as flips', () => {
  it('a measure falling is what a verb of slowing says', () => {
    expect(status(DATA, 'When your data runs out, your speed drops to 256 kbps until the next billing month.')).toEqual(['supported']);
  });

  it('a verb against its opposite verb is still a flip', () => {
    expect(status(DATA, 'Once your plan data runs out, browsing quickens to 256 kbps.')).toContain('contradicted');
  });

  it('a span\'s start described after its noun is no opposite of its end, and "enough" is no mere permission', () => {
    expect(status(CANCEL, 'You just need to send your cancellation notice before the period ends.')).toEqual(['supported']);
  });

  it('a duty where the sentence gives only a permission is still a flip', () => {
    const context = ['Notice of cancellation can be given by email or by letter.'];
    expect(status(context, 'Notice of cancellation must be given by letter.')).toEqual(['contradicted']);
  });
});
