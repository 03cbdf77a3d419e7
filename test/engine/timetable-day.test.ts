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

