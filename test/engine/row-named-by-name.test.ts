// A figure read off another row, where the rows share words ("For Gold tier customers" / "For
// Silver tier customers") and a third sentence gives a figure of the same kind: the row the claim
// names by its name is its own, and the words it shares with the giver name no other row.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedStatuses } from '../helpers/shipped-statuses.ts';

const SLA = ['Service levels, Harrow Cloud hosting agreement. For Gold tier customers, Harrow guarantees 99.95 percent monthly uptime and a service credit of 10 percent for each 0.1 percent below target. For Silver tier customers, the guarantee is 99.5 percent monthly uptime with a service credit of 5 percent for each 0.5 percent below target. Credits are capped at 50 percent of the monthly fee.'];
const CARD = ['Calder card rates. The Calder card charges 22.9 percent APR on purchases and 27.9 percent APR on cash withdrawals. Cash withdrawals attract a fee of 3 percent, and interest is charged from the day of the withdrawal. Balance transfers cost 2 percent of the amount moved.'];

describe('a row named by its name among rows that share words', () => {
  it('contradicts the Gold figure given for the Silver tier, naming the Silver figure', () => {
    const claim = firstShippedClaim(SLA, 'As a Silver tier customer, your guaranteed monthly uptime is 99.95 percent.', 'We are Silver tier. What uptime is guaranteed?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 99.95 percent with 99.5 percent.');
  });

  it('supports each tier\'s own figure', () => {
    expect(shippedStatuses({ question: 'What uptime?', context: SLA, answer: 'Silver tier customers are guaranteed 99.5 percent monthly uptime.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: 'What uptime?', context: SLA, answer: 'Gold tier customers are guaranteed 99.95 percent monthly uptime.' })).toEqual(['supported']);
  });

  it('leaves a claim that names its row by no name to the shared words ("cash" in two rows)', () => {
    expect(shippedStatuses({ question: 'What does a cash withdrawal cost?', context: CARD, answer: 'Interest on cash is charged at 27.9 percent APR.' })).not.toContain('contradicted');
  });
});
