// Written by hand, 2026-12-04: a letter's closing ("Kind regards,", "Best wishes, the Orchard Lane
// team") and the signature lines under it ("Nimbuslink Support") are framing, never claims the
// passages must state (speech-act.ts signsOff, check-answer.ts). A figure after the closing is
// still a claim, and "Best practice ..." is no closing.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const CONTEXT = ['Nimbuslink broadband: you can cancel at any time with 30 days notice.'];
const ask = (answer: string) => shippedClaims({ question: 'How do I cancel?', context: CONTEXT, answer }).map((k) => [k.text, k.status]);

describe('a letter\'s closing', () => {
  it('and its signature line are not checked', () => {
    expect(ask('You can cancel with 30 days notice.\nKind regards,\nNimbuslink Support')).toEqual([
      ['You can cancel with 30 days notice', 'supported'], ['Kind regards', 'not_checked'], ['Nimbuslink Support', 'not_checked'],
    ]);
  });

  it('with its signature on the same line is not checked', () => {
    expect(ask('You can cancel with 30 days notice. Best wishes, the Orchard Lane team')).toEqual([
      ['You can cancel with 30 days notice', 'supported'], ['Best wishes, the Orchard Lane team', 'not_checked'],
    ]);
  });

  it('does not make a figure after it framing (guard)', () => {
    expect(ask('You can cancel with 30 days notice.\nKind regards,\nThe fee is £40.').at(-1)).toEqual(['The fee is £40', 'not_stated']);
  });

  it('is not read into "Best practice ..." (guard)', () => {
    expect(ask('Best practice is to cancel by phone.').at(0)?.[1]).not.toBe('not_checked');
  });
});
