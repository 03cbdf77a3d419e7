// "The rise is because inspectors found ...": a "be" with a clause between it and the verb makes
// no passive, so the roles are the sentence's own. Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const context = ['The Marrow Lane library refit budget has risen from 2 million to 2.6 million morvas after inspectors found more damp than expected, the council said.'];
const ask = (answer: string) => shippedStatuses({ question: '', context, answer });

describe('a "be" before a clause', () => {
  it('reads "is because inspectors found more damp" in the active voice', () => {
    expect(ask('The rise is because inspectors found more damp than expected.')).toEqual(['supported']);
  });

  it('still reads "was found by" as passive: damp found by inspectors is the same roles', () => {
    expect(ask('More damp than expected was found by inspectors.')).not.toContain('contradicted');
  });
});
