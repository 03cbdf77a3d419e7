// Figures kept to their own row or clause, and negations that describe a noun rather than deny
// (support/slot-value.ts, verify/find-conflicts.ts, support/negated-twin.ts,
// support/polarity-conflict.ts, text/speech-act.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { firstShippedClaim, shippedClaims } from '../helpers/shipped-statuses.ts';

const first = firstShippedClaim;

describe('a figure of the row the claim names', () => {
  const allowance = ['Travel allowance at Morrow & Kent. Level B staff receive a monthly travel allowance of 120 dorins. Level C staff receive 180 dorins per month. Level D and above receive 240 dorins per month.'];
  it('keeps "Level C" to its own sentence, though another level\'s sentence words the allowance more fully', () => {
    expect(first(allowance, 'As a Level C employee, you receive 180 dorins each month as a travel allowance.')?.status).toBe('supported');
    expect(first(allowance, 'As a Level C employee, you receive 240 dorins each month as a travel allowance.')?.status).toBe('contradicted');
  });

  const limits = ['Cycle-to-work scheme at Harrow Mills. In 2025, staff could borrow up to 900 velts for a bike. From 2026, the limit rises to 1500 velts.'];
  it('keeps a year to its own sentence ("From 2026 ... 1500"), not the earlier year\'s', () => {
    expect(first(limits, 'From 2026 you can borrow up to 1500 velts for a bike.')?.status).toBe('supported');
    expect(first(limits, 'In 2025 you could borrow up to 1500 velts for a bike.')?.status).not.toBe('supported');
  });

  const lockers = ['After that, standard bags are charged 2 krel per extra night and oversized bags 3.5 krel per extra night.'];
  it('reads a gapped clause ("and oversized bags 3.5 krel") as the oversized bags\' price, and still catches the swap', () => {
    expect(first(lockers, 'Oversized bags are then charged 3.5 krel for each extra night.')?.status).toBe('supported');
    expect(first(lockers, 'Oversized bags are charged 2 krel per extra night.')?.status).toBe('contradicted');
    expect(first(lockers, 'Standard bags are charged 3.5 krel per extra night.')?.status).toBe('contradicted');
  });
});

describe('a negation that describes a noun', () => {
  it('reads "Coats not collected within 30 days ... may be recycled" as no denial of collecting within 30 days', () => {
    const coats = ['Coats not collected within 30 days of the cleaning date may be recycled.'];
    expect(first(coats, 'Please collect your coat within 30 days of the cleaning date.')?.status).toBe('supported');
  });

  it('reads "Letters not collected after 7 days are returned to the sender" as no denial of the return', () => {
    const letters = ['Letters are held at the depot free for the first 3 days. After that, a storage charge of 1 krel a day applies. Letters not collected after 7 days are returned to the sender. Charges are paid at the counter.'];
    expect(first(letters, 'Try to collect it soon, because letters left more than 7 days are sent back to the sender.')?.status).toBe('supported');
  });
});

describe('"nobody" as a negation', () => {
  const frozen = ['While locked, the card cannot be used for purchases or cash withdrawals, but standing orders continue to be paid.'];
  it('reads "nobody can use it to buy things" as the passage\'s "cannot be used for purchases"', () => {
    expect(first(frozen, 'While it\'s locked, nobody can use it to buy things or take out cash.')?.status).toBe('supported');
    expect(first(frozen, 'While it\'s locked, you can still use it to buy things.')?.status).toBe('contradicted');
  });
});

describe('a hedged yes or no', () => {
  it('leaves "Mostly, yes." and "Generally, no." unchecked, as a bare "Yes." is', () => {
    const ctx = ['Opened items can be returned within 30 days.'];
    expect(first(ctx, 'Mostly, yes.', 'Can I return an opened item?')?.status).toBe('not_checked');
    expect(first(ctx, 'Generally, no.', 'Can I return an opened item?')?.status).toBe('not_checked');
    expect(first(ctx, 'Mostly, they can be returned within 60 days.', 'Can I return an opened item?')?.status).not.toBe('not_checked');
  });
});

describe('a limit said with a negation', () => {
  const limits = [
    'Larkfield Bank transfers abroad. A fee of 6 krel applies to each international transfer sent through online banking; the fee is 15 krel in branch.',
    'Larkfield Bank daily limits. The daily limit for international transfers made through online banking is 8000 krel. Larger transfers must be made in branch with photo ID.',
  ];
  const last = (answer: string) => shippedClaims({ question: '', context: limits, answer }).at(-1);
  it('reads "they can\'t go above the limit" as the stated limit, not a denial', () => {
    expect(last('Online transfers would only cost 6 krel, but they can\'t go above the limit.')?.status).toBe('supported');
  });
});

describe('a figure of a condition said of its main clause', () => {
  const delays = ['Delayed trains on Corrow Rail. If your train is delayed by more than 30 minutes, you are entitled to a drinks voucher at the station. If the delay is more than 2 hours, you may choose not to travel and receive a full refund.'];
  it('keeps "more than 2 hours" with the refund its condition grants, not the voucher\'s 30 minutes', () => {
    expect(first(delays, 'Because your delay is more than two hours, you can also decide not to take the train.')?.status).not.toBe('contradicted');
  });
});
