// A list of names or codes the passage gives, extended by an item it never names
// (support/list-extended.ts). Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Dedicated hosts are offered in the fra-1 and ams-2 zones only.'];
const ask = (answer: string) => shippedStatuses({ question: 'Where are dedicated hosts offered?', context, answer });

describe('a list extended by an item no passage names', () => {
  it('holds "fra-1, ams-2 and lon-3" where the passage names only fra-1 and ams-2', () => {
    expect(ask('Dedicated hosts are offered in fra-1, ams-2 and lon-3.')).toEqual(['not_stated']);
  });

  it('supports the list as given', () => {
    expect(ask('Dedicated hosts are offered in fra-1 and ams-2.')).toEqual(['supported']);
  });
});
