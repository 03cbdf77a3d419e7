// Written by hand, 2026-12-06: a figure the claim gives as the result of its own working ("2 quibs
// per person per night, which is 6 quibs for your stay") is no restatement of the passage's slot
// (support/slot-value.ts workedResult); a figure given as the slot's own is still set against it.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const HOSTEL = ['Harbour Hostel, prices per night. Bed in 8-bed dorm: 28 quibs. Private double room: 85 quibs. Breakfast: 6 quibs per person per day, optional. City tax: 2 quibs per person per night, paid on arrival.'];
const statuses = (answer: string) => shippedStatuses({ question: "I'm staying 3 nights on my own. What will the tax be?", context: HOSTEL, answer });

describe('a worked result beside its slot', () => {
  it('is not contradicted by the slot value', () => {
    expect(statuses("There's also a city tax of 2 quibs per person per night, which is 6 quibs for your stay, paid when you arrive.")).not.toContain('contradicted');
  });

  it('a misquoted slot value is still contradicted (guard)', () => {
    expect(statuses('The city tax is 5 quibs per person per night.')).toEqual(['contradicted']);
  });
});
