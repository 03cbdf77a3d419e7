// A limit on a counted thing widened to all of it: "carry all of your unused days" where the
// passage allows "a maximum of 5 unused leave days". Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['Staff may carry over a maximum of 3 unused holiday days into the next year. Any excess is lost on 1 January.'];
const ask = (answer: string) => shippedStatuses({ question: 'Can I keep my unused holiday?', context, answer });

describe('a limit widened to all of a counted thing', () => {
  it('contradicts "all of your unused days" against "a maximum of 3 unused holiday days"', () => {
    expect(ask('You can carry all of your unused days into next year.')).toEqual(['contradicted']);
  });

  it('supports the limit said another way', () => {
    expect(ask('You can carry up to three unused days into next year.')).toEqual(['supported']);
  });
});
