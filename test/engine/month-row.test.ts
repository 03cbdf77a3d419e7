// A month the user names picks the row of a run of months holding it: "In August it is open
// 09:00 to 18:00" applies "summer season from April to October" to the user's month; the other
// run's hours are never passed so.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const SEASONS = [
  'Tarrow Castle, summer season from April to October. Open daily from 09:00 to 18:00. Adults 12 quibs.',
  'Tarrow Castle, winter season from November to March. Open Wednesday to Sunday from 10:00 to 15:00. Adults 8 quibs.',
];
const ONE_PASSAGE = ['Pellow Gallery opening hours. From May to September the gallery is open daily from 09:30 to 17:30. From October to April it is open Thursday to Sunday from 11:00 to 16:00.'];

describe('a month the user names, in a run of months', () => {
  it('applies the row holding the month as a step', () => {
    expect(shippedStatuses({ question: 'We are visiting Tarrow Castle in August. When is it open?', context: SEASONS, answer: 'In August the castle is open every day from 9 am to 6 pm.' })).toEqual(['unverified_step']);
  });

  it('does not pass the other run\'s hours for that month', () => {
    expect(shippedStatuses({ question: 'We are visiting the Pellow Gallery in July. When is it open?', context: ONE_PASSAGE, answer: 'In July the gallery is open from 11 am to 4 pm.' })).not.toContain('unverified_step');
    expect(shippedStatuses({ question: 'We are visiting the Pellow Gallery in July. When is it open?', context: ONE_PASSAGE, answer: 'In July the gallery is open from 9:30 am to 5:30 pm.' })).toEqual(['unverified_step']);
  });
});
