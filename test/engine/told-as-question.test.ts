// A question that tells ("Did you know that X?", "Have you heard that X?") asserts X, so X is
// checked like any claim; a question that asks ("Did you know what X?", "Have you heard of X?",
// "Do you watch X?") states nothing. Written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const NFL = ['The league uses tracking chips embedded in players\' shoulder pads. An average game has only 11 minutes of live play.'];
const statuses = (answer: string) => shippedStatuses({ question: 'Tell me something about the league.', context: NFL, answer });

describe('a question that tells', () => {
  it('is checked: a wrong figure inside "Did you know ...?" is contradicted', () => {
    expect(statuses('Did you know that an average game has 40 minutes of live play?')).toEqual(['contradicted']);
    expect(statuses('Yes, did you know an average game has 40 minutes of live play?')).toEqual(['contradicted']);
    expect(statuses('Have you heard that an average game has 40 minutes of live play?')).toEqual(['contradicted']);
  });

  it('is supported when the passage states what it tells', () => {
    expect(statuses('Did you know that an average game has only 11 minutes of live play?')).toEqual(['supported']);
  });

  it('a question that asks is still not checked', () => {
    expect(statuses('Did you know what the league puts in shoulder pads?')).toEqual(['not_checked']);
    expect(statuses('Have you heard of the tracking chips?')).toEqual(['not_checked']);
    expect(statuses('Do you know how long a game lasts?')).toEqual(['not_checked']);
  });
});
