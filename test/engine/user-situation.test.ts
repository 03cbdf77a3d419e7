// Written by hand, 2026-12-03: a month or a name the user's question gives as their own situation
// is the user's word, as their figures are (verify-fact.ts, context-index.ts userStated, userMonth).
import { describe, expect, it } from 'vitest';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('the month the question gives', () => {
  it('is a step on the user\'s word', () => {
    const context = ['Tarn Ridge trail. Permits are needed only from 1 May to 30 September; outside those dates the trail is free to hike.'];
    const [claim] = shippedClaims({ question: 'Do I need a permit to hike the trail in October?', context, answer: 'In October the trail is free to hike.' });
    expect(claim?.status).toBe('unverified_step');
    expect(claim?.checks[0]).toBe('Uses October from the question; the passages do not state it.');
  });

  it('does not pass opening hours told for it (the month picks the row)', () => {
    const context = ['Skarra Museum opening hours. Summer (April to September): Tuesday to Sunday, 10am to 6pm. Winter (October to March): Wednesday to Sunday, 11am to 4pm.'];
    expect(shippedStatuses({ question: 'When is the museum open in January?', context, answer: 'In January it is open Tuesday to Sunday from 10am to 6pm.' })).not.toContain('unverified_step');
    expect(shippedStatuses({ question: 'When is the museum open in January?', context, answer: 'In January it is open Tuesday to Sunday from 10am to 6pm.' })).not.toContain('supported');
  });
});

describe('a name the question tells as the user\'s situation', () => {
  it('is a step on the user\'s word', () => {
    const context = ['Travel policy. Overnight stays: hotel up to £120 per night outside Havenport, £180 per night in Havenport. Meals: up to £40 per day.'];
    const [claim] = shippedClaims({ question: "I'm travelling to a workshop in Corrick with one overnight stay. What can I claim?", context, answer: "Hotel: up to £120 for the night in Corrick, since it's outside Havenport." });
    expect(claim?.status).toBe('unverified_step');
    expect(claim?.checks[0]).toBe('Uses Corrick from the question; the passages do not state it.');
  });

  it('is not when the claim gives it another place\'s figure', () => {
    const context = ['Travel policy. Overnight stays: hotel rates are reimbursed up to £150 per night in London and £100 per night in other cities.'];
    expect(shippedStatuses({ question: "I'm staying overnight in Manchester for a conference. What's the hotel limit?", context, answer: 'For Manchester the hotel limit is £150 per night.' })).toEqual(['not_stated']);
  });

  it('is not when the question only asks about it', () => {
    const context = ['Payments. We accept Visa and Mastercard debit and credit cards.'];
    expect(shippedStatuses({ question: 'Can I pay with Amex?', context, answer: 'Yes, you can pay with Amex.' })).not.toContain('unverified_step');
  });
});
