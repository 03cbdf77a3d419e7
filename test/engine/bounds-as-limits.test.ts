// Written by hand, 2026-12-05: "over 5,000" is not stated by a figure several times larger
// (compare-quantities.ts sameQuantity), and a figure the claim writes as a limit ("hasn't
// responded within 30 seconds") denies no value that another bound leaves out (verify-fact.ts
// outsideBound): both were supported by unrelated figures of the passage.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const PAYMENTS = ['Payments arrive within 2 hours, up to a limit of 20,000 zells per payment. New payees are subject to a 24-hour hold on the first payment if it exceeds 1,000 zells.'];
const WEBHOOKS = ['Your endpoint must respond with a 2xx status within 10 seconds; otherwise the delivery is treated as failed. Failed deliveries are retried up to 8 times over 24 hours.'];
const ask = (context: string[], answer: string) => shippedClaims({ question: '', context, answer }).map((k) => [k.status, k.checks[0] ?? '']);

describe('"over N"', () => {
  it('is not stated by a figure several times larger', () => {
    expect(ask(PAYMENTS, "There's a 24-hour hold on the first payment if it's over 5,000 zells.")[0]).toEqual(['contradicted', 'The answer says 5,000 zells; p0 says 1,000 zells.']);
  });

  it('is stated by a figure a little above it (guard)', () => {
    expect(ask(['The festival drew 312 people on its first night.'], 'Over 300 people came on the first night.')[0]?.[0]).toBe('supported');
  });
});

describe('a denial of a limit the claim writes', () => {
  it('is not stated by another bound of the passage', () => {
    expect(ask(WEBHOOKS, "A delivery is only treated as failed if your endpoint hasn't responded within 30 seconds.")[0]).toEqual(['contradicted', 'The answer says 30 seconds; p0 says 10 seconds.']);
  });

  it('with the passage\'s own limit is supported (guard)', () => {
    expect(ask(WEBHOOKS, "A delivery is treated as failed if your endpoint doesn't respond within 10 seconds.")[0]?.[0]).toBe('supported');
  });

  it('leaves a value outside a stated minimum denied by it (guard)', () => {
    expect(ask(['The app requires iOS 16 or later.'], "The app won't run on iOS 15.")[0]?.[0]).toBe('supported');
  });
});
