// A case the answer names as included that a passage carves out (support/included-exception.ts).
// Inputs and expectations written by hand: webhooks retry timeouts and 5xx responses but not other
// 4xx responses, so "including 4xx errors like a 404" is contradicted; compensation is not paid for
// severe weather, so "including bad weather" is too. A case the passage itself includes, or a
// bound ("up to and including"), is not.
import { describe, expect, it } from 'vitest';
import { shippedStatusOf } from '../helpers/shipped-statuses.ts';

const RETRIES = ['Failed deliveries, meaning timeouts and 5xx responses, are retried up to 5 times. Responses with any other 4xx status are treated as permanent failures and are not retried.'];
const DELAYS = ['Compensation of 250 euros is paid when a flight arrives 3 hours late. Compensation is not payable when the delay was caused by extraordinary circumstances, such as severe weather.'];

const statusOf = (context: string[], answer: string, part: string) => shippedStatusOf({ question: 'Am I covered?', context, answer }, part);

describe('included exception', () => {
  it('contradicts "including 4xx errors" where the passage says other 4xx responses are not retried', () => {
    expect(statusOf(RETRIES, 'Every failed delivery, including 4xx errors like a 404, is retried up to 5 times.', '4xx')).toBe('contradicted');
  });

  it('contradicts "including bad weather" split off the rule it extends', () => {
    expect(statusOf(DELAYS, 'You get compensation whatever caused the delay, including bad weather.', 'weather')).toBe('contradicted');
  });

  it('does not read "up to and including" as a case named (guard)', () => {
    const context = ['Refunds are paid for delays up to 3 hours. Delays caused by strikes are not refunded, and refunds are not paid in cash.'];
    expect(statusOf(context, 'Refunds are paid for delays up to and including strikes.', 'strikes')).not.toBe('contradicted');
  });

  it('does not contradict a case the passage names as included (guard)', () => {
    const context = ['Brantwell Bank refunds unauthorised card payments within one working day, including payments made abroad. It does not charge for refunds made abroad.'];
    expect(statusOf(context, 'Brantwell refunds unauthorised card payments, including payments made abroad.', 'abroad')).not.toBe('contradicted');
  });
});
