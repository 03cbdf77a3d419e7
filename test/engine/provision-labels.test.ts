// Written by hand, 2026-12-03: a provision named by its number in any form ("section 29", "s.29",
// "s. 9", a numbered item "8. An action ...") and a time limit said as a denial of a later time
// (verify-fact.ts statesLabel, quantities.ts, split-sentences.ts, polarity-conflict.ts).
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../src/engine/text/split-sentences.ts';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const ACT = ['Consumer Contracts Act 2017, s.29: Where goods are bought online, the consumer may cancel the contract within 14 days.'];
const LIMITS = ['Limitation Act 2011, Part 2. 8. An action founded on simple contract shall not be brought after the expiration of 6 years from the date on which the cause of action accrued. 9. An action on a deed shall not be brought after 12 years.'];

describe('a provision named by its number', () => {
  it('"section 29" is the passage\'s "s.29"', () => {
    expect(shippedStatuses({ question: 'Can I cancel?', context: ACT, answer: 'Under section 29 of the Act, you can cancel an online purchase within 14 days.' })).toEqual(['supported']);
  });

  it('another number is not stated', () => {
    expect(shippedStatuses({ question: 'Can I cancel?', context: ACT, answer: 'Under section 30 of the Act, you can cancel an online purchase within 14 days.' })).toEqual(['not_stated']);
  });

  it('"section 8" is the passage\'s numbered item "8."', () => {
    expect(shippedStatuses({ question: 'When must I sue?', context: LIMITS, answer: 'Under section 8, a claim on a simple contract must be brought within six years of the date the cause of action accrued.' })).toEqual(['supported']);
  });

  it('"s. 9" does not end a sentence and names item 9', () => {
    expect(splitSentences('Under s. 9, an action on a deed must be brought within 12 years.')).toHaveLength(1);
    expect(shippedStatuses({ question: 'When must I sue?', context: LIMITS, answer: 'Under s. 9, an action on a deed must be brought within 12 years.' })).toEqual(['supported']);
  });
});

describe('"shall not be brought after 6 years"', () => {
  it('is the limit "must be brought within six years"', () => {
    expect(shippedStatuses({ question: 'When must I sue?', context: LIMITS, answer: 'A claim on a simple contract must be brought within six years of the date the cause of action accrued.' })).toEqual(['supported']);
  });

  it('still contradicts "can be brought after six years"', () => {
    expect(shippedStatuses({ question: 'When must I sue?', context: LIMITS, answer: 'A claim on a simple contract can be brought after six years from the date the cause of action accrued.' })).toEqual(['contradicted']);
  });
});
