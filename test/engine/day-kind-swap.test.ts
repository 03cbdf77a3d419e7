// Days of the wrong kind (support/day-kind-swap.ts). Inputs and expectations written by hand: the
// policy allows self-certification for up to 7 calendar days, so "seven working days" is wrong;
// "seven calendar days" and "a week" are not, and a passage that says only "7 days" settles nothing
// about the kind.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SICK = ['You may self-certify absences of up to 7 calendar days by completing the return-to-work form.'];
const ask = (context: string[], answer: string) => shippedStatuses({ question: 'How long can I self-certify?', context, answer });

describe('a count of days of another kind', () => {
  it('contradicts "seven working days" against "7 calendar days"', () => {
    expect(ask(SICK, 'You can self-certify for up to seven working days.')).toEqual(['contradicted']);
  });

  it('supports "seven calendar days" (guard)', () => {
    expect(ask(SICK, 'You can self-certify for up to seven calendar days.')).toEqual(['supported']);
  });

  it('does not contradict "seven working days" where the passage names no kind of day (guard)', () => {
    expect(ask(['You may self-certify absences of up to 7 days by completing the return-to-work form.'], 'You can self-certify for up to seven working days.')).not.toEqual(['contradicted']);
  });
});
