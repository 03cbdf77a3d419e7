// A bullet's label before a bare value ("UK cash machine withdrawals: £1.00") is what the value is
// said of: kept in the claim even when the passages word it otherwise, so a value from another row
// is caught; and a capitalised plural label ("Roads:") matches the passage's singular ("road").
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const FEES = ['Fee table - Cobalt Prepaid\nFee | Amount\nMonthly fee | £2.00\nATM withdrawal (UK) | £1.00\nATM withdrawal (abroad) | £2.50\nCard replacement | £5.00'];
const claims = (context: string[], answer: string) => shippedClaims({ question: 'What are the fees?', context, answer });

describe('a label before a bare value', () => {
  it('stays in the claim, so a value from another row is contradicted', () => {
    const found = claims(FEES, 'Here are the fees:\n- Monthly fee: £2.00\n- Cash withdrawals abroad: £2.00\n- Replacement card: £5.00');
    const abroad = found.find((k) => k.text.includes('abroad'));
    expect(abroad?.text).toContain('Cash withdrawals abroad');
    expect(abroad?.status).toBe('contradicted');
  });

  it('leaves the right row supported', () => {
    const found = claims(FEES, 'Here are the fees:\n- Monthly fee: £2.00\n- Cash withdrawals abroad: £2.50');
    expect(found.find((k) => k.text.includes('abroad'))?.status).toBe('supported');
  });
});

describe('a capitalised plural label', () => {
  it('matches the singular the passage uses', () => {
    const found = claims(['The council approved a £310 million budget. It includes £45 million for road repairs and £12 million for new libraries.'], 'Key points:\n- Roads: £45m for repairs\n- Libraries: £12m for new ones');
    expect(found.map((k) => k.status)).toEqual(['not_checked', 'supported', 'supported']);
  });
});
