// A count of days between two dates written without their year ("from Monday 10 November to
// Friday 14 November inclusive, which is five days") is recomputed like one between full dates;
// a span that a 29 February could change is left alone. Written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const STRIKE = ['Rail staff at Orlen will walk out from Tuesday 4 March to Saturday 8 March inclusive. Ferry crews strike from 27 February to 2 March. Tram drivers strike from 29 December to 2 January.'];
const statuses = (answer: string) => shippedStatuses({ question: 'How long are the strikes?', context: STRIKE, answer });

describe('a count of days between yearless dates', () => {
  it('is supported when it counts the run', () => {
    expect(statuses('Rail staff will walk out from Tuesday 4 March to Saturday 8 March inclusive, which is five days.')).toEqual(['supported', 'supported']);
    // Across the new year: 29 December to 2 January is five days.
    expect(statuses('Tram drivers strike from 29 December to 2 January, which is five days.')).not.toContain('contradicted');
  });

  it('is contradicted when it miscounts', () => {
    expect(statuses('Rail staff will walk out from Tuesday 4 March to Saturday 8 March inclusive, which is seven days.')).toContain('contradicted');
  });

  it('is left alone across the end of February, which leap years change', () => {
    expect(statuses('Ferry crews strike from 27 February to 2 March, which is five days.')).not.toContain('contradicted');
  });
});
