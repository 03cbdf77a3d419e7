// Written by hand, 2026-12-06: "9-watt integrated LED, not replaceable" denies that the LED can be
// replaced; a lone adjective after a noun and a comma is no "X, not Y" contrast
// (text/unit-facts.ts contrasted). "Monthly, not annually" still contrasts like with like.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const LAMP = ['Hollin desk lamp specifications. Brightness: five levels, adjustable with the touch strip on the arm. Light source: 9-watt integrated LED, not replaceable. Weight: 1.2 kilograms.'];
const status = (answer: string, context = LAMP) => shippedStatuses({ question: 'Is the Hollin lamp any good?', context, answer });

describe('a lone adjective denied after a comma', () => {
  it('states the denial', () => {
    expect(status("The LED can't be replaced.")).toEqual(['supported']);
    expect(status('The LED is not replaceable.')).toEqual(['supported']);
  });

  it('a claim that it is replaceable is contradicted (guard)', () => {
    expect(status('The LED is replaceable.')).toEqual(['contradicted']);
  });

  it('"paid monthly, not annually" still contrasts: a claim of monthly payment is supported (guard)', () => {
    expect(status('Fees are paid monthly.', ['Membership fees: paid monthly, not annually. Members may cancel with one month of notice.'])).toEqual(['supported']);
  });
});
