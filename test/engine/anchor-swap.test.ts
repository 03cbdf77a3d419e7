// A period counted from the wrong event: "cancel within 14 days of placing the order" where the
// passage counts the 14 days from delivery is contradicted, and the fix names the passage's event.
// Left alone: the same event in other words, a span another sentence gives for something else,
// and events of no known kind ("of the spend" / "of the expense").
// Inputs and expectations written by hand, 2026-12-06.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

const RETURNS = ['Online orders. You may cancel an online purchase within 14 days of delivery without giving a reason. Refunds are paid within 14 days of the goods being returned to our warehouse.'];
const RAIL = ['Delay compensation. Passengers are entitled to compensation if their train arrives 30 minutes or more late. Claims must be made within 28 days of travel using the online form.'];
const status = (context: string[], answer: string) => shippedClaims({ question: 'What are the time limits?', context, answer }).map((c) => c.status);

describe('a period counted from the wrong event', () => {
  it('is contradicted, and the fix names the event the passage counts from', () => {
    const [claim] = shippedClaims({ question: 'Can I cancel?', context: RETURNS, answer: 'You can cancel within 14 days of placing the order.' });
    expect(claim?.status).toBe('contradicted');
    expect(claim?.checks[0]).toContain('The answer counts 14 days from placing the order; p0 counts them from delivery');
    expect(claim?.fix).toBe('Count the 14 days from delivery, as p0 says.');
  });

  it('a purchase for travel is contradicted too', () => {
    expect(status(RAIL, 'Submit the claim within 28 days of buying your ticket.')).toEqual(['contradicted']);
  });

  it('an event with "to" and a verb in it is read whole ("the date you plan to leave")', () => {
    const context = ['Entry requirements: your passport must be valid for at least 6 months after the date you plan to leave the country and must have 2 blank pages.'];
    expect(status(context, 'Your passport needs to be valid for at least 6 months after the date you buy your ticket.')).toEqual(['contradicted']);
    expect(status(context, 'Your passport needs to be valid for at least 6 months after the date you plan to leave.')).toEqual(['supported']);
  });

  it('the same event in other words passes', () => {
    expect(status(RETURNS, 'You can cancel within 14 days of receiving your order.')).toEqual(['supported']);
    expect(status(RAIL, 'Submit the claim within 28 days of your journey.')).not.toContain('contradicted');
  });

  it('a span another sentence gives for something else is not the claim\'s', () => {
    // The refund's 14 days are counted from the return; the claim is about the refund, not cancelling.
    expect(status(RETURNS, 'Your refund comes within 14 days of the goods being returned.')).toEqual(['supported']);
  });

  it('the document an event happens to is no event of its own', () => {
    // "the agreement ends" is an ending, as "it ends" is; "the agreement" is not its signing.
    const context = ['Term. This agreement starts on the date of the last signature and lasts for three years. The confidentiality obligations continue for five years after the agreement ends.'];
    expect(status(context, 'The confidentiality duties continue for five years after it ends.')).toEqual(['supported']);
    expect(status(context, 'The confidentiality duties continue for five years after it is signed.')).toEqual(['contradicted']);
  });

  it('events of no known kind are left alone', () => {
    const context = ['Expenses policy. Claims must be submitted within 60 days of the expense being incurred, with receipts attached.'];
    expect(status(context, 'Submit your claim within 60 days of the spend.')).not.toContain('contradicted');
  });
});
