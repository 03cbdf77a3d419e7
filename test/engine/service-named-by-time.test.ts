// Written by hand, 2026-12-05.
// "The 08:20 departure arrives at 11:05": a service named by its time leaves then, so a journey
// time worked out from it is supported, and a wrong one is not.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TIMETABLE = ['Brindle Coaches timetable, Alder Street to Penmouth. The 08:20 departure arrives in Penmouth at 11:05. The 13:40 departure arrives at 16:55 because it takes a longer route via Oakridge.'];
const Q = 'How long does the morning coach take?';

describe('a journey time from a service named by its departure time', () => {
  it('supports the span from departure to arrival', () => {
    expect(shippedStatuses({ question: Q, context: TIMETABLE, answer: 'The morning journey takes 2 hours 45 minutes.' })).toEqual(['supported']);
    expect(shippedStatuses({ question: Q, context: TIMETABLE, answer: 'The afternoon coach is longer, at 3 hours 15 minutes.' })).toEqual(['supported']);
  });

  it('does not support a span no pair of times gives', () => {
    expect(shippedStatuses({ question: Q, context: TIMETABLE, answer: 'The morning journey takes 2 hours 55 minutes.' })).not.toContain('supported');
  });
});
