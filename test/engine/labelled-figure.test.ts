// A figure put under another label of the same sentence ("defaults to 100" where the passage gives
// "a default of 25 and a maximum of 100") is contradicted, naming the label's own figure.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { labelOf } from '../../src/engine/support/labelled-figure.ts';
import { firstShippedClaim, shippedStatuses } from '../helpers/shipped-statuses.ts';

const PAGES = ['Tamber API pagination. The limit parameter sets the page size, with a default of 25 and a maximum of 100. Pass next_cursor as the cursor parameter to get the next page.'];
const PASSWORDS = ['Pellary Auth password settings. min_length: minimum 8, default 12. Password expiry is not supported.'];

const statuses = (context: string[], answer: string) => shippedStatuses({ question: 'What are the limits?', context, answer });

describe('a figure under another label', () => {
  it('reads the label just before or just after a figure', () => {
    const t = 'with a default of 25 and a maximum of 100';
    expect(labelOf(t, t.indexOf('25'), t.indexOf('25') + 2, 0)).toBe('default');
    expect(labelOf(t, t.indexOf('100'), t.indexOf('100') + 3, t.indexOf('25') + 2)).toBe('maximum');
    const u = 'You get 100 results by default';
    expect(labelOf(u, u.indexOf('100'), u.indexOf('100') + 3, 0)).toBe('default');
    // "at least" bounds the thing; it is no label.
    const v = 'passwords must be at least 12 characters';
    expect(labelOf(v, v.indexOf('12'), v.indexOf('12') + 2, 0)).toBeNull();
  });

  it('contradicts swapped default and maximum, with the label\'s own figure in the fix', () => {
    expect(statuses(PAGES, 'It defaults to 100 and can go up to a maximum of 25.')).toEqual(['contradicted']);
    const claim = firstShippedClaim(PAGES, 'The default page size is 100.', 'What is the default page size?');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks).toEqual(['The answer gives 100 as the default; p0 gives 25 as the default and 100 as the maximum.']);
    expect(claim?.fix).toBe('Replace 100 with 25.');
  });

  it('supports each figure under its own label', () => {
    expect(statuses(PAGES, 'The page size defaults to 25, and the maximum is 100.')).not.toContain('contradicted');
    expect(statuses(PAGES, 'You get 25 results by default.')).not.toContain('contradicted');
  });

  it('leaves a bound alone ("at least 12" against "minimum 8, default 12")', () => {
    expect(statuses(PASSWORDS, 'Passwords must be at least 12 characters.')).not.toContain('contradicted');
  });
});
