// Written by hand, 2026-12-07 (2.46.0): a percentage change said "from A to B" where each end
// carries its unit ("from 2.0 GB to 2.5 GB") is judged by the change from A to B, as it already
// was for bare figures, even when an earlier claim's worked-out figure ("a saving of 30 ms")
// gives other candidate changes. 2.0 GB to 2.5 GB is (2.5 - 2.0) / 2.0 = 25%.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf } from '../helpers/shipped-statuses.ts';

describe('a percentage change "from A unit to B unit"', () => {
  const context = ['Release notes for version 3.1. Page load time fell from 50 ms to 20 ms. Peak memory use rose from 2.0 GB to 2.5 GB.'];
  const of = (answer: string) => shippedClaimOf({ question: 'What changed in version 3.1?', context, answer }, 'Memory use');

  it('is contradicted when wrong, with the change from A to B in the reason and fix', () => {
    const claim = of('Page loads went from 50 ms to 20 ms, a saving of 30 ms. Memory use rose from 2.0 GB to 2.5 GB, an increase of 20%.');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toBe('The answer says 20%; the change from 2.0 to 2.5 is 25%.');
    expect(claim?.fix).toBe('Replace 20% with 25%.');
  });

  it('is supported when right (guard)', () => {
    expect(of('Page loads went from 50 ms to 20 ms, a saving of 30 ms. Memory use rose from 2.0 GB to 2.5 GB, an increase of 25%.')?.status).toBe('supported');
  });
});
