// Written by hand, 2026-12-04.
// - The speaker declining to judge, with any verb before a question word ("I can't speak to how
//   your manager will react", "I can't judge whether the appeal would succeed"), is a refusal,
//   not checked (speech-act.ts, SPEAKER_REFUSES).
// - A claim that grants a permission itself ("If you need to, you can take a painkiller") or says
//   a duty will not arise ("You won't need to provide any documents") is not read as a duty the
//   source only permits (support/modal-strength.ts). A duty told where the source permits still is.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('the speaker declining to judge', () => {
  const POLICY = ['Brackley Homes flexible working. Any employee may ask for flexible working from their first day. The company will discuss the request and give a decision within 2 months.'];

  it('is not checked', () => {
    expect(shippedStatuses({ question: 'Will my manager mind if I ask?', context: POLICY, answer: "I can't speak to how your manager will react." })).toEqual(['not_checked']);
    expect(shippedStatuses({ question: 'Will my request succeed?', context: POLICY, answer: "I can't judge whether your request would be accepted." })).toEqual(['not_checked']);
  });
});

describe('a duty the claim does not state', () => {
  it('is not read into a permission the claim grants itself', () => {
    const context = ['After your jab. Your arm may feel sore for a day or two. You can take a painkiller such as Dolvaren if needed.'];
    expect(shippedStatuses({ question: 'My arm hurts after the jab.', context, answer: 'If you need to, you can take a painkiller such as Dolvaren.' })).not.toContain('contradicted');
  });

  it('is not read into a duty the claim says will not arise', () => {
    const context = ['Compassionate leave. Please tell your manager as soon as you can; no documentary evidence is required.'];
    expect(shippedStatuses({ question: 'Do I need to show anything?', context, answer: "You won't need to provide any documents." })).not.toContain('contradicted');
  });

  it('still contradicts a duty where the source only permits', () => {
    const context = ['Compassionate leave. You may take up to 3 days of unpaid leave after the paid days.'];
    expect(shippedStatuses({ question: 'What about unpaid leave?', context, answer: 'You must take the unpaid leave after the paid days.' })).toContain('contradicted');
  });
});
