// One missing light word (a verb, adjective or adverb that sets no scope, amount or outcome) is
// paraphrase, not an unsupported claim; a missing verb that decides what happens still leaves the
// claim not stated. Runs the default engine (the match needs the shipped vectors and WordNet).
// Inputs and expectations written by hand from the texts.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Employees accrue 1.5 days of annual leave per month worked.'];
const statuses = (answer: string) => shippedStatuses({ question: 'How fast does leave build up?', context, answer });

describe('one missing light word', () => {
  it('supports "Annual leave builds up at 1.5 days a month" for "accrue 1.5 days ... per month"', () => {
    expect(statuses('Annual leave builds up at 1.5 days a month.')).toEqual(['supported']);
  });

  it('holds the same claim when the missing verb changes what happens ("expires", "is refunded")', () => {
    expect(statuses('Annual leave expires at 1.5 days a month.')).toEqual(['not_stated']);
    expect(statuses('Annual leave is refunded at 1.5 days a month.')).toEqual(['not_stated']);
  });
});
