// Words with "no" or "not" that deny nothing (unit-facts.ts): "no matter the size" is "regardless of
// size"; "if not, ..." is "otherwise". A plain denial the passage does not make stays not stated.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const GUIDE = ['Upgrade guide. The upgrade takes about 1 minute per 10 GB of index data. Plan for an additional 15 minutes for catalogue conversion regardless of size.'];
const DEBIT = ['You can move your monthly payment date to any day between the 1st and 28th. Changes made at least 10 working days before the next payment take effect that month; otherwise, from the following month.'];

describe('no and not that deny nothing', () => {
  it('reads "no matter the size" as "regardless of size"', () => {
    expect(shippedStatuses({ question: 'How long?', context: GUIDE, answer: 'Add 15 minutes for catalogue conversion, which applies no matter the size.' })).toEqual(['supported', 'supported']);
  });

  it('reads "if not," as "otherwise"', () => {
    const statuses = shippedStatuses({ question: 'When does it apply?', context: DEBIT, answer: 'If you make the change at least 10 working days before your next payment, it applies that month; if not, it starts the month after.' });
    expect(statuses).not.toContain('not_stated');
    expect(statuses).not.toContain('contradicted');
  });

  it('keeps a plain denial the passage does not make', () => {
    expect(shippedStatuses({ question: 'How long?', context: GUIDE, answer: 'Catalogue conversion does not take 15 minutes.' })).not.toEqual(['supported']);
  });
});

describe('a limit written "up to N"', () => {
  // The SDK retries at most 2 times; "up to 3 times" states another limit, whatever ratio of the claim's other figures falls below 3.
  it('is not given by any smaller value the claim\'s figures happen to make', () => {
    const docs = ['HTTP client options. `timeout`: request timeout in milliseconds; default 30000. `maxRetries`: number of retry attempts for idempotent requests; default 2. Retries use exponential backoff starting at 500 ms.'];
    const statuses = shippedStatuses({ question: 'What are the defaults?', context: docs, answer: 'Requests time out after 30 seconds, and idempotent requests are retried up to 3 times with exponential backoff starting at 500 ms.' });
    expect(statuses).not.toEqual(['supported']);
  });
});
