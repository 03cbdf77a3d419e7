// A figure worked out from the figures of the sentence that states the claim is a computation,
// never another slot's value; the wording names the operation. Inputs and expectations written by
// hand: 3.10% - 2.85% is a quarter of a percentage point; 14,220 + 11,870 + 3,410 is 29,500.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const claimsOf = (context: string[], answer: string) => shippedClaims({ question: 'What changed?', context, answer });

const rate = ['Harbourline Bank will reduce the interest rate on its Everyday Saver account from 3.10% to 2.85% AER, effective 1 October 2024.'];

describe('figures worked out from the slot sentence', () => {
  it('supports a drop named by its size ("drops by a quarter of a percentage point")', () => {
    expect(claimsOf(rate, 'From October 1, 2024, the Everyday Saver rate drops by a quarter of a percentage point, to 2.85% AER.').map((c) => c.status)).toEqual(['supported']);
  });

  it('still holds a wrong size of the drop', () => {
    const [c] = claimsOf(rate, 'From October 1, 2024, the Everyday Saver rate drops by half a percentage point, to 2.85% AER.');
    expect(['contradicted', 'not_stated']).toContain(c?.status);
  });

  it('does not call a total "between them" another candidate\'s figure', () => {
    const votes = ['Sara Quinn received 14,220 votes, Ian Marsh 11,870, and Ola Nwosu 3,410.'];
    const [c] = claimsOf(votes, 'The candidates received 29,500 votes between them.');
    expect(c?.status).not.toBe('contradicted');
  });

  it('still contradicts a count that is another slot\'s figure by chance', () => {
    const terminals = ['Long-haul flights depart from Terminal 3. Budget airlines use Terminal 1.'];
    expect(claimsOf(terminals, 'Long-haul flights leave from Terminal 1.')[0]?.status).toBe('contradicted');
  });
});
