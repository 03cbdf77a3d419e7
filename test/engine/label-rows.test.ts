// A figure put on a row named by a label of capitals and digits ("Band K2", "Zone B3"), checked by
// hand against the table: the claim names K2, the figure is K3's, so it is contradicted with K2's
// own value; the right row's figure is supported.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf } from '../helpers/shipped-statuses.ts';

const SCALE = ['Harrowgate Council pay bands 2026. Band K1: entry point 21,300 merks, maximum 24,800 merks. Band K2: entry point 25,900 merks, maximum 29,400 merks. Band K3: entry point 30,700 merks, maximum 34,100 merks. New starters join at the entry point of their band.'];
const ASKED = 'I have been offered a Band K2 post. What is the entry point?';

const claimOf = (answer: string, part: string) => shippedClaimOf({ question: ASKED, context: SCALE, answer }, part);

describe('a figure of another labelled row', () => {
  it('is contradicted, and the fix gives the named row\'s value', () => {
    const claim = claimOf('The entry point for Band K2 is 30,700 merks.', '30,700');
    expect(claim?.status).toBe('contradicted');
    expect(claim?.fix).toContain('25,900');
  });

  it('is supported when it is the named row\'s own figure', () => {
    expect(claimOf('The entry point for Band K2 is 25,900 merks.', '25,900')?.status).toBe('supported');
  });
});
