// Sympathy said of the user's trouble and a travel sign-off are framing, not claims (speech-act.ts
// EMPATHY, POLITE). Inputs and expectations written by hand; the guard keeps a claim about the
// trouble that a careful reader would check ("Outages like that are covered by a 10% credit").
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SLA = ['Service credits: if monthly uptime falls below 99.9%, customers receive a credit of 5% of the monthly fee.'];
const ask = (answer: string) => shippedStatuses({ question: 'We had a four-hour outage. What do we get?', context: SLA, answer });

describe('sympathy and sign-offs', () => {
  it('reads "Oh, that\'s not pleasant, sorry" as framing', () => {
    expect(ask('Oh, that\'s not pleasant, sorry.')).toEqual(['not_checked']);
  });

  it('reads "outages like that are painful, especially when customers notice" as framing', () => {
    expect(ask('Outages like that are painful, especially when customers notice.')).toEqual(['not_checked']);
  });

  it('reads "Bon voyage!" as a sign-off', () => {
    expect(ask('Bon voyage!')).toEqual(['not_checked']);
  });

  it('still checks a claim about the trouble (guard)', () => {
    expect(ask('Outages like that are covered by a 10% credit.')).not.toEqual(['not_checked']);
  });
});
