// Negations that deny no word of the claim (unit-facts.ts): an answer's "No —" before a positive
// statement, and a "not" after a comma that names what the claim is not about. A plain denial of
// what the passage states is still no support.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const HIRE = ['Rovana Campervans: Minimum hire 5 nights. Drivers must be aged 25 to 75 and have held a full licence for at least 3 years.'];
const LIMITS = ['Limitation Act summary. Claims in contract must be brought within 6 years of the date of breach. Claims for personal injury must be brought within 3 years of the date of injury.'];

describe('an answer\'s "no"', () => {
  it('is no denial of the statement after it', () => {
    expect(shippedStatuses({ question: 'Can my 23-year-old son drive the campervan?', context: HIRE, answer: 'Sorry, no — drivers must be aged 25 to 75.' })).toEqual(['supported']);
  });

  it('still leaves a denial inside the statement unsupported', () => {
    expect(shippedStatuses({ question: 'Is there an age limit?', context: HIRE, answer: 'No, drivers do not need to be aged 25 to 75.' })).not.toEqual(['supported']);
  });
});

describe('a "not" that sets another thing against the claim\'s', () => {
  it('leaves the claim stated', () => {
    expect(shippedStatuses({ question: 'Is it 3 years for my contract claim?', context: LIMITS, answer: 'The 3-year limit applies to personal injury, not contract.' })).toEqual(['supported']);
  });

  it('is no contrast when a verb follows it', () => {
    expect(shippedStatuses({ question: 'What is the limit?', context: LIMITS, answer: 'Claims for personal injury, not brought within 3 years, are still allowed.' })).not.toEqual(['supported']);
  });
});

describe('the statement after an answer\'s "no"', () => {
  const NDA = ['9.4 The confidentiality obligations in this clause survive termination of this Agreement for 5 years.'];
  it('is contradicted when it says "end" where the passage says "survive"', () => {
    expect(shippedStatuses({ question: 'Do the obligations outlast the agreement?', context: NDA, answer: 'No, the confidentiality obligations end when the Agreement terminates.' })).toEqual(['contradicted']);
  });
});

describe('"Not quite" answering a wrong premise', () => {
  const CONF = ['Bramble DB server – Configuration reference. max_connections (integer): maximum concurrent client connections. Default: 20. Allowed range: 1–500.'];
  it('supports the corrected figure and leaves the premise\'s figure set aside', () => {
    expect(shippedStatuses({ question: 'Is the default for max_connections 100?', context: CONF, answer: 'Not quite — the default for max_connections is 20, not 100.' })).toEqual(['supported']);
  });

  it('still holds a wrong corrected figure', () => {
    expect(shippedStatuses({ question: 'Is the default for max_connections 100?', context: CONF, answer: 'Not quite — the default for max_connections is 50, not 100.' })).toEqual(['not_stated']);
  });
});
