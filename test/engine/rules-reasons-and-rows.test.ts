// Written by hand, 2026-12-07 (2.49.0): errors that were passed and correct claims that were held,
// each rule with the guard that keeps it off correct answers.
// - polarity-conflict.ts (withoutReason): "You will need to phone our team to end the plan, since it can't
//   be done online" asserts the phoning; the "not" of its reason is not the claim's, so "Ending a
//   plan is done from the app ... and does not need a phone call" contradicts it. A reason that names what the sentence denies
//   (", because lost parcels can't be refunded" / "we cannot refund parcels") keeps its negation, and
//   an answer word with no clause before it ("Usually yes, because ... doesn't ...") is all reason.
// - contact-swap.ts (contactsWith): "You'll need to text the engineer about 30 minutes before they
//   arrive" is turned round by "the engineer will text you about 30 minutes before arriving" even when
//   the claim's support rests on other sentences that name the engineer ("If the engineer arrives and
//   cannot get in ..."); with no sentence of contacting in its windows, any sentence of the passages
//   counts, and one giving the claim's direction still leaves it alone.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

/** The shipped statuses of an answer's claims, with their texts, for one question and context. */
const statusesAsked = (question: string, context: string[]) => (answer: string) => shippedClaims({ question, context, answer }).map((k) => [k.text, k.status]);

describe('a trailing reason with a "not" of its own', () => {
  const context = [
    'Ending a Larkspur plan. Ending a plan is done from the Larkspur app under Settings and does not need a phone call. There is no exit fee, and any credit left is refunded within 2 working days.',
  ];
  const of = statusesAsked('Do I have to ring to end my plan?', context);

  it('contradicts the claim the reason argues for', () => {
    expect(of("You will need to phone our team to end the plan, since it can't be done online.")).toEqual([
      ["You will need to phone our team to end the plan, since it can't be done online", 'contradicted'],
    ]);
  });

  it('still contradicts it without the reason', () => {
    expect(of('You will need to phone our team to end the plan.')).toEqual([['You will need to phone our team to end the plan', 'contradicted']]);
  });

  it('leaves a correct claim with a reason alone', () => {
    expect(of("You don't need to phone anyone, because the plan can be ended in the app.")).toEqual([
      ["You don't need to phone anyone, because the plan can be ended in the app", 'supported'],
    ]);
  });
});

describe('a reason that says what the sentence denies', () => {
  const context = [
    'Returning an order. For change-of-mind returns you pay the return postage and choose the carrier; we suggest a tracked service, as we cannot refund parcels lost in transit. Faulty items come back free with the prepaid label we email you.',
  ];
  const of = statusesAsked('How should I send my return?', context);

  it('is not read as the claim asserting a refund', () => {
    expect(of("It's best to use a tracked service, because parcels lost in transit can't be refunded.")).toEqual([
      ["It's best to use a tracked service, because parcels lost in transit can't be refunded", 'supported'],
    ]);
  });
});

describe('an answer word before its reason', () => {
  const context = ['Pollenex tablets. Pollenex does not usually cause drowsiness, but a few people do feel drowsy, so check how it affects you before driving.'];
  const of = statusesAsked('Can I drive after taking Pollenex?', context);

  it('keeps the reason as the claim', () => {
    expect(of("Usually yes, because Pollenex doesn't normally make people sleepy.")).toEqual([
      ["Usually yes, because Pollenex doesn't normally make people sleepy", 'supported'],
    ]);
  });
});

describe('who contacts whom, said outside the support windows', () => {
  const passage = (contact: string) => [
    `Booking a visit. Visits can be booked up to 30 days ahead. You choose a morning window (08:00 to 12:00) or an afternoon window (12:00 to 17:00), and ${contact} about 30 minutes before arriving. Someone aged 18 or over must be at the property for the whole visit. You can reschedule free of charge up to 24 hours before your window starts; changes made later than that cost 20 plonets. If the engineer arrives and cannot get in because nobody is home, a call-out fee of 35 plonets is charged and the visit must be rebooked.`,
  ];
  const claim = "You'll need to text the engineer about 30 minutes before they arrive to confirm you're home";

  it('contradicts the turned-round direction', () => {
    expect(statusesAsked('What happens on the day?', passage('the engineer will text you'))(`${claim}.`)).toEqual([[claim, 'contradicted']]);
  });

  it('leaves the claim alone where the passage gives its direction', () => {
    expect(statusesAsked('What happens on the day?', passage('you should text the engineer'))(`${claim}.`)).not.toEqual([[claim, 'contradicted']]);
  });
});
