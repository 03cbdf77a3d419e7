// Schedules and leaflets in their short forms, checked by hand: "Operates Mon, Wed, Fri" names
// Monday, Wednesday and Friday; "Mon–Fri" the five days between; "up to 30 C" beside storage is
// 30°C; "125 mg/5 ml" gives 5 ml; "one person in ten" is the share "1 in 10" (10%); 120 basis
// points are 1.2 percentage points.
import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../src/engine/quantities/quantities.ts';
import { dayLists } from '../../src/engine/quantities/weekday-lists.ts';

const daysListed = (text: string) => new Set(dayLists(text).flatMap((l) => [...l.days]));
import { shippedClaims } from '../helpers/shipped-statuses.ts';

describe('weekdays in lists and runs', () => {
  it('reads short forms in a list and the days inside a run', () => {
    expect([...daysListed('Operates Mon, Wed, Fri.')].sort()).toEqual(['friday', 'monday', 'wednesday']);
    expect([...daysListed('Open Mon–Fri 9am to 5pm')]).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect([...daysListed('Closed Fri to Mon')].sort()).toEqual(['friday', 'monday', 'saturday', 'sunday']);
  });

  it('takes no lone short form for a day', () => {
    expect(daysListed('She sat on the bench in the sun.').size).toBe(0);
  });

  it('keeps what a list is for', () => {
    expect(dayLists('Phone - Mon-Fri 08:00-18:00. Live chat - Mon-Sat 09:00-21:00.').map((l) => l.label)).toEqual([['phone'], ['live', 'chat']]);
  });

  it('states a listed day for its own thing only', () => {
    const context = ['Support hours (all times CET): Phone - Mon-Fri 08:00-18:00. Live chat - Mon-Sat 09:00-21:00.'];
    const answer = 'On Saturdays you can reach live chat from 9 am to 9 pm CET. Phone support is also open on Saturdays.';
    const claims = shippedClaims({ question: 'Can I reach you on a Saturday?', context, answer });
    expect(claims.find((c) => c.text.includes('live chat'))?.status).toBe('supported');
    expect(claims.find((c) => c.text.includes('Phone support'))?.status).toBe('not_stated');
  });
});

describe('leaflet figures in short forms', () => {
  const dims = (text: string) => extractQuantities(text).map((q) => `${q.dim} ${q.value}`);

  it('reads a bare C beside storage or fever as degrees Celsius, and not elsewhere', () => {
    expect(dims('kept at room temperature (up to 30 C) for up to 28 days')[0]).toBe('temp-c 30');
    expect(dims('If you have a fever over 38 C, wait')).toEqual(['temp-c 38']);
    expect(dims('Grade 4 C students')).toEqual(['count 4']);
  });

  it('reads the amount after a strength slash', () => {
    expect(extractQuantities('Pexolan oral suspension 125 mg/5 ml.').map((q) => q.raw)).toEqual(['125 mg', '5 ml']);
  });

  it('reads basis points as hundredths of a percentage point', () => {
    expect(dims('Gross margin expanded 120 basis points to 34.8%.')).toEqual(['percent 1.2', 'percent 34.8']);
    expect(dims('a 25bp cut')).toEqual(['percent 0.25']);
  });

  it('reads a share with who is counted between its numbers', () => {
    expect(dims('at up to one person in ten')).toEqual(['percent 10']);
    expect(dims('3 people in 2020')).toEqual(['count 3', 'year 2020']);
  });
});
