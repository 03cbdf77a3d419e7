// A prediction the passage only allows ("will close" / "could close as early as next year").
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const status = (context: string, answer: string) => shippedClaims({ question: 'What happens?', context: [context], answer })[0];

describe('a prediction the passage only allows', () => {
  it('is contradicted, naming the passage\'s word', () => {
    const closing = status('Brannock Glass has warned that its Pellworth works could close as early as next year unless energy costs fall.', 'The Pellworth works will close next year.');
    expect(closing?.status).toBe('contradicted');
    expect(closing?.checks[0]).toContain('could');
    expect(status('Depending on the issue, we may offer a credit to your account for the missing item.', "You'll get a credit for the missing item.")?.status).toBe('contradicted');
    expect(status('Upgrades may also be offered at the gate if Premium seats remain available.', "You'll be offered an upgrade at the gate.")?.status).toBe('contradicted');
  });

  it('is left alone when the claim hedges too, or the passage says will', () => {
    expect(status('Upgrades may also be offered at the gate if Premium seats remain available.', 'You may be offered an upgrade at the gate if seats are left.')?.status).not.toBe('contradicted');
    expect(status('Refunds will be paid to your card within 5 days.', "You'll get the refund on your card within 5 days.")?.status).toBe('supported');
  });

  it('is no duty or ability', () => {
    expect(status('You may need to show your passport at the gate.', "You'll need to show your passport at the gate.")?.checks.join(' ') ?? '').not.toContain('may');
  });
});
