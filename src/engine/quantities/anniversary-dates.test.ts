import { describe, expect, it } from 'vitest';
import { anniversaryDates } from './anniversary-dates.ts';
import { extractQuantities } from './quantities.ts';

const dates = (text: string) => anniversaryDates(text, extractQuantities(text)).map((q) => `${q.raw}=${q.value}`);

describe('anniversaryDates', () => {
  it('states the date an anniversary falls on', () => {
    // The third anniversary of 2 February 2023 is 2 February 2026.
    expect(dates('The rent will be reviewed on the third anniversary of the Term Commencement Date (2 February 2023).')).toEqual(['2 February 2026=2026']);
    expect(dates('on the 5th anniversary of 1 March 2020')).toEqual(['1 March 2025=2025']);
  });

  it('needs a full date soon after "anniversary of", in the same clause', () => {
    expect(dates('The rent is reviewed on the third anniversary of the start.')).toEqual([]);
    expect(dates('Reviewed on the third anniversary of the start. The lease began on 2 February 2023.')).toEqual([]);
  });
});
