// Written by hand, 2026-12-04.
// A table whose rows leave the counted noun out ("Plus: 100 per day") still sets the claim's row
// apart: a figure read off another row is contradicted with the row's own figure.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const LIMITS = ['Driftbox sharing limits. Links expire after 7 days. Basic: 20 uploads per day, 2 GB per file. Plus: 100 per day, 10 GB per file. Pro: 500 per day, 50 GB per file.'];
const claims = (answer: string) => shippedClaims({ question: 'How many uploads a day on Plus?', context: LIMITS, answer });

describe('a figure off another row of a table with the noun left out', () => {
  it('contradicts the Pro figure said of Plus, naming the Plus figure', () => {
    const [c] = claims('The Plus plan allows 500 uploads per day.');
    expect(c?.status).toBe('contradicted');
    expect(c?.fix).toBe('Replace 500 with 100.');
  });

  it('supports the row\'s own figure (a guard: supported before too)', () => {
    expect(claims('The Plus plan allows 100 uploads per day.').map((c) => c.status)).toEqual(['supported']);
  });
});
