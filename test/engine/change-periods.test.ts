// A change whose figures are the wrong way round in time (compute/change-direction.ts): the
// passage marks the old value with "down from", "up from", "from ... to" or "a year earlier".
// Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TURNOUT = ['Election night. Turnout was 41%, down from 47% four years ago.'];
const SALES = ['Results. Sales reached £48 million in the second quarter, compared with £61 million a year earlier.'];
const FARES = ['Fares. The adult single fare went from £2.40 to £2.80 in January.'];

describe('a change told the wrong way round in time', () => {
  it.each([
    [TURNOUT, 'Turnout rose to 47% from 41%.'],
    [TURNOUT, 'Turnout went up from 41% to 47%.'],
    [SALES, 'Sales rose to £61 million from £48 million.'],
    [FARES, 'The adult single fare fell from £2.80 to £2.40.'],
  ])('%s / %s is contradicted', (context, answer) => {
    expect(shippedStatuses({ question: 'What changed?', context, answer })).toEqual(['contradicted']);
  });

  it.each([
    [TURNOUT, 'Turnout fell to 41% from 47%.'],
    [TURNOUT, 'Turnout dropped from 47% to 41%.'],
    [FARES, 'The adult single fare rose from £2.40 to £2.80.'],
  ])('%s / %s is not contradicted', (context, answer) => {
    expect(shippedStatuses({ question: 'What changed?', context, answer })).not.toContain('contradicted');
  });
});

describe('a percentage change told with "jump", "surge" or "slump"', () => {
  const REVENUE = ['Results. Revenue for Q3 was £186m (Q3 last year: £160m).'];

  it('is a change on the old value', () => {
    expect(shippedStatuses({ question: 'How much did revenue grow?', context: REVENUE, answer: "Revenue rose from £160m to £186m. That's a jump of £26m, or about 16%." })[1]).toBe('supported');
  });

  it('is not supported on the new value (26 / 186 = 14.0%, not 26 / 160 = 16.25%)', () => {
    expect(shippedStatuses({ question: 'How much did revenue grow?', context: REVENUE, answer: "Revenue rose from £160m to £186m. That's a jump of £26m, or about 14.0%." })[1]).not.toBe('supported');
  });
});

describe('a date given as where a count starts', () => {
  const HELD = ['Depot collection. Parcels are held for 7 calendar days, counting from the day after the failed delivery attempt.'];

  it('is a step from the question\'s date, not a wrong end of the span', () => {
    const statuses = shippedStatuses({ question: 'The courier came on Tuesday 4 March and I was out.', context: HELD, answer: 'The parcel is held for 7 days from the day after, so the count starts on Wednesday 5 March.' });
    expect(statuses).not.toContain('contradicted');
  });

  it('still contradicts a wrong last day', () => {
    const statuses = shippedStatuses({ question: 'The courier came on Tuesday 4 March and I was out.', context: HELD, answer: 'The parcel is held for 7 days, so the last day to collect it is 9 March.' });
    expect(statuses).toContain('contradicted');
  });
});
