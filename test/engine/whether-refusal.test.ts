// "doesn't say whether P" where a passage sentence holds P (wh-refusal.ts whetherRefusal). Inputs and
// expectations written by hand: "Interest continues to build up during a payment break" answers
// whether interest builds up during a payment break; a sentence naming only the break does not,
// and neither does one that leaves out the question's verb ("charged").
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LOANS = ['You can take a payment break of up to 3 months. Interest continues to build up during a payment break, so your loan may take longer to repay.'];

describe('a refusal of a whether-question the passages answer', () => {
  it('contradicts "doesn\'t say whether interest still builds up during a payment break"', () => {
    const [c] = shippedClaims({ question: 'Is interest charged during a break?', context: LOANS, answer: 'The page doesn\'t say whether interest still builds up during a payment break.' });
    expect(c?.status).toBe('contradicted');
    expect(c?.checks[0]).toContain('Interest continues to build up during a payment break');
  });

  it('contradicts "doesn\'t say anything about whether your salary continues on jury service"', () => {
    const context = ['If you are summoned for jury service, tell your manager. We will continue to pay your normal salary for up to 10 working days of jury service.'];
    const [c] = shippedClaims({ question: 'Am I paid on jury service?', context, answer: 'The policy doesn\'t say anything about whether your salary continues while you\'re on jury service.' });
    expect(c?.status).toBe('contradicted');
  });

  it('leaves the refusal alone when a sentence names only part of the question (guard)', () => {
    const [c] = shippedClaims({ question: 'Can I extend the break?', context: LOANS, answer: 'The page doesn\'t say whether a payment break can be extended by another month.' });
    expect(c?.status).toBe('not_checked');
  });

  it('leaves the refusal alone when the sentence lacks the question\'s verb (guard)', () => {
    const [c] = shippedClaims({ question: 'Is interest charged during a break?', context: LOANS, answer: 'The page doesn\'t say whether interest is still charged during a payment break.' });
    expect(c?.status).toBe('not_checked');
  });
});
