// A denial lifted on a condition ("non-transferable without the written consent of Veltro") is
// what "transferring it needs Veltro's written consent" says; a denial of verbs joined by "or"
// ("may not rent or lend") denies each of them, with or without an added detail ("to a friend").
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LICENCE = ['Software licence, Veltro Systems. The licence is non-transferable without the written consent of Veltro Systems. You may not rent or lend the software.'];
const statuses = (answer: string) => shippedStatuses({ question: 'What may I do with the licence?', context: LICENCE, answer });

describe('denials lifted on a condition and denials of joined verbs', () => {
  it('supports the condition said as a requirement', () => {
    expect(statuses("Transferring the licence would need Veltro Systems' written consent.")).toEqual(['supported']);
    expect(statuses("The licence can be transferred with Veltro Systems' written consent.")).toEqual(['supported']);
  });

  it('still contradicts the denial dropped', () => {
    expect(statuses('The licence can be transferred freely.')).toEqual(['contradicted']);
  });

  it('contradicts each verb of "may not rent or lend", with or without an added detail', () => {
    expect(statuses('You can rent the software.')).toEqual(['contradicted']);
    expect(statuses('You can lend the software.')).toEqual(['contradicted']);
    expect(statuses('You can lend the software to a friend.')).toEqual(['contradicted']);
  });
});
