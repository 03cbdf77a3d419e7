// A supply that "will therefore last", the months a monthly rate takes to reach a sum, a camel-case
// name that opens a sentence, a double negative's exception restated, a thing set aside ("rather
// than", "instead of"), "keep ... off", opposite words said of other things, a year after "in" or
// "for", "longer than" a duration in words, a span the claim sets, a refusal whose topic carries a
// time, a negation in a relative clause on the subject, and a list pairing figures with places
// (compute/operations.ts, compute/recompute.ts, text/split-sentences.ts, support/denying-words.ts,
// support/polarity-conflict.ts, support/preposition-flip.ts, verify/find-conflicts.ts,
// support/antonym-conflict.ts, text/unit-facts.ts, verify/false-refusal.ts,
// support/listed-pairs.ts). Inputs and expectations written by hand: 90 chews at 3 a day last 30
// days; 1,800 korins at 150 korins a month take 12 months; 6 tallers a month for twelve months is
// 72 tallers (not 75); 5 days is five days.
import { describe, expect, it } from 'vitest';
import { shippedClaimOf, shippedStatuses } from '../helpers/shipped-statuses.ts';

/** The status of the answer's claim whose text includes `part`. */
function statusOf(context: string[], answer: string, part: string, question = ''): string | undefined {
  return shippedClaimOf({ question, context, answer }, part)?.status;
}

/** Every claim status of the answer, in order. */
function statuses(context: string[], answer: string, question = ''): string[] {
  return shippedStatuses({ question, context, answer });
}

