// Written by hand, 2026-12-06: the two ends of one range ("monthly deposits of between 25 and 250
// drebs") are no operands of a sum or a gap (compute/sentence-operands.ts RANGE_JOIN): "Over
// twelve months, that comes to 3,000 drebs" is worked out (250 x 12), not "25 + 250 is 275".
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const SAVER = ['Marrowgate Savings regular saver. The Regular Saver account allows monthly deposits of between 25 and 250 drebs. It pays a fixed 5 percent a year for twelve months.'];
const claims = (answer: string, context = SAVER) => shippedClaims({ question: 'How much can I deposit over the year?', context, answer });

describe('the ends of a range', () => {
  it('are not summed against a worked total', () => {
    const total = claims('The most you can pay in each month is 250 drebs. Over twelve months, that comes to 3,000 drebs in deposits.')[1];
    expect(total?.status).not.toBe('contradicted');
    expect(total?.checks.join(' ')).not.toContain('275');
  });

  it('a wrong total is still held (guard)', () => {
    expect(claims('The most you can pay in each month is 250 drebs. Over twelve months, that comes to 3,100 drebs in deposits.')[1]?.status).toMatch(/^(?:contradicted|not_stated)$/);
  });

  it('two figures joined by "and" without "between" are still operands (guard)', () => {
    const [total] = claims('Together the entry and parking fees come to 20 plonets.', ['Visitor charges. The entry and parking fees are 12 and 6 plonets per visit.']);
    expect(total?.status).toBe('contradicted');
    expect(total?.checks.join(' ')).toContain('18');
  });
});
