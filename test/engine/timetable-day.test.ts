// A clock time read off another day's row of a timetable is contradicted and the fix gives the
// claim's day's times; a time the claim's day lists, or one another service runs daily, is not.
// Written by hand, 2026-12-03 (timetable-day.ts).
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const FERRY = [
  'Calder Ferries - Port Elm to Skarra, summer timetable. Weekday sailings from Port Elm: 07:15, 10:40, 14:05, 18:30. Saturday: 09:00, 13:20, 17:45. Sunday: 11:10, 16:50. Crossing time about 1 hour 20 minutes.',
  'Calder Ferries - Port Elm to Hollin. Daily sailings from Port Elm: 08:30, 13:20, 19:00.',
];
const ask = (answer: string) => shippedClaims({ question: 'When are the ferries on Saturday?', context: FERRY, answer });

describe('a clock time from another day\'s row', () => {
  it('is contradicted, with the claim\'s day\'s times in the fix', () => {
    const [claim] = ask('On Saturdays the first ferry from Port Elm leaves at 11:10.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('Sunday');
    expect(claim?.fix).toContain('09:00, 13:20, 17:45');
  });

  it('is contradicted for a day of a run ("Weekday")', () => {
    expect(ask('On Tuesday there is a sailing at 16:50.')[0]?.status).toBe('contradicted');
  });
});

describe('a clock time the claim\'s day gives', () => {
  it('is not contradicted', () => {
    expect(shippedStatuses({ question: 'When are the ferries on Saturday?', context: FERRY, answer: 'On Saturday the first ferry leaves Port Elm at 09:00.' })).not.toContain('contradicted');
  });

  it('is not contradicted when another service runs at that time every day', () => {
    // 13:20 is Saturday's on one route and daily on the other.
    expect(shippedStatuses({ question: 'When are the ferries on Sunday?', context: FERRY, answer: 'On Sunday there is a sailing at 13:20.' })).not.toContain('contradicted');
  });
});


// Written by hand, 2026-12-03: one line's timetables for different days in two passages, the days
// in each passage's heading rather than before the times.
describe('timetables whose days are in the heading', () => {
  const WEEKDAY = 'Line X7 Kellsby — Amberford Airport. Monday to Saturday timetable (valid from 2 June 2025). Kellsby Bus Station departs: 05:10, 05:50, then every 30 minutes until 21:20.';
  const SUNDAY = 'Line X7 Kellsby — Amberford Airport. Sundays and public holidays (valid from 2 June 2025). Kellsby Bus Station departs: 06:40, 07:40, then hourly until 20:40.';
  const ask = (answer: string, context = [WEEKDAY, SUNDAY]) => shippedStatuses({ question: 'When is the first bus on Sunday?', context, answer });

  it('holds a weekday time told for Sunday', () => {
    expect(ask('The first X7 from Kellsby Bus Station on Sunday leaves at 05:10.')).toEqual(['contradicted']);
  });

  it('sends Sunday\'s own time', () => {
    expect(ask('The first X7 from Kellsby Bus Station on Sunday leaves at 06:40.')).not.toContain('contradicted');
  });

  it('leaves another line\'s timetable alone', () => {
    const other = SUNDAY.replace('Line X7', 'Line X9');
    expect(ask('The first X7 from Kellsby Bus Station on Sunday leaves at 05:10.', [WEEKDAY, other])).not.toContain('contradicted');
  });
});

// Written by hand, 2026-12-03 (2.20.0): a ";" part without days continues its sentence's row, and
// each clock time of the claim is read in turn.
describe('a row of two directions, and a claim with two times', () => {
  const FERRY = ['Penhallow–Copper Isle Ferries (vessel: MV Tern). Winter timetable, 3 November 2025 – 27 March 2026. Monday to Friday: departs Penhallow 07:15, 11:40, 16:30; departs Copper Harbour 09:05, 13:30, 18:20. Saturday: departs Penhallow 08:00, 14:00; departs Copper Harbour 10:00, 16:00. Sunday: departs Penhallow 10:30 only; departs Copper Harbour 15:00 only. Crossing time: 1 hour 20 minutes. Vehicles must check in 30 minutes before departure.'];
  const question = 'We want to take the car over from Penhallow on Saturday 14 February 2026 and come back the same day. What are our options?';
  const lead = 'What a lovely day out. On Saturdays in the winter timetable, sailings leave Penhallow at 08:00 and 14:00. The crossing takes 1 hour 20 minutes, so the 08:00 boat gets you to Copper Harbour at 09:20. ';
  const last = (back: string) => shippedClaims({ question, context: FERRY, answer: lead + back }).at(-1);

  it('holds weekday return times told for Saturday, citing the Copper Harbour rows', () => {
    const claim = last('For the trip back the same day, Saturday departures from Copper Harbour are at 13:30 and 18:20.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks.join(' ')).toContain('10:00, 16:00 for "Saturday: departs Copper Harbour"');
  });

  it('sends Saturday\'s own return times', () => {
    expect(last('For the trip back the same day, Saturday departures from Copper Harbour are at 10:00 and 16:00.')?.status).not.toBe('contradicted');
  });
});
