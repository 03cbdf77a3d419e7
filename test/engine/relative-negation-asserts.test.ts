// A negation inside a clause that describes the subject ("Any leftover cash that can't buy a whole
// share", "Any annual leave you haven't used") says which of the thing is meant; it asserts nothing
// the passage must state with a "not". A negation of the main verb still must be stated.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const DRIP = ['Dividend reinvestment. Dividends are used to buy whole shares at the market price on the payment date. Any cash left over is carried forward and added to the next dividend.'];
const LEAVE = ['Leaving the company. Your notice period is four weeks. Untaken annual leave may be taken during the notice period with your manager\'s agreement; otherwise it is paid with your final salary.'];
const status = (context: string[], answer: string) => shippedClaims({ question: 'What happens to it?', context, answer }).map((c) => c.status);

describe('a negation that describes the subject', () => {
  it('in a "that" clause asserts nothing the passage must negate', () => {
    expect(status(DRIP, 'Any leftover cash that can\'t buy a whole share rolls over to the next dividend.')).toEqual(['supported']);
  });

  it('in a contact clause ("leave you haven\'t used") neither', () => {
    expect(status(LEAVE, 'Any annual leave you haven\'t used can be taken during your notice if your manager agrees.')).toEqual(['supported']);
  });

  it('a negated main verb is still a flipped negation', () => {
    expect(status(DRIP, 'Leftover cash can\'t be carried forward.')).toEqual(['contradicted']);
  });
});
