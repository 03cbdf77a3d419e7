// A figure the question gives is the user's own: it is no result to work out from the passages'
// figures (12 months less two working days is no "5 months ago"). Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const context = ['Every boiler repair by Tenfold Heating carries a 12-month guarantee on parts and labour. To claim, call the office; we aim to send an engineer within two working days.'];

describe("the user's own figure as a computation's result", () => {
  it('does not contradict "5 months ago" with 12 months less two working days', () => {
    const claims = shippedClaims({ question: 'My boiler was repaired 5 months ago and it has failed again. Am I covered?', context, answer: 'Since the repair was done 5 months ago, it is still inside the 12-month guarantee.' });
    expect(claims.map((c) => c.status)).not.toContain('contradicted');
  });
});
