// Version numbers written with their "v" are figures the slot rules check: "removed in v2.4"
// where the changelog says "deprecated in v2.4 and removed in v3.0". Written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['The `legacyAuth` option was deprecated in v2.4 and removed in v3.0.'];
const ask = (answer: string) => shippedStatuses({ question: 'When was legacyAuth removed?', context, answer });

describe('versions with their "v"', () => {
  it('contradicts a version taken from the other verb of the sentence', () => {
    expect(ask('The `legacyAuth` option was removed in v2.4.')).toEqual(['contradicted']);
  });

  it('supports the version of its own verb', () => {
    expect(ask('The `legacyAuth` option was removed in v3.0.')).toEqual(['supported']);
  });
});