describe('exceptions, spans and relative clauses', () => {
  it('works out a supply that "will therefore last" N days as it does "lasts"', () => {
    const chews = ['Each Brimble tub holds 90 chews. Give your dog 3 chews a day.'];
    expect(statuses(chews, 'One tub will therefore last 30 days.')).toEqual(['supported']);
  });

  it('works out "it would take N months to reach" a sum from a monthly limit', () => {
    const saver = ['The Halvey Saver accepts deposits of up to 150 korins a month. The bonus is paid once the balance reaches 1,800 korins.'];
    expect(statuses(saver, 'At the maximum deposit, it would take 12 months to reach 1,800 korins.')).toEqual(['supported']);
  });

  it('splits "Thanks for asking. zReader owners ..." at the full stop before a camel-case name', () => {
    const books = ['Sorrel Books runs on phones and tablets. On the zReader, offline reading needs the Sorrel app version 5 or later.'];
    const input = { question: '', context: books, answer: 'Thanks for asking. zReader owners need the Sorrel app version 5 or later for offline reading.' };
    expect(shippedClaimOf(input, 'Thanks for asking')?.text).not.toContain('zReader');
    expect(shippedStatuses(input)).toEqual(['not_checked', 'supported']);
  });

  const pets = ['Tenants of Orrin House must not keep pets without the written consent of the managing agent.'];
  it('takes "Only with ..." as what "must not ... without ..." requires', () => {
    expect(statuses(pets, 'Only with the written consent of the managing agent.', 'Can I keep a cat in my Orrin House flat?')).toEqual(['supported']);
    expect(statuses(pets, 'You can keep pets only with the written consent of the managing agent.')).toEqual(['supported']);
  });

  it('still contradicts a plain "You can" against "must not", with no condition', () => {
    const rowing = ['Members of the Fenwick Rowing Club must not bring guests onto the pontoon.'];
    expect(statuses(rowing, 'You can bring guests onto the pontoon.')).toEqual(['contradicted']);
  });

  const switching = ['To switch your savings to Tolbury, open the switch form in the Tolbury app; don\'t withdraw the savings yourself, or they may lose their bonus rate.'];
  it('takes "rather than withdrawing" and "instead of withdrawing" as agreeing with "don\'t withdraw"', () => {
    expect(statuses(switching, 'Open the switch form in the Tolbury app rather than withdrawing the savings yourself.')).toEqual(['supported']);
    expect(statuses(switching, 'Open the switch form in the Tolbury app instead of withdrawing the savings yourself.')).toEqual(['supported']);
  });

  it('still contradicts telling the user to withdraw', () => {
    expect(statuses(switching, 'Withdraw the savings yourself.')).toEqual(['contradicted']);
  });

  it('takes "keep ... off the benches", a long phrase between, as "must not occupy benches"', () => {
    const ferry = ['On Hessle ferries, cats must be kept on a harness or in a crate and must not occupy benches.'];
    expect(statuses(ferry, 'Keep your cat on a harness or in a crate, and off the benches.')).toEqual(['supported']);
  });

  it('does not oppose "open Wednesday to Monday" with "closed Tuesdays"', () => {
    const gallery = ['Fernlea Gallery. Winter: Wednesday to Monday 09:30–17:00, closed Tuesdays.'];
    expect(statuses(gallery, 'In winter, the gallery is open Wednesday to Monday, 9:30 am to 5 pm.')).toEqual(['supported']);
    const pool = ['The Cresswell pool: daily 07:00-21:00, closed public holidays.'];
    expect(statuses(pool, 'The pool is open daily from 7 am to 9 pm.')).toEqual(['supported']);
  });

  it('still contradicts "unsecured" against "secured against your property"', () => {
    const loan = ['The Drayton home improvement loan is secured against your property.'];
    expect(statuses(loan, 'The Drayton home improvement loan is unsecured.')).toEqual(['contradicted']);
  });

  it('supports a claim whose word another sentence states with all its figures ("Late collection ... 15 dremels")', () => {
    const kennels = ['Pawley Kennels: Early collection from 07:30 can be arranged for 12 dremels, subject to availability. Late collection until 20:00 costs 15 dremels.'];
    expect(statuses(kennels, 'Late collection until 8 pm is available for 15 dremels.')).toEqual(['supported']);
  });

  it('still contradicts the opposite word when that other sentence names another plan', () => {
    const plans = ['Pawley Kennels: on the Standard plan, early collection costs 15 dremels. On the Premium plan, late collection costs 15 dremels.'];
    expect(statuses(plans, 'On the Standard plan, late collection costs 15 dremels.')).toEqual(['contradicted']);
  });

  const profit = ['Norrow Shipping reported a net profit of 3.6 billion tallers for 2025, up from 2.9 billion tallers in 2024. The board proposed a higher dividend.'];
  it('reads a year after "in" and after "for" as one slot', () => {
    expect(statuses(profit, 'Norrow Shipping made a net profit of 3.6 billion tallers in 2025.')).toEqual(['supported']);
  });

  it('still contradicts the profit given to the other year', () => {
    expect(statuses(profit, 'Norrow Shipping made a net profit of 3.6 billion tallers in 2024.')).toEqual(['contradicted']);
  });

  it('compares "for longer than five days" with "for more than 5 days"', () => {
    const spray = ['Kelvane nasal spray: use two sprays in each nostril twice a day. Do not use for more than 5 days.'];
    expect(statuses(spray, 'Don\'t use it for longer than five days.')).toEqual(['supported']);
  });

  const music = ['Brambly Music plans: Solo costs 6 tallers per month or 60 tallers per year. Duo costs 9 tallers per month or 90 tallers per year.'];
  it('uses the span the claim sets: "monthly for twelve months" at 6 tallers a month is 72 tallers', () => {
    expect(statuses(music, 'Paying monthly for twelve months would come to 72 tallers.')).toEqual(['supported']);
  });

  it('does not support a wrong total for the span', () => {
    expect(statuses(music, 'Paying monthly for twelve months would come to 75 tallers.')).not.toContain('supported');
  });

  it('catches a refusal about "driving the next morning" where a passage says not to drive for 10 hours', () => {
    const leaflet = ['Somnadel 10 mg tablets: take one tablet at bedtime. Do not drive for 10 hours after taking a tablet.'];
    expect(statuses(leaflet, 'The leaflet doesn\'t say anything about driving the next morning.')).toEqual(['contradicted']);
  });

  const rides = ['Halden Transit: unused ride credit does not roll over into the next month.'];
  it('reads "you don\'t use" as describing the subject, so "will roll over" is contradicted', () => {
    expect(statuses(rides, 'Any ride credit you don\'t use will roll over into the next month.')).toEqual(['contradicted']);
  });

  it('still supports "Any ride credit you don\'t use won\'t roll over"', () => {
    expect(statuses(rides, 'Any ride credit you don\'t use won\'t roll over into the next month.')).toEqual(['supported']);
  });

  it('supports a figure a list gives to the claim\'s place ("2.7% in Tessby")', () => {
    const rents = ['According to the Dunlow Lettings survey, average rents rose by 6.4% in Orvale, 2.7% in Tessby and 0.9% in Marrick in the year to June.'];
    expect(statusOf(rents, 'In Tessby average rents rose by 2.7% in the year to June.', '2.7%')).toBe('supported');
  });
});
