// "the first year after the child's birth" is "the child's first year": "during" the period the
// passage dates from the event is no flip of "after", while "before the birth" still is.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LEAVE = ['Carrow Foods adoption leave. Leave may be taken in up to 4 blocks within the first year after the child\'s placement. Give 6 weeks\' notice.'];

describe('a period dated from an event', () => {
  it('supports "during the child\'s first year" for "the first year after the child\'s placement"', () => {
    expect(shippedStatuses({ question: 'How can I take adoption leave?', context: LEAVE, answer: 'You can take it in up to 4 blocks during the child\'s first year.' })).toEqual(['supported']);
  });

  it('still contradicts "before the child\'s placement"', () => {
    expect(shippedStatuses({ question: 'How can I take adoption leave?', context: LEAVE, answer: 'You can take it in up to 4 blocks before the child\'s placement.' })).toEqual(['contradicted']);
  });
});
