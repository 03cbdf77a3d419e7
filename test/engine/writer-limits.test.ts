// The writer's own limits and a corrected premise are framing, not claims (speech-act.ts). Inputs
// and expectations written by hand: "I can't assess your symptoms myself" says what the writer
// cannot do, and "That's not quite right" announces the facts that follow; neither is a claim
// a passage could state, so neither may hold an answer as not_stated.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LEAFLET = ['Coughex syrup: adults take 10 ml three times a day. See a doctor if a cough lasts more than three weeks.'];

describe('the writer\'s own limits', () => {
  it('reads "I can\'t assess / examine / help with" as the writer\'s limit, not a claim', () => {
    for (const answer of ['I can\'t assess your symptoms myself.', 'I can\'t examine the rash.', 'Sorry I can\'t help with the £20 this time.']) {
      const [c] = shippedClaims({ question: 'Is my cough serious?', context: LEAFLET, answer });
      expect(c?.status, answer).toBe('not_checked');
    }
  });

  it('still checks a claim about what someone else cannot do (guard)', () => {
    const [c] = shippedClaims({ question: 'Can the pharmacist help?', context: LEAFLET, answer: 'The pharmacist can\'t assess coughs in children.' });
    expect(c?.status).toBe('not_stated');
  });
});

describe('a corrected premise', () => {
  it('reads "That\'s not quite right" as framing', () => {
    const [c] = shippedClaims({ question: 'So I take 20 ml?', context: LEAFLET, answer: 'That\'s not quite right. Adults take 10 ml three times a day.' });
    expect(c?.status).toBe('not_checked');
  });

  it('still checks "It is not the case that ..." with its content (guard)', () => {
    const [c] = shippedClaims({ question: 'How much?', context: LEAFLET, answer: 'It is not the case that adults take 10 ml.' });
    expect(c?.status).not.toBe('not_checked');
  });
});
