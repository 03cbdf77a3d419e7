// Sums that take away what the passage takes away, and gaps in percentage points
// (compute/recompute.ts, compute/operations.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const last = (context: string[], answer: string, question = '') => shippedClaims({ question, context, answer }).at(-1);

describe('a total with an amount the passage deducts', () => {
  const statement = ['Half-year statement, Orrin Saver account. Balance on 1 July: 5200 dorins. Deposits during the period: 900 dorins. Interest earned: 130 dorins. Account fee deducted: 45 dorins. The closing balance is shown overleaf.'];
  const answer = (total: string) => `Your balance on 1 July was 5200 dorins. You deposited 900 dorins and earned 130 dorins in interest, and an account fee of 45 dorins was taken. That leaves a closing balance of ${total} dorins.`;
  it('supports 5200 + 900 + 130 − 45', () => {
    expect(last(statement, answer('6185'))?.status).toBe('supported');
  });
  it('contradicts the fee added instead (6275), naming 6,185', () => {
    const c = last(statement, answer('6275'));
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toContain('6,185');
  });
});

describe('a gap in percentage points', () => {
  const report = ['Joblessness in Carrow fell to 5.2 percent in the spring, from 5.9 percent in the winter. Among under-25s it fell to 13.4 percent from 14.6 percent.'];
  it('is the difference of the two shares, never their product', () => {
    expect(last(report, 'Youth joblessness dropped from 14.6 percent to 13.4 percent. That\'s a fall of 1.2 percentage points.')?.status).toBe('supported');
    // 14.6% × 13.4% is 1.96%, which read as a product would "support" 2.0.
    const wrong = last(report, 'Youth joblessness dropped from 14.6 percent to 13.4 percent. That\'s a fall of 2.0 percentage points.');
    expect(wrong?.status).toBe('contradicted');
    expect(wrong?.fix).toContain('1.2 percentage points');
  });
});
