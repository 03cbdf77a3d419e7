// A span the passage puts on a moment, dropped by "any time before" or "as soon as".
// Written by hand, 2026-12-07.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

const TABLES = ['Restaurant table bookings at Harrowgate Grill can be changed free of charge up to 24 hours before the booking time. Changes made later cost 10 plonets per guest.'];
const RENT = ['If any rent payment is more than 14 days late, the Landlord may charge a late fee of 20 tarvens. The fee must be paid with the next rent payment.'];
const ask = (context: string[], answer: string) => shippedStatuses({ question: '', context, answer });

describe('a span dropped from a moment', () => {
  it('contradicts "at any time before your booking time" where changes are free up to 24 hours before', () => {
    expect(ask(TABLES, 'You can change it free of charge at any time before your booking time.')).toEqual(['contradicted']);
  });

  it('contradicts "as soon as a payment is late" where the fee needs more than 14 days late', () => {
    expect(ask(RENT, 'The landlord can charge a late fee of 20 tarvens as soon as a rent payment is late.')).toEqual(['contradicted']);
  });

  it('supports the claim that keeps the span', () => {
    expect(ask(RENT, 'The landlord can charge a late fee of 20 tarvens as soon as a rent payment is more than 14 days late.')).toEqual(['supported']);
  });
});
