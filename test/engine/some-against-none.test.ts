// "Several rivers burst their banks" against "no rivers in the region had burst their banks":
// "some", "several", "many" and "most" say there were some, which "no" denies, as "either" against
// "neither" does. "No rivers burst their banks" said back passes.
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const RAIN = ['Pellingvale recorded its wettest October since records began. Despite the downpours, the service said no rivers in the region had burst their banks, although several roads were closed by surface flooding.'];
const status = (answer: string) => shippedClaims({ question: 'What happened in October?', context: RAIN, answer }).map((c) => c.status);

describe('some against none', () => {
  it('is a flip', () => {
    expect(status('Several rivers in the region burst their banks, and some roads were closed by surface flooding.')).toEqual(['contradicted']);
    expect(status('Some rivers in the region burst their banks.')).toEqual(['contradicted']);
  });

  it('none said back passes', () => {
    expect(status('No rivers in the region burst their banks.')).toEqual(['supported']);
  });
});
