// "X apart" names a gap: 2 h 26 min 5 s − 2 h 11 min 40 s = 14 min 25 s (by hand).
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const RACE = ["Tarnby marathon. The men's race was won by Tobias Renk in 2 hours 11 minutes 40 seconds. The women's race was won by Anneke Sowe in 2 hours 26 minutes 5 seconds."];
const statuses = (answer: string) => shippedStatuses({ question: 'How far apart were the winning times?', context: RACE, answer });

describe('"apart" as a gap', () => {
  it('supports the right gap', () => {
    expect(statuses('That puts the two winning times 14 minutes and 25 seconds apart.')).toEqual(['supported']);
  });

  it('holds a wrong gap', () => {
    expect(statuses('That puts the two winning times 15 minutes and 25 seconds apart.')).not.toEqual(['supported']);
  });
});
