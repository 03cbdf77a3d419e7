// "plus any fare difference" is a charge added on top, not a figure worked out: the fee beside it
// is still judged against its row. Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedStatuses } from '../helpers/shipped-statuses.ts';

const FEES = ['Wrenair change fees. Economy Light tickets cannot be changed. Economy Classic tickets can be changed for a fee of 45 zells plus any fare difference. Economy Flex tickets can be changed for a fee of 20 zells plus any fare difference.'];

describe('a fee with "plus any difference"', () => {
  it('contradicts the Flex fee given for Classic, naming the Classic fee', () => {
    const claim = firstShippedClaim(FEES, 'Changing an Economy Classic ticket costs 20 zells, plus any difference in fare.', 'I am on Economy Classic. How much is a change?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toBe('Replace 20 zells with 45 zells.');
  });

  it('supports the right fee with the same add-on', () => {
    expect(shippedStatuses({ question: 'How much is a change?', context: FEES, answer: 'Changing an Economy Classic ticket costs 45 zells, plus any difference in fare.' })).toEqual(['supported']);
  });
});
